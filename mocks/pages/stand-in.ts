import type { ReactElement } from 'react'

import type { OpCall } from '../serving/operations'
import { isRedirectAllowed } from '../services/redirect-origins'

/**
 * A page that stands in for a third party (the identity provider, the learning platform, the
 * billing portal), written once and served two ways: in the demo build as a page of the app
 * (mocks/pages/index.tsx), on the Node server rendered to HTML (mocks/server/service-pages.ts).
 * Its data comes from the mock operations; its actions are form posts, which the server answers
 * and the tab intercepts, both handing the posted fields to `post`.
 */
export interface StandInPage<Data> {
  /** The page's data, read through the mock operations. */
  load(context: StandInContext): Promise<Data>
  /** The HTTP status of the page showing `data`: 404 when it names nothing, and so on. */
  status(data: Data): number
  /** Acts on the posted fields: somewhere else to go, or this page again (with a problem). */
  post(context: StandInContext, data: Data, fields: URLSearchParams): Promise<PostOutcome>
  render(view: PageView<Data>): ReactElement
}

export interface StandInContext {
  /** The page's address as the visitor asked for it. */
  url: URL
  /** The mock operations, over this transport (the tab link, or in process on the server). */
  call: OpCall
  /** The origins the page may send the visitor back to; by default its own. */
  returnOrigins?: readonly string[]
  /** The app's address, where a way back leads when the request names none; null without one. */
  appHome: string | null
}

export interface PostProblem {
  message: string
  /** The field the problem is about (shown beside it), if any. */
  field?: string
}

export type PostOutcome = { redirect: string } | { problem: PostProblem | null }

export interface PageView<Data> {
  data: Data
  /** What went wrong with the last post. */
  problem: PostProblem | null
  /** That post's fields, when the server answers it with the page again (no script keeps them). */
  posted: URLSearchParams | null
}

/** The address `raw` when the page may send the visitor there, else null (never an open redirect). */
export function allowedReturn(context: StandInContext, raw: string | null): string | null {
  if (!raw) return null
  try {
    const target = new URL(raw)
    return isRedirectAllowed(target, context.returnOrigins ?? [context.url.origin])
      ? target.href
      : null
  } catch {
    return null
  }
}
