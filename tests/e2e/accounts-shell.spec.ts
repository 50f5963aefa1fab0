import type { Page } from '@playwright/test'

import { expect, test } from './support/csp'

import { VIEWPORT_HEIGHT, WIDTHS, waitForPage } from './support/a11y'
import { field, typeCode } from './support/forms'
import { readLatestCode } from './support/mock-tools'
import { newAccount, registerAccount } from './support/registration'
import { signIn } from './support/sign-in'
import { closeToasts } from './support/toasts'

/**
 * The accounts area and the shell in a real browser (spec part 1 sections 1, 2 and 3): the
 * interface language kept in local storage, a long e-mail address in the profile menu, and the
 * country flags drawn as SVG images (no emoji font needed) that the sign-in page never loads.
 */

test.describe.configure({ timeout: 60_000 })

/** Every flag of country-flag-icons has this viewBox: a script holding one holds the flags. */
const FLAG_MARK = 'viewBox="0 0 513 342"'

/** The scripts the page has loaded so far, read again from the server. */
async function loadedScripts(page: Page): Promise<Map<string, string>> {
  const urls = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((entry) => entry.name)
      .filter((url) => new URL(url).pathname.endsWith('.js')),
  )
  const scripts = new Map<string, string>()
  for (const url of urls) scripts.set(url, await (await page.request.get(url)).text())
  return scripts
}

test('a first visit keeps English in local storage and on <html lang>', async ({ page }) => {
  await page.goto('/auth/login?mock-reset')
  await waitForPage(page)
  expect(await page.evaluate(() => localStorage.getItem('catalyst_language'))).toBe('en')
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')

  // A language no longer offered (the template had de, es, fr, ja, zh) falls back to English.
  await page.evaluate(() => localStorage.setItem('catalyst_language', 'de'))
  await page.reload()
  await waitForPage(page)
  expect(await page.evaluate(() => localStorage.getItem('catalyst_language'))).toBe('en')
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
})

test('a long e-mail address is readable in the profile menu, on a phone and a desktop', async ({
  page,
}) => {
  const account = newAccount('student', {
    email: 'kavya.iyer.career-guidance@counselling.example.org',
  })
  await page.goto('/auth/registration?mock-reset')
  await registerAccount(page, account)
  await typeCode(page, await readLatestCode(page, account.email))
  await page.getByRole('button', { name: 'Verify', exact: true }).click()
  await expect(page).toHaveURL(/\/auth\/login$/)
  await signIn(page, account.email, account.password)
  await expect(page).toHaveURL(/\/student-profile$/)
  await closeToasts(page, 'Logged In successfully!!')

  for (const width of [WIDTHS.narrow, WIDTHS.wide]) {
    await page.setViewportSize({ width, height: VIEWPORT_HEIGHT })
    await page.getByRole('button', { name: 'Open profile menu' }).click()
    const menu = page.getByRole('menu')
    const address = menu.getByText(account.email)
    await expect(address).toBeVisible()
    await expect(address).toHaveAttribute('title', account.email)
    // Nothing hidden: the text fits its box (wrapped), and the box fits the menu.
    const fit = await address.evaluate((element) => {
      const box = element.getBoundingClientRect()
      const panel = element.closest('[role="menu"]')?.getBoundingClientRect()
      return {
        overflow: element.scrollWidth - element.clientWidth,
        inside: panel ? box.left >= panel.left && box.right <= panel.right : false,
        lines: Math.round(box.height / parseFloat(getComputedStyle(element).lineHeight)),
      }
    })
    expect(fit.overflow).toBeLessThanOrEqual(0)
    expect(fit.inside).toBe(true)
    expect(fit.lines).toBeGreaterThan(1)
    await page.keyboard.press('Escape')
    await expect(menu).toBeHidden()
  }
})

test('country flags are SVG images that render without an emoji font', async ({ page }) => {
  await page.goto('/auth/registration?mock-reset')
  await waitForPage(page)
  await page.getByRole('radio', { name: 'Catalyst' }).check()
  await page.getByRole('button', { name: 'Continue' }).click()
  const country = page.getByRole('combobox', { name: 'Country', exact: true })
  await country.click()
  await page.getByRole('combobox', { name: 'Search countries' }).fill('Japan')
  const option = page.getByRole('option', { name: /^Japan\b/ })
  const flag = option.locator('img')
  await expect(flag).toHaveAttribute('alt', '')
  await expect(flag).toHaveAttribute('src', /^data:image\/svg\+xml/)
  // Drawn: decoded with a size, and 3:2 on screen.
  await expect
    .poll(() => flag.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth))
    .toBeGreaterThan(0)
  const box = await flag.boundingBox()
  expect((box?.width ?? 0) / (box?.height ?? 1)).toBeCloseTo(1.5, 1)
  // No emoji left in the list (regional indicator letters).
  expect(await page.getByRole('listbox', { name: 'Countries' }).textContent()).not.toMatch(
    /\p{Regional_Indicator}/u,
  )
  await option.click()
  await expect(country.locator('img')).toHaveAttribute('src', /^data:image\/svg\+xml/)
  await expect(field(page, 'Country code')).toHaveValue('+81')

  // The flags came with the details step's code.
  const scripts = await loadedScripts(page)
  expect([...scripts.values()].some((code) => code.includes(FLAG_MARK))).toBe(true)
})

test('the sign-in page does not load the flags', async ({ page }) => {
  await page.goto('/auth/login?mock-reset')
  await waitForPage(page)
  // The first interaction loads what sign-in needs next (toasts, the HTTP stack).
  await field(page, 'Email').click()
  await page.keyboard.type('kavya@example.com')
  await page.waitForLoadState('networkidle')
  const scripts = await loadedScripts(page)
  expect(scripts.size).toBeGreaterThan(0)
  const withFlags = [...scripts].filter(([, code]) => code.includes(FLAG_MARK)).map(([url]) => url)
  expect(withFlags).toEqual([])
})
