import { createRequire } from 'node:module'

import type * as Jsdom from 'jsdom'

import type { SanitizerWindow } from '@/lib/sanitize/sanitize-html'

import { provideSanitizerWindow } from './html-sanitizer'

/**
 * Node only (tests/setup-node.ts, mocks/server/main.ts): gives the mock backend's sanitiser a
 * jsdom window to parse with. Never import this from code that reaches the browser bundle.
 *
 * jsdom is loaded on the first HTML to clean, not here: it takes about 0.4 s to load, and most
 * test files never store rich text. `createRequire` keeps that load synchronous (the sanitiser
 * is) and invisible to the bundler.
 */
export function provideJsdomWindow(): void {
  let view: SanitizerWindow | undefined
  provideSanitizerWindow(() => {
    if (!view) {
      const require = createRequire(import.meta.url)
      const { JSDOM } = require('jsdom') as typeof Jsdom
      view = new JSDOM('<!doctype html><html><body></body></html>').window
    }
    return view
  })
}
