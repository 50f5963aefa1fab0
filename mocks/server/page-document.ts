import appStyles from '@/styles.css?inline'

import { escapeHtml } from './http-io'

/**
 * The stand-in pages on the Node server look as they do in the demo build: they are its own
 * components (mocks/pages), styled by the app's stylesheet, which scripts/mock-api-server.mjs
 * builds with Tailwind and this inlines into each page (no script, no second set of styles).
 */

/** A whole HTML document around a page's markup. */
export function pageDocument(title: string, markup: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title><style>${appStyles}</style></head><body>${markup}</body></html>`
}
