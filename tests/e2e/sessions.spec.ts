import type { Page } from '@playwright/test'

import { expect, test } from './support/csp'
import { signIn } from './support/sign-in'

/**
 * Sessions (issue 29), both roles in two tabs of one browser (one mock backend): the student
 * books from My Pathway and the Catalyst's open Sessions tab shows it at once; the Catalyst moves
 * it with a reason and the student's tab shows the new time and the reason; the student cancels
 * and both show it cancelled. Every step is live (the socket's `sessions changed`), no reload.
 */
test.describe.configure({ timeout: 120_000 })

const LIVE = { timeout: 5_000 }

async function signInTab(page: Page, email: string, landing: RegExp, reset = false) {
  await page.goto(`/auth/login${reset ? '?mock-reset' : ''}`)
  await signIn(page, email)
  await expect(page).toHaveURL(landing, { timeout: 30_000 })
}

const card = (page: Page, topic: string) => page.getByRole('article').filter({ hasText: topic })

test('a student books, the Catalyst moves it, the student cancels: both tabs follow live', async ({
  context,
}) => {
  const catalyst = await context.newPage()
  await signInTab(catalyst, 'counsellor@catalyst.demo', /\/dashboard$/, true)
  await catalyst
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Sessions' })
    .click()
  await expect(catalyst.getByText('Students can book you.')).toBeVisible({ timeout: 15_000 })
  await expect(catalyst.getByRole('list', { name: 'Upcoming sessions' })).toBeVisible()

  // The student books from My Pathway's Catalyst card.
  const student = await context.newPage()
  await signInTab(student, 'student@catalyst.demo', /\/find-counsellors$/)
  await student.goto('/my-pathway')
  await student.getByRole('button', { name: 'Book a session' }).click()
  const book = student.getByRole('dialog', { name: 'Book a session' })
  await expect(book.getByText(/^Times are in your time zone, /)).toBeVisible({ timeout: 15_000 })
  // Days ahead, beyond the 24-hour cut-off, so that it can still be moved and cancelled.
  await book.getByRole('radio').last().click()
  const topic = `Which internships to apply for ${Date.now()}`
  await book.getByRole('textbox', { name: /What would you like to talk about/ }).fill(topic)
  await book.getByRole('button', { name: 'Confirm' }).click()
  await expect(book).toBeHidden({ timeout: 10_000 })
  await expect(student.getByText('Session booked')).toBeVisible()

  // The Catalyst's tab shows it without a reload.
  const atCatalyst = card(catalyst, topic)
  await expect(atCatalyst).toBeVisible(LIVE)
  await expect(atCatalyst).toContainText('Booked')

  // The student opens their sessions; the Catalyst moves the session with a reason.
  await student.getByRole('link', { name: 'All sessions' }).click()
  const atStudent = card(student, topic)
  await expect(atStudent).toBeVisible({ timeout: 15_000 })
  const bookedTime = await atStudent.getByRole('heading').textContent()

  await atCatalyst.getByRole('button', { name: 'Reschedule' }).click()
  const move = catalyst.getByRole('dialog', { name: 'Reschedule' })
  // Not the last: that is the session's own time.
  await move.getByRole('radio').nth(-2).click({ timeout: 15_000 })
  await move.getByRole('textbox', { name: /Reason/ }).fill('A workshop moved to that afternoon.')
  await move.getByRole('button', { name: 'Move session' }).click()
  await expect(move).toBeHidden({ timeout: 10_000 })

  await expect(atStudent).toContainText(
    /Rescheduled by \S+: A workshop moved to that afternoon\./,
    LIVE,
  )
  await expect(atStudent.getByRole('heading')).not.toHaveText(bookedTime ?? '')

  // The student cancels; both show it cancelled, the Catalyst with the student's reason.
  await atStudent.getByRole('button', { name: 'Cancel' }).click()
  const cancel = student.getByRole('dialog', { name: 'Cancel session' })
  await cancel.getByRole('textbox', { name: /Reason/ }).fill('I got an offer already.')
  await cancel.getByRole('button', { name: 'Cancel session' }).click()
  await expect(cancel).toBeHidden({ timeout: 10_000 })
  await expect(atStudent).toContainText('Cancelled by you: I got an offer already.')
  await expect(atCatalyst).toContainText(/Cancelled by \S+: I got an offer already\./, LIVE)
  await expect(atCatalyst.getByText('Cancelled', { exact: true })).toBeVisible()
  await expect(atStudent.getByText('Cancelled', { exact: true })).toBeVisible()
})
