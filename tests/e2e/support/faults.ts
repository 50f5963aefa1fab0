import type { Page } from '@playwright/test'

import type { FaultSpec } from '../../../mocks/faults'

export type { FaultSpec }

/**
 * Fault injection in the demo build (mocks/faults.ts), for Playwright: through the
 * `?mock-fault=` URL parameter (kept in sessionStorage for the tab's life, so reloads keep it)
 * or through `window.catalystMocks` once the app has started.
 */

/** `signIn:500`, `*:network:2`, `fetchChats:delay=2000`: one entry of the URL parameter. */
export function faultEntry({ operationId, kind, times }: FaultSpec): string {
  const kindText = typeof kind === 'object' ? `delay=${kind.delayMs}` : String(kind)
  return `${operationId}:${kindText}${times === undefined ? '' : `:${times}`}`
}

/** `path` with `mock-fault=` added, keeping its other parameters (`?mock-reset` and so on). */
export function withFaults(path: string, faults: FaultSpec[]): string {
  const url = new URL(path, 'http://e2e.invalid')
  url.searchParams.set('mock-fault', faults.map(faultEntry).join(','))
  // The entries stay readable (`:` and `*` need no escaping in a query value).
  return `${url.pathname}${url.search.replace(/%3A/gi, ':').replace(/%2A/gi, '*').replace(/%2C/gi, ',')}`
}

interface MockConsole {
  injectFault(spec: FaultSpec): Promise<FaultSpec>
  clearFaults(): void
  faults(): FaultSpec[]
}

/** Adds a fault on the running page; rejects with the reason when the contract forbids it. */
export async function injectFault(page: Page, spec: FaultSpec): Promise<void> {
  // The page loads the contract's operation list on first use, hence the promise.
  await page.evaluate(async (fault) => {
    await (window as unknown as { catalystMocks: MockConsole }).catalystMocks.injectFault(fault)
  }, spec)
}

export async function clearFaults(page: Page): Promise<void> {
  await page.evaluate(() => {
    ;(window as unknown as { catalystMocks: MockConsole }).catalystMocks.clearFaults()
  })
}

/** The faults active on the page, as specs (what is left of each). */
export function activeFaults(page: Page): Promise<FaultSpec[]> {
  return page.evaluate(() =>
    (window as unknown as { catalystMocks: MockConsole }).catalystMocks.faults(),
  )
}
