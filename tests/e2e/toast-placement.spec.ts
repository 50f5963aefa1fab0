import { expect, test } from './support/csp'
import { DEMO_PASSWORD, signIn } from './support/sign-in'

/**
 * Toasts never cover the header's controls: on a phone and on a wide screen the toast sits
 * below the shell's header, and the header's buttons stay reachable while it shows.
 */
for (const width of [375, 1440]) {
  test(`at ${width}px a toast sits below the header and its buttons stay usable`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 800 })
    await page.goto('/auth/login?mock-reset')
    await signIn(page, 'counsellor@catalyst.demo', DEMO_PASSWORD)
    const menuButton = page.getByRole('banner').getByRole('button', { name: 'Open profile menu' })
    await expect(menuButton).toBeVisible()
    await expect(page.getByText('Logged In successfully!!')).toBeVisible()

    // Measured in one go while the toast shows (it leaves after a few seconds).
    const layout = await page.evaluate(() => {
      const toast = document.querySelector('[data-sonner-toast]')
      const header = document.querySelector('header')
      const button = document.querySelector('header button[aria-label="Open profile menu"]')
      if (!toast || !header || !button) return null
      const box = button.getBoundingClientRect()
      const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2)
      return {
        toastTop: toast.getBoundingClientRect().top,
        headerBottom: header.getBoundingClientRect().bottom,
        buttonOnTop: Boolean(hit && button.contains(hit)),
      }
    })
    expect(layout, 'the toast was still on screen when measured').not.toBeNull()
    expect(layout!.toastTop).toBeGreaterThanOrEqual(layout!.headerBottom)
    expect(layout!.buttonOnTop).toBe(true)

    await menuButton.click()
    await expect(page.getByRole('menu')).toBeVisible()
  })
}
