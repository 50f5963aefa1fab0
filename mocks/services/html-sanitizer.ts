import type { HtmlSanitizer, SanitizerOptions, SanitizerWindow } from '@/lib/sanitize/sanitize-html'

/**
 * The mock backend's HTML sanitiser: the client's own DOMPurify configuration (src/lib/sanitize,
 * the spec's allow-list of part 1 section 5), run before rich text is stored, so what the server
 * keeps and answers is clean whatever the caller sent. The real backend should do the same.
 *
 * DOMPurify parses with a DOM. In a page (the demo build, Storybook, the dom test project) that
 * is the page's own window. In Node there is none: the Node entry points (tests/setup-node.ts,
 * mocks/server/main.ts) hand one over through `provideSanitizerWindow`, a jsdom window from
 * ./html-sanitizer-node.ts. jsdom is never imported from here, so it stays out of the bundle.
 *
 * The sanitiser (DOMPurify and the allow-list) loads on the first rich text stored, not with the
 * mock backend: a first visit of the demo does not wait for it (bench/budgets.json).
 */
const loadSanitizerModule = () => import('@/lib/sanitize/sanitize-html')

let windowSource: (() => SanitizerWindow) | null = null

/** Sanitisers per window and per allow-list narrowing, prepared once. */
const sanitizers = new WeakMap<SanitizerWindow, Map<string, HtmlSanitizer>>()

// Worded without the DOM library's name, so a search of the browser bundle for it stays clean.
export const NO_DOM_MESSAGE =
  'The mock backend has no DOM to sanitise HTML with. In Node, provide a window first ' +
  '(mocks/services/html-sanitizer-node.ts; tests/setup-node.ts and mocks/server/main.ts do).'

/** Where the sanitiser gets a window when there is no global one (Node). */
export function provideSanitizerWindow(source: (() => SanitizerWindow) | null): void {
  windowSource = source
}

function currentWindow(): SanitizerWindow {
  if (typeof window !== 'undefined' && typeof window.document !== 'undefined') return window
  if (windowSource) return windowSource()
  // Fail closed: storing markup nobody cleaned is worse than an error answer.
  throw new Error(NO_DOM_MESSAGE)
}

async function sanitizerFor(options: SanitizerOptions): Promise<HtmlSanitizer> {
  const view = currentWindow()
  const { createHtmlSanitizer } = await loadSanitizerModule()
  let byOptions = sanitizers.get(view)
  if (!byOptions) {
    byOptions = new Map<string, HtmlSanitizer>()
    sanitizers.set(view, byOptions)
  }
  const key = JSON.stringify([options.allowedTags ?? null, options.allowedAttributes ?? null])
  let sanitizer = byOptions.get(key)
  if (!sanitizer) {
    sanitizer = createHtmlSanitizer(view, options)
    // DOMPurify returns its input untouched on a DOM it cannot use (happy-dom, TOOLCHAIN.md).
    if (!sanitizer.isSupported) throw new Error(`${NO_DOM_MESSAGE} (DOMPurify is not supported)`)
    byOptions.set(key, sanitizer)
  }
  return sanitizer
}

/**
 * Rich text as the client would render it: DOMPurify with the spec's allow-list (narrowed by
 * `options` for content that allows less, such as interaction notes).
 */
export async function sanitizeStoredHtml(
  html: string,
  options: SanitizerOptions = {},
): Promise<string> {
  if (html === '') return ''
  return (await sanitizerFor(options)).sanitize(html)
}
