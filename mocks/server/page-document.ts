import { escapeHtml } from './http-io'

/**
 * The plain look of the stand-in pages on the Node server. The pages are the demo build's own
 * components (mocks/pages), whose utility classes need the app's stylesheet; this server has
 * none, so a few rules on the elements keep the pages readable.
 */
const STYLE = [
  'body{margin:0;font:16px/1.5 system-ui,sans-serif;color:#1f2937;background:#f8fafc}',
  'main{max-width:42rem;margin:2rem auto;padding:0 1rem}',
  'h1{font-size:1.5rem;margin:.5rem 0}h2{font-size:1.15rem;margin:1.25rem 0 .5rem}',
  'ol,ul{padding-left:1.25rem}li{margin:.3rem 0}label{display:block;margin:.4rem 0}',
  'button,input,select{font:inherit;padding:.4rem .7rem}form{margin:.5rem 0}',
  'fieldset{border:0;margin:0;padding:0}svg{width:1.25rem;height:1.25rem}',
  'table{border-collapse:collapse;width:100%}td,th{text-align:left;padding:.3rem .5rem;border-top:1px solid #ddd}',
  '[role=alert]{color:#b91c1c}dl{color:#555;font-size:.8rem}',
  '.sr-only{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}',
].join('')

/** A whole HTML document around a page's markup. */
export function pageDocument(title: string, markup: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title><style>${STYLE}</style></head><body>${markup}</body></html>`
}
