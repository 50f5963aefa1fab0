import { expect, type BrowserContext, type ConsoleMessage, type Page } from '@playwright/test'

import { gotoWaitsForApp } from '../../e2e/support/app-ready'
import { watchCspViolations, type CspViolation } from '../../e2e/support/csp'

/**
 * What a browser context's pages must not produce: a Content-Security-Policy violation, a
 * console error or an uncaught page error. One exception, Chromium's own report of a request no
 * page code could avoid: the sandbox has no outside network, so a resource on a host other than
 * the app's and the API's (the seed's profile pictures and hub images) fails to load, and
 * Chromium logs "Failed to load resource: net::ERR_..." for it. Allowed only when the request
 * that failed is one of theirs. (A stored file opened in a tab of its own makes Chromium ask the
 * API's origin for /favicon.ico: the server answers 204, so that is no error either.)
 */
export interface PageProblems {
  /** Fails when anything but an allowed report happened since the last check. */
  check(): Promise<void>
}

interface ConsoleError {
  text: string
  url: string
  page: string
}

const NETWORK_FAILURE = /^Failed to load resource: net::ERR_[A-Z_]+$/

export async function watchPages(
  context: BrowserContext,
  { appOrigin, apiOrigin }: { appOrigin: string; apiOrigin: string },
): Promise<PageProblems> {
  const csp: CspViolation[] = await watchCspViolations(context)
  const consoleErrors: ConsoleError[] = []
  const pageErrors: string[] = []
  // Requests to other hosts that failed at the network level (blocked by the closed network).
  const foreignFailures = new Set<string>()
  const own = (url: string) => [appOrigin, apiOrigin].some((origin) => url.startsWith(`${origin}/`))

  context.on('page', (page: Page) => gotoWaitsForApp(page))
  context.on('console', (message: ConsoleMessage) => {
    if (message.type() !== 'error') return
    consoleErrors.push({
      text: message.text(),
      url: message.location().url,
      page: message.page()?.url() ?? '',
    })
  })
  context.on('weberror', (error) => pageErrors.push(String(error.error())))
  context.on('requestfailed', (request) => {
    const url = request.url()
    if (/^https?:/.test(url) && !own(url)) foreignFailures.add(url)
  })

  const allowed = (error: ConsoleError) =>
    NETWORK_FAILURE.test(error.text) && foreignFailures.has(error.url)
  const unexplained = () => consoleErrors.filter((error) => !allowed(error))

  return {
    async check() {
      // A failed request's event can follow its console line by a moment.
      if (unexplained().length > 0)
        await expect
          .poll(() => unexplained().length, { timeout: 2_000 })
          .toBe(0)
          .catch(() => undefined)
      const problems = {
        csp: [...csp],
        consoleErrors: unexplained(),
        pageErrors: [...pageErrors],
      }
      csp.length = 0
      consoleErrors.length = 0
      pageErrors.length = 0
      expect(problems, 'CSP violations, console errors and page errors').toEqual({
        csp: [],
        consoleErrors: [],
        pageErrors: [],
      })
    },
  }
}
