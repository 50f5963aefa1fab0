import { expect, test } from './support/csp'
import { DEMO_PASSWORD, signIn } from './support/session'

/**
 * Toasts never cover the header's controls: on a phone and on a wide screen the toast sits
 * below the shell's header, and the header's buttons stay clickable while it shows.
 */
for (const width of [375, 1440]) {
  test(`at ${width}px a toast sits below the header and its buttons stay usable`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 800 })
    await page.goto('/auth/login?mock-reset')
    await signIn(page, 'counsellor@catalyst.demo', DEMO_PASSWORD)
    const toast = page.getByText('Logged In successfully!!')
    await expect(toast).toBeVisible()

    const header = page.getByRole('banner')
    await expect(header.getByRole('button', { name: 'Open profile menu' })).toBeVisible()
    const headerBox = await header.boundingBox()
    const toastBox = await page.locator('[data-sonner-toast]').first().boundingBox()
    expect(headerBox && toastBox && toastBox.y >= headerBox.y + headerBox.height).toBe(true)

    // The profile menu (rightmost in the header, where toasts used to sit) opens at once.
    await page.getByRole('button', { name: 'Open profile menu' }).click()
    await expect(page.getByRole('menu')).toBeVisible()
    await expect(toast).toBeVisible()
  })
}
