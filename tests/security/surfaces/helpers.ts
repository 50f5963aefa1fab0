import { expect, type Page } from '@playwright/test'

import { ALLOWED_ATTRIBUTES, ALLOWED_TAGS } from '../../../src/lib/sanitize/allow-list'

import { findDangers } from '../find-dangers'
import type { XssPayload } from '../xss-payloads'

// What the XSS surfaces (../surfaces.ts) share: their shape, the demo sign-in, and the checks of
// what shows that more than one family uses.

/** A place that shows supplied text: how to plant payloads there and prove they show. */
export interface XssSurface {
  name: string
  /** `text` must show the payload as literal text; `rich-text` renders sanitised HTML. */
  kind: 'text' | 'rich-text'
  plant: string
  look: string
  /** Plants the payloads, brings them on screen, and proves they got there. */
  exercise(page: Page, payloads: readonly XssPayload[]): Promise<void>
}

export const DEMO_PASSWORD = 'Catalyst#2026'

export async function signIn(page: Page, email: string, landing: RegExp): Promise<void> {
  await page.goto('/auth/login?mock-reset')
  await page.getByLabel('Email').fill(email)
  await page.getByLabel(/^Password/).fill(DEMO_PASSWORD)
  await page.getByRole('button', { name: 'Sign in', exact: true }).click()
  // Generous: the demo build seeds and starts its worker first, slow on a loaded machine.
  await expect(page).toHaveURL(landing, { timeout: 20_000 })
}

/** Text shown in an element, exactly as rendered (no whitespace folding). */
export async function expectTextShown(
  page: Page,
  selector: string,
  payloads: readonly XssPayload[],
) {
  const text = await page
    .locator(selector)
    .first()
    .evaluate((element) => element.textContent)
  for (const payload of payloads)
    expect(text, `payload ${payload.id} shown as text`).toContain(payload.html)
}

/**
 * Signs out, signs the demo student in and opens My Pathway. Not signIn(): it resets the mock db,
 * and what was planted with it.
 */
export async function openMyPathwayAsStudent(page: Page) {
  await page.getByRole('button', { name: 'Open profile menu' }).click()
  await page.getByRole('menuitem', { name: 'Sign Out' }).click()
  await expect(page).toHaveURL(/\/auth\/login$/)
  await page.getByLabel('Email').fill('student@catalyst.demo')
  await page.getByLabel(/^Password/).fill(DEMO_PASSWORD)
  await page.getByRole('button', { name: 'Sign in', exact: true }).click()
  await expect(page).toHaveURL(/\/find-counsellors$/, { timeout: 20_000 })
  await page.getByRole('link', { name: 'My Pathway' }).first().click()
}

/** Changes records of the demo build's mock db (its test hook); returns how many changed. */
export function patchMockDb(page: Page, collection: string, where: object, changes: object) {
  return page.evaluate(
    ({ collection, where, changes }) =>
      (
        window as unknown as {
          catalystMocks: { patch(c: string, w: object, v: object): Promise<number> }
        }
      ).catalystMocks.patch(collection, where, changes),
    { collection, where, changes },
  )
}

/** Every payload shows as literal text in `where`. */
export async function expectShownIn(
  where: ReturnType<Page['locator']>,
  payloads: readonly XssPayload[],
  what: string,
) {
  await expect(where).toBeVisible()
  const text = await where.evaluate((element) => element.textContent ?? '')
  for (const payload of payloads)
    expect(text, `payload ${payload.id} shown as text in ${what}`).toContain(payload.html)
}

/** `rendered` (the element holding the rich text) shows the marker in bold, and nothing else. */
export async function expectSanitisedIn(
  page: Page,
  rendered: ReturnType<Page['locator']>,
  marker: string,
) {
  await expect(rendered.locator('b', { hasText: marker })).toBeVisible()
  await expectNoDangers(page, await rendered.evaluate((element) => element.innerHTML))
}

export async function expectNoDangers(page: Page, html: string) {
  const dangers = await page.evaluate(findDangers, {
    html,
    allowedTags: [...ALLOWED_TAGS],
    allowedAttributes: [...ALLOWED_ATTRIBUTES],
  })
  expect(dangers, 'markup outside the allow-list in the message').toEqual([])
}
