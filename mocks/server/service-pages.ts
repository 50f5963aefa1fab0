import type { IncomingMessage, ServerResponse } from 'node:http'

import { renderToStaticMarkup } from 'react-dom/server'

import { findStandIn, type StandInEntry } from '../pages/registry'
import type { StandInContext } from '../pages/stand-in'
import type { OpCall } from '../serving/operations'
import type { CorsPolicy } from './cors'
import { readBody, sendHtml } from './http-io'
import { pageDocument } from './page-document'

/** Where production builds attached to this server send "Sign in with Google". */
export const IDENTITY_AUTHORIZE_PATH = '/identity/authorize'

export interface ServicePagesOptions extends CorsPolicy {
  /** The mock operations, in this process (mocks/serving/operations.ts). */
  call: OpCall
}

function standInAt(path: string): StandInEntry | undefined {
  return findStandIn(path === IDENTITY_AUTHORIZE_PATH ? '/mock-services/identity/authorize' : path)
}

function redirect(outgoing: ServerResponse, location: string): void {
  outgoing.writeHead(303, { Location: location, 'Cache-Control': 'no-store' })
  outgoing.end()
}

/**
 * The third-party stand-ins a production build links to (the identity provider, the learning
 * platform, the billing portal), as pages of this server: the demo build's own page components
 * (mocks/pages) rendered to HTML, with no script. Their forms post back here: the page acts on
 * the fields (the same `post` the demo build's tab runs), then redirects, to the page again or
 * where the post leads (the app, with the provider's answer). A redirect_uri or way back leads
 * only to an origin this server allows (never an open redirect). False when the path is none of
 * theirs.
 */
export async function servicePage(
  incoming: IncomingMessage,
  outgoing: ServerResponse,
  options: ServicePagesOptions,
): Promise<boolean> {
  const url = new URL(incoming.url ?? '/', `http://${incoming.headers.host ?? 'localhost'}`)
  const entry = standInAt(url.pathname)
  if (!entry) return false
  try {
    const page = await entry.page()
    const context: StandInContext = {
      url,
      call: options.call,
      returnOrigins: options.allowedOrigins,
      appHome: null,
    }
    const data = await page.load(context)
    const status = page.status(data)
    const answer = (code: number, view: Parameters<typeof page.render>[0]) =>
      sendHtml(outgoing, code, pageDocument(entry.title, renderToStaticMarkup(page.render(view))))
    if (incoming.method !== 'POST' || status !== 200) {
      answer(status, { data, problem: null, posted: null })
      return true
    }
    const fields = new URLSearchParams(await readBody(incoming))
    const outcome = await page.post(context, data, fields)
    if ('redirect' in outcome) redirect(outgoing, outcome.redirect)
    else if (!outcome.problem) redirect(outgoing, `${url.pathname}${url.search}`)
    // A problem: the page again with it, and with what was posted.
    else answer(400, { data: await page.load(context), problem: outcome.problem, posted: fields })
  } catch (error) {
    console.error(`[mock API server] ${incoming.method} ${url.pathname} failed`, error)
    if (!outgoing.headersSent) sendHtml(outgoing, 500, pageDocument(entry.title, '<h1>500</h1>'))
  }
  return true
}
