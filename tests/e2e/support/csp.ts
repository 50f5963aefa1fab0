import { test as base, expect, type BrowserContext, type Page } from '@playwright/test'

import { gotoWaitsForApp } from './app-ready'

/**
 * Fails a test on any Content-Security-Policy violation in the page (docs/security.md).
 * Opt in by importing `test` and `expect` from here instead of '@playwright/test':
 *
 *   import { expect, test } from './support/csp'
 *
 * The fixture is automatic: it listens to `securitypolicyviolation` in every document the page
 * loads (installed before any page script runs) and checks the list when the test ends.
 * `cspViolations` is also available to a test that wants to look at the list itself.
 */
export interface CspViolation {
  directive: string
  blockedURI: string
  sourceFile: string
  line: number
  sample: string
  documentURL: string
}

declare global {
  interface Window {
    __reportCspViolation?: (violation: CspViolation) => void
  }
}

/**
 * The sanitiser's own parse of untrusted rich text (src/lib/sanitize/sanitize-html.ts, its chunk
 * in the build). Chromium 156 reports a blocked inline handler as soon as an `on*` attribute is
 * set on an element of any document under the page's policy, inert ones included: DOMParser,
 * createHTMLDocument, <template> and Document.parseHTML all report, though nothing can run
 * there (probed on Chromium 156.0.8078; the builds this suite passed on before did not report
 * these). DOMPurify then drops the attribute. A handler that reached the live page would be set
 * by other code (React's chunk) and still count, and the XSS suite catches anything that runs
 * with its detector and dialogs.
 */
const SANITIZER_CHUNK = /\/assets\/sanitize-html-[\w-]+\.js$/

function isSanitizerParse(violation: CspViolation): boolean {
  return violation.directive === 'script-src-attr' && SANITIZER_CHUNK.test(violation.sourceFile)
}

/**
 * Records every CSP violation in the documents of a page or of a whole context (the listener is
 * installed before any page script runs) into `violations`, and returns that live list.
 */
export async function watchCspViolations(
  target: Page | BrowserContext,
  violations: CspViolation[] = [],
): Promise<CspViolation[]> {
  await target.exposeFunction('__reportCspViolation', (violation: CspViolation) => {
    if (!isSanitizerParse(violation)) violations.push(violation)
  })
  await target.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      window.__reportCspViolation?.({
        directive: event.effectiveDirective,
        blockedURI: event.blockedURI,
        sourceFile: event.sourceFile,
        line: event.lineNumber,
        sample: event.sample,
        documentURL: event.documentURI,
      })
    })
  })
  return violations
}

export const test = base.extend<{ cspViolations: CspViolation[]; waitForApp: boolean }>({
  // `page.goto` waits for the app on a prerendered page (support/app-ready.ts); a test of the
  // prerendered page itself turns it off with `test.use({ waitForApp: false })`.
  waitForApp: [true, { option: true }],
  page: async ({ page, waitForApp }, provide) => {
    if (waitForApp) gotoWaitsForApp(page)
    await provide(page)
  },
  cspViolations: [
    async ({ page }, provide, testInfo) => {
      const violations = await watchCspViolations(page)
      await provide(violations)
      if (violations.length > 0)
        await testInfo.attach('csp-violations.json', {
          body: JSON.stringify(violations, null, 2),
          contentType: 'application/json',
        })
      expect(violations, 'Content-Security-Policy violations').toEqual([])
    },
    { auto: true },
  ],
})

export { expect }
