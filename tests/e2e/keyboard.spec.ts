import type { Page } from '@playwright/test'

import { expect, test } from './support/csp'

import { DEMO_EMAIL, DEMO_PASSWORD, waitForPage, WIDTHS, VIEWPORT_HEIGHT } from './support/a11y'
import {
  expectFocusIndicator,
  focusIsWithin,
  focusStyleOf,
  isFocused,
  longestMotionMs,
  tabTo,
} from './support/keyboard'
import { dismissToasts } from './support/toasts'

/**
 * Keyboard-only use (issue 4 part 2): sign-in, the registration wizard, the drawer as a modal
 * dialog, the profile menu, with a visible focus indicator on each control reached; and reduced
 * motion switching the app's transitions off. The keyboard journeys never use the mouse.
 */

// Whole journeys of a few dozen key presses: the default budget is tight on a busy machine.
test.describe.configure({ timeout: 90_000 })

/** Sign-in as setup for the shell tests: typed, and submitted with Enter. */
async function signInWithEnter(page: Page, email: string) {
  await page.goto('/auth/login?mock-reset')
  await page.getByLabel('Email').fill(email)
  await page.getByLabel(/^Password/).fill(DEMO_PASSWORD)
  await page.getByLabel(/^Password/).press('Enter')
  await expect(page).not.toHaveURL(/\/auth\//, { timeout: 30_000 })
  await waitForPage(page)
}

test('sign in with Tab, typing, Space on Remember me and Enter', async ({ page }) => {
  await page.goto('/auth/login?mock-reset')
  await waitForPage(page)

  await tabTo(page, page.getByRole('button', { name: 'Sign in with Google' }), 'Google button')
  await tabTo(page, page.getByLabel('Email'), 'Email input')
  await page.keyboard.type(DEMO_EMAIL.counsellor)
  await tabTo(page, page.getByLabel(/^Password/), 'Password input')
  await page.keyboard.type(DEMO_PASSWORD)
  await tabTo(page, page.getByRole('button', { name: 'Show password' }), 'Show password button')
  const remember = page.getByRole('checkbox', { name: 'Remember me' })
  await tabTo(page, remember, 'Remember me checkbox')
  await page.keyboard.press('Space')
  await expect(remember).toBeChecked()
  await tabTo(page, page.getByRole('link', { name: 'Forgot password?' }), 'Forgot password link')
  await tabTo(page, page.getByRole('button', { name: 'Sign in', exact: true }), 'Sign in button')
  await page.keyboard.press('Enter')

  await expect(page).toHaveURL(/\/dashboard$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible()
  // Space really ticked Remember me: the sign-in is kept in a persistent cookie (part 1 §4).
  const cookies = await page.context().cookies()
  expect(
    cookies.find((cookie) => cookie.name === 'catalyst_access_token')?.expires,
  ).toBeGreaterThan(0)
})

test('the registration wizard with the keyboard: type by arrows and Space, fields, code', async ({
  page,
}) => {
  const email = 'keyboard.only@example.com'
  await page.goto('/auth/registration?mock-reset')
  await waitForPage(page)

  // Step 1: Space picks the focused card, an arrow moves to (and picks) the other one.
  const catalyst = page.getByRole('radio', { name: 'Catalyst' })
  const student = page.getByRole('radio', { name: 'Student' })
  await tabTo(page, catalyst, 'Catalyst profile type')
  await page.keyboard.press('Space')
  await expect(catalyst).toBeChecked()
  await page.keyboard.press('ArrowRight')
  await expect(student).toBeFocused()
  await expect(student).toBeChecked()
  await tabTo(page, page.getByRole('button', { name: 'Continue' }), 'Continue button')
  await page.keyboard.press('Enter')

  // Step 2: focus starts on the step's heading, then the fields in reading order.
  await expect(page.getByRole('heading', { name: 'Personal details' })).toBeFocused()
  const typeInto = async (label: RegExp, text: string) => {
    await tabTo(page, page.getByLabel(label), `${label.source} input`)
    await page.keyboard.type(text)
  }
  await typeInto(/^First name/, 'Noor')
  await typeInto(/^Last name/, 'Haddad')
  await typeInto(/^Email/, email)
  await typeInto(/^Password/, 'Bright#Future9')
  await typeInto(/^Confirm password/, 'Bright#Future9')

  const country = page.getByRole('combobox', { name: /^Country/ })
  await tabTo(page, country, 'Country picker')
  await page.keyboard.press('Enter')
  await expect(page.getByRole('combobox', { name: 'Search countries' })).toBeFocused()
  await page.keyboard.type('Portugal')
  await page.keyboard.press('Enter')
  await expect(country).toHaveText(/Portugal/)
  await expect(country).toBeFocused()
  await expect(page.getByLabel(/^Country code/)).toHaveValue('+351')

  await typeInto(/^Contact number/, '912345678')
  const terms = page.getByRole('checkbox', { name: /I accept the Terms of Use/ })
  await tabTo(page, terms, 'Terms checkbox')
  await page.keyboard.press('Space')
  await expect(terms).toBeChecked()
  await tabTo(page, page.getByRole('button', { name: 'Register' }), 'Register button')
  await page.keyboard.press('Enter')

  // Step 3: the code, read off the Mock tools mailbox (opened and closed by keyboard too).
  await expect(page.getByRole('heading', { name: 'Verify your e-mail' })).toBeFocused()
  const mockTools = page.getByRole('button', { name: 'Mock tools', exact: true })
  await tabTo(page, mockTools, 'Mock tools button', { max: 30 })
  await page.keyboard.press('Enter')
  const panel = page.getByRole('dialog', { name: 'Mock tools' })
  const mail = panel
    .getByRole('listitem')
    .filter({ hasText: email })
    .filter({ hasText: 'Your Catalyst verification code' })
  const code =
    (
      await mail
        .first()
        .getByText(/^\d{6}$/)
        .textContent()
    )?.trim() ?? ''
  expect(code).toMatch(/^\d{6}$/)
  await page.keyboard.press('Escape')
  await expect(panel).toBeHidden()
  await expect(mockTools).toBeFocused()

  const firstBox = page.getByRole('textbox', { name: 'Digit 1 of 6' })
  await tabTo(page, firstBox, 'first code box', { backwards: true })
  await page.keyboard.type(code)
  await expect(page.getByRole('textbox', { name: 'Digit 6 of 6' })).toBeFocused()
  await tabTo(page, page.getByRole('button', { name: 'Verify', exact: true }), 'Verify button')
  await page.keyboard.press('Enter')
  await expect(page.getByText('Email verified successfully')).toBeVisible()
  await expect(page).toHaveURL(/\/auth\/login$/)
})

test('the narrow-screen drawer is a modal dialog: focus in, Tab trapped, Escape, focus back', async ({
  page,
}) => {
  await page.setViewportSize({ width: WIDTHS.narrow, height: VIEWPORT_HEIGHT })
  await signInWithEnter(page, DEMO_EMAIL.counsellor)

  const opener = page.getByRole('button', { name: 'Open menu' })
  await tabTo(page, opener, 'Open menu button')
  await page.keyboard.press('Enter')
  const drawer = page.getByRole('dialog')
  await expect(drawer.getByRole('navigation', { name: 'Main' })).toBeVisible()
  await expect.poll(() => focusIsWithin(drawer)).toBe(true)

  // More presses than the drawer has controls, both ways: focus never leaves it.
  const stops = await drawer.locator('a[href], button').count()
  for (const key of ['Tab', 'Shift+Tab']) {
    for (let press = 0; press < stops + 2; press += 1) {
      await page.keyboard.press(key)
      expect(await focusIsWithin(drawer), `${key} press ${press + 1} left the drawer`).toBe(true)
    }
  }

  await page.keyboard.press('Escape')
  await expect(drawer).toBeHidden()
  await expect(opener).toBeFocused()

  // The side menu works from the keyboard: a link chosen with Enter navigates and closes it.
  await page.keyboard.press('Enter')
  await expect(drawer).toBeVisible()
  await tabTo(page, drawer.getByRole('link', { name: 'My Students' }), 'My Students link')
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/my-student$/)
  await expect(drawer).toBeHidden()
  await expect(page.getByRole('heading', { level: 1, name: 'My Students' })).toBeVisible()
})

test('the profile menu: Enter opens, arrows move, Enter picks, Escape returns focus', async ({
  page,
}) => {
  await signInWithEnter(page, DEMO_EMAIL.student)
  const trigger = page.getByRole('button', { name: 'Open profile menu' })
  await tabTo(page, trigger, 'profile menu button')
  await page.keyboard.press('Enter')

  const menu = page.getByRole('menu')
  const myProfile = menu.getByRole('menuitem', { name: 'My Profile' })
  await expect(myProfile).toBeFocused()
  const focusedLook = await focusStyleOf(myProfile)
  await page.keyboard.press('ArrowDown')
  await expect(menu.getByRole('menuitemradio', { name: 'English' })).toBeFocused()
  expectFocusIndicator(focusedLook, await focusStyleOf(myProfile), 'My Profile menu item')

  await page.keyboard.press('End')
  await expect(menu.getByRole('menuitem', { name: 'Sign Out' })).toBeFocused()
  await page.keyboard.press('Home')
  await expect(myProfile).toBeFocused()
  await page.keyboard.press('Escape')
  await expect(menu).toBeHidden()
  await expect(trigger).toBeFocused()

  // Choosing the dark theme with the arrows and Enter applies it and closes the menu.
  await page.keyboard.press('ArrowDown')
  const dark = menu.getByRole('menuitemradio', { name: 'Dark' })
  for (let press = 0; press < 6 && !(await isFocused(dark)); press += 1) {
    await page.keyboard.press('ArrowDown')
  }
  await expect(dark).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(page.locator('html')).toHaveClass(/\bdark\b/)
  await expect(menu).toBeHidden()
  await expect(trigger).toBeFocused()
})

test('reduced motion turns the toast, drawer and overlay transitions off', async ({ page }) => {
  // Without the preference the app animates, so each measurement can tell the difference.
  const motions = [
    { reducedMotion: 'no-preference', expected: (ms: number) => expect(ms).toBeGreaterThan(100) },
    { reducedMotion: 'reduce', expected: (ms: number) => expect(ms).toBeLessThanOrEqual(1) },
  ] as const

  // A toast: Continue without a profile type raises one; hovering holds it while measured.
  await page.goto('/auth/registration?mock-reset')
  await waitForPage(page)
  for (const { reducedMotion, expected } of motions) {
    await page.emulateMedia({ reducedMotion })
    await page.getByRole('button', { name: 'Continue' }).click()
    const toast = page.locator('[data-sonner-toast]').filter({ hasText: 'Invalid form data' })
    await toast.hover()
    expected(await longestMotionMs(toast))
    await toast.getByRole('button', { name: 'Close toast' }).click()
    await expect(toast).toHaveCount(0)
  }

  // The drawer and the overlay behind it (rendered just before it).
  await page.setViewportSize({ width: WIDTHS.narrow, height: VIEWPORT_HEIGHT })
  await signInWithEnter(page, DEMO_EMAIL.counsellor)
  // The sign-in toast covers the header; on a busy machine it may have gone by itself already.
  await dismissToasts(page)
  const opener = page.getByRole('button', { name: 'Open menu' })
  const drawer = page.getByRole('dialog')
  const overlay = drawer.locator('xpath=preceding-sibling::div[1]')
  for (const { reducedMotion, expected } of motions) {
    await page.emulateMedia({ reducedMotion })
    await opener.click()
    await expect(drawer).toBeVisible()
    expected(await longestMotionMs(drawer))
    expected(await longestMotionMs(overlay))
    await page.keyboard.press('Escape')
    await expect(drawer).toBeHidden()
  }
})
