import { useState } from 'react'

import { PostingProvider } from './post-form'
import type { PageView, StandInContext, StandInPage } from './stand-in'

const NO_ANSWER = 'The mock server did not answer. Try again.'

/**
 * A stand-in page in a tab of the demo build: its forms' posts go to the page's `post` here
 * (the mock operations over the tab link), and the page shows the data read again afterwards,
 * or leaves for the address the post names.
 */
export function BrowserStandIn<Data>({
  page,
  context,
  initial,
}: {
  page: StandInPage<Data>
  context: StandInContext
  initial: Data
}) {
  const [view, setView] = useState<PageView<Data>>({ data: initial, problem: null, posted: null })
  const [busy, setBusy] = useState(false)

  async function post(fields: URLSearchParams) {
    setBusy(true)
    try {
      const outcome = await page.post(context, view.data, fields)
      if ('redirect' in outcome) {
        // Busy until the browser has left.
        location.assign(outcome.redirect)
        return
      }
      const data = await page.load(context)
      setView({ data, problem: outcome.problem, posted: null })
      setBusy(false)
    } catch {
      setView((current) => ({ ...current, problem: { message: NO_ANSWER } }))
      setBusy(false)
    }
  }

  return <PostingProvider value={{ post, busy }}>{page.render(view)}</PostingProvider>
}
