import type { Page } from '@playwright/test'

/**
 * A prerendered page (build/prerender.ts) is on screen before its code runs: a test that acts on
 * it at once would press buttons the app does not handle yet (a person rarely does within those
 * milliseconds). Resolves when the page is not prerendered or the app has mounted over it
 * (data-app-ready, src/app/app-root.tsx).
 */
export function waitForApp(page: Page, timeout = 20_000): Promise<unknown> {
  return page.waitForFunction(
    () =>
      !document.querySelector('#root[data-prerendered]') ||
      document.documentElement.hasAttribute('data-app-ready'),
    null,
    { timeout },
  )
}

/** Makes `page.goto` wait for the app on a prerendered page (the suite's default, support/csp). */
export function gotoWaitsForApp(page: Page): void {
  const goto = page.goto.bind(page)
  page.goto = async (url, options) => {
    const response = await goto(url, options)
    await waitForApp(page)
    return response
  }
}
