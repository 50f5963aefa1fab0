import type { WebinarScope } from '../generated/types.gen'

/** A list of webinars (GET /webinars): scope and page size. */
export interface WebinarListParams {
  scope?: WebinarScope
  pageSize?: number
}

/**
 * Premium webinars (issue 34; openapi/description.md "Webinars"). A registration, a departure
 * and the live `webinars changed` invalidate `all`: every list shows seats left and the
 * caller's place, which one registration changes for everyone.
 */
export const webinarKeys = {
  all: ['webinars'] as const,
  lists: () => [...webinarKeys.all, 'list'] as const,
  /** A list read a page more at a time (the Webinars page's Show more). */
  pages: (params: WebinarListParams) => [...webinarKeys.lists(), 'pages', params] as const,
}
