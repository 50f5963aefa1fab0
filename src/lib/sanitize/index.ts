export { SafeHtml } from './safe-html'
export { sanitizeHtml } from './sanitize-html'
export { ALLOWED_ATTRIBUTES, ALLOWED_TAGS } from './allow-list'
