import { expect, type Page } from '@playwright/test'

/**
 * Toasts sit in the top-right corner (the whole width on a phone) for 4 seconds, over the
 * header's controls: a click on the profile menu button right after a toast waits until the
 * toast has gone. A person closes it instead; so do the tests, rather than wait it out.
 */

/** Toasts on screen, not the ones already leaving. */
function liveToasts(page: Page) {
  return page.locator('[data-sonner-toast]:not([data-removed="true"])')
}

/**
 * Checks that a toast with `expected` text is shown, then closes every toast on screen with its
 * Close button (the newest is in front) and waits until they are gone.
 */
export async function closeToasts(page: Page, expected: string): Promise<void> {
  await expect(liveToasts(page).filter({ hasText: expected }).first()).toBeVisible()
  await dismissToasts(page)
}

/**
 * Closes whatever toasts are on screen, if any, and waits until they are gone: for a test whose
 * subject is not the toast, where one may already have left by itself on a slow machine.
 */
export async function dismissToasts(page: Page): Promise<void> {
  for (let closed = 0; closed < 10 && (await liveToasts(page).count()) > 0; closed += 1) {
    // A toast can also leave by itself (its timer) between the count and the click; the click
    // would then wait for a toast that never comes. A short wait, and the check below decides.
    await liveToasts(page)
      .first()
      .getByRole('button', { name: 'Close toast' })
      .click({ timeout: 1_000 })
      .catch(() => undefined)
  }
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0)
}
