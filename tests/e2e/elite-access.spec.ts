import type { Page } from '@playwright/test'

import { expect, test } from './support/csp'
import { signIn } from './support/sign-in'

/**
 * Elite Access (issue 34) in Chromium on the demo build: the Elite demo Catalyst (Amara Okafor)
 * books a call with their account manager and sends a marketing-support request, each followed
 * on the page; a student, in a second tab of the same browser (one mock backend, tokens per tab),
 * finds Amara featured at the top of Find Catalysts.
 */
const ELITE = { email: 'elite.counsellor@catalyst.demo', name: 'Amara Okafor' }
const STUDENT = 'student@catalyst.demo'
const WAIT = { timeout: 15_000 }

async function signInAs(page: Page, email: string, reset = false) {
  await page.goto(`/auth/login${reset ? '?mock-reset' : ''}`)
  await signIn(page, email)
  await expect(page).not.toHaveURL(/\/auth\//, { timeout: 30_000 })
}

test('an Elite Catalyst books a call and asks for marketing support; students find them featured first', async ({
  context,
}) => {
  const catalyst = await context.newPage()
  await signInAs(catalyst, ELITE.email, true)
  await catalyst.goto('/account-manager')
  await expect(catalyst.getByRole('heading', { level: 1, name: 'Account manager' })).toBeVisible(
    WAIT,
  )

  // A call with the manager: the first free time, a topic; listed as booked, with Join call.
  const book = catalyst.getByRole('region', { name: /^Book a call with / })
  const time = book.getByLabel('Time')
  await expect(time.locator('option').nth(1)).toBeAttached(WAIT)
  await time.selectOption({ index: 1 })
  const topic = 'Reaching medicine applicants in Ghana and Kenya'
  await book.getByLabel('What would you like to discuss?').fill(topic)
  await book.getByRole('button', { name: 'Book call' }).click()
  const upcoming = catalyst.getByRole('region', { name: 'Upcoming calls' })
  const call = upcoming.getByRole('listitem').filter({ hasText: topic })
  await expect(call).toBeVisible(WAIT)
  await expect(call.getByText('Booked', { exact: true })).toBeVisible()
  await expect(call.getByRole('button', { name: 'Add to calendar' })).toBeVisible()
  // The seeded call with the manager reads as taken place.
  const past = catalyst.getByRole('region', { name: 'Past calls' })
  await expect(past.getByText('Took place', { exact: true }).first()).toBeVisible()

  // Marketing support: a spotlight request, followed in the list.
  const marketing = catalyst.getByRole('region', { name: 'Marketing support' })
  await marketing.getByLabel('What do you need?').selectOption('directory-spotlight')
  const message = 'Please spotlight me for medicine applicants before the January deadlines.'
  await marketing.getByLabel('Message to your account manager').fill(message)
  await marketing.getByRole('button', { name: 'Send request' }).click()
  const request = marketing
    .getByRole('list', { name: 'Your marketing requests' })
    .getByRole('listitem')
    .filter({ hasText: message })
  await expect(request).toBeVisible(WAIT)
  await expect(request).toContainText('Spotlight in Find Catalysts')
  await expect(request).toContainText(/Sent to .+\. The answer shows here/)

  // A student, in another tab: Amara is featured, among the first Catalysts listed.
  const student = await context.newPage()
  await signInAs(student, STUDENT)
  await student.goto('/find-counsellors')
  const cards = student.getByRole('region', { name: 'Catalysts' }).getByRole('article')
  await expect(cards.first()).toBeVisible(WAIT)
  const amara = cards.filter({ has: student.getByRole('heading', { name: ELITE.name }) })
  await expect(amara.getByText('Featured', { exact: true })).toBeVisible()
  // Top placement: every featured card comes before the first one that is not.
  const featured = await cards.evaluateAll((all) =>
    all.map((card) => card.textContent?.includes('Featured') ?? false),
  )
  expect(featured.indexOf(false)).toBeGreaterThan(featured.lastIndexOf(true))
  const position = await cards.evaluateAll(
    (all, name) => all.findIndex((card) => card.querySelector('h2')?.textContent === name),
    ELITE.name,
  )
  expect(featured[position]).toBe(true)
})
