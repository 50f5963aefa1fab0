import type { Locator, Page } from '@playwright/test'

import { mockToolsPanel } from './support/mock-tools'
import { expect, test } from './support/csp'
import { signIn } from './support/sign-in'

/**
 * Notifications (issue 35), both roles in two tabs of one browser (one mock backend, a sign-in
 * per tab): a student books a session with the demo Catalyst and the Catalyst's bell counts it
 * at once; the mock clock moves to the session's 24-hour reminder (as the Mock tools Time tab
 * does) and the reminder is in the bell and the centre of both, opens the sessions, and is in the
 * mock mailbox for both.
 */
test.describe.configure({ timeout: 60_000 })

const CATALYST = 'counsellor@catalyst.demo'
const STUDENT = 'student@catalyst.demo'
const WAIT = { timeout: 15_000 }
const LIVE = { timeout: 5_000 }
const HOUR = 3_600_000

async function signInTab(page: Page, email: string, landing: RegExp, reset = false) {
  await page.goto(`/auth/login${reset ? '?mock-reset' : ''}`)
  await signIn(page, email)
  await expect(page).toHaveURL(landing, { timeout: 30_000 })
}

const bell = (page: Page) => page.getByRole('link', { name: /^Notifications(, .+ unread)?$/ })

/** Opens the centre from the bell and marks everything read (the seed leaves some unread). */
async function readAll(page: Page) {
  await expect(bell(page)).toHaveAccessibleName(/ unread$/, WAIT)
  await bell(page).click()
  await expect(page).toHaveURL(/\/notifications$/)
  await page.getByRole('button', { name: 'Mark all as read' }).click()
  await expect(bell(page)).toHaveAccessibleName('Notifications', LIVE)
}

/** The bell's unread count (9 for "9+"). */
async function unreadOf(page: Page): Promise<number> {
  const name = (await bell(page).locator('.sr-only').textContent()) ?? ''
  return Number(/, (\d+)\+? unread$/.exec(name.trim())?.[1] ?? 0)
}

/** The newest entry of the centre (the first of its first day). */
const newest = (page: Page): Locator =>
  page
    .getByRole('list', { name: /^Notifications, / })
    .first()
    .getByRole('link')
    .first()

/** A call to the mock API from inside the page, as the tab's signed-in user. */
function sessionStart(page: Page, topic: string): Promise<string | undefined> {
  return page.evaluate(async (topic) => {
    const token = sessionStorage.getItem('catalyst_access_token') ?? ''
    const response = await fetch('/api/v1/sessions?scope=upcoming&pageSize=50', {
      headers: { authorization: `Bearer ${token}` },
    })
    const body = (await response.json()) as {
      success: { sessions: Array<{ topic: string; start: string }> }
    }
    return body.success.sessions.find((session) => session.topic === topic)?.start
  }, topic)
}

type Mocks = {
  catalystMocks: {
    clock(): Promise<{ now: string }>
    advanceClock(ms: number): Promise<{ ran: Array<{ label: string }> }>
  }
}

/** The mock time, moved forward to `at` exactly (the jobs due on the way run at their times). */
async function advanceClockTo(page: Page, at: number) {
  await page.waitForFunction(() => 'catalystMocks' in window)
  return page.evaluate(async (at) => {
    const mocks = (window as unknown as Mocks).catalystMocks
    const now = Date.parse((await mocks.clock()).now)
    return mocks.advanceClock(Math.round(at - now))
  }, at)
}

/** The Mock tools mailbox, filtered to `recipient`: the e-mails with `subject`. */
async function mailsTo(page: Page, recipient: string, subject: string) {
  const panel = mockToolsPanel(page)
  await page.getByRole('button', { name: 'Mock tools', exact: true }).click()
  await panel.getByRole('tab', { name: 'Mailbox' }).click()
  await panel.getByLabel('Filter by recipient').fill(recipient)
  return panel.getByRole('listitem').filter({ hasText: subject })
}

test('a booking rings the Catalyst’s bell live; the 24-hour reminder reaches both, in the app and by e-mail', async ({
  context,
}) => {
  const catalyst = await context.newPage()
  await signInTab(catalyst, CATALYST, /\/dashboard$/, true)
  await readAll(catalyst)
  const student = await context.newPage()
  await signInTab(student, STUDENT, /\/find-counsellors$/)

  // The student books days ahead, beyond the 24-hour cut-off, from My Pathways.
  await student
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'My Pathways' })
    .click()
  await student.getByRole('button', { name: 'Book a session' }).click(WAIT)
  const book = student.getByRole('dialog', { name: 'Book a session' })
  await expect(book.getByText(/^Times are in your time zone, /)).toBeVisible(WAIT)
  await book.getByRole('radio').last().click()
  const topic = `Choosing a personal statement angle ${Date.now()}`
  await book.getByRole('textbox', { name: /What would you like to talk about/ }).fill(topic)
  await book.getByRole('button', { name: 'Confirm' }).click()
  await expect(book).toBeHidden({ timeout: 10_000 })

  // The Catalyst's tab, untouched since: the bell counts the booking at once.
  await expect(bell(catalyst)).toHaveAccessibleName('Notifications, 1 unread', LIVE)
  await expect(newest(catalyst)).toContainText(/booked a session with you/, LIVE)

  // The clock moves to 24 hours before the session: its reminder runs, for both.
  await expect(bell(student)).toHaveAccessibleName(/ unread$/)
  const unreadBefore = await unreadOf(student)
  const start = await sessionStart(student, topic)
  expect(start, 'the booked session is listed').toBeDefined()
  const moved = await advanceClockTo(student, Date.parse(start!) - 24 * HOUR)
  expect(moved.ran.map((job) => job.label)).toContain('Reminder 24 hours before a session')

  // Both bells count it: the Catalyst's past the booking, the student's past what they had.
  await expect(bell(catalyst)).toHaveAccessibleName(/^Notifications, [2-9]\+? unread$/, LIVE)
  await expect.poll(() => unreadOf(student), LIVE).toBeGreaterThan(unreadBefore)
  for (const [page, email] of [
    [student, STUDENT],
    [catalyst, CATALYST],
  ] as const) {
    await page.bringToFront()
    await bell(page).click()
    await expect(page).toHaveURL(/\/notifications$/)
    const reminder = newest(page)
    await expect(reminder).toHaveText(/^Reminder: session with .+ \(unread\)$/, WAIT)
    const title = (await reminder.textContent())!.replace(/\s*\(unread\)$/, '')
    await reminder.click()
    await expect(page).toHaveURL(/\/sessions$/)
    await expect(page.getByRole('article').filter({ hasText: topic })).toBeVisible(WAIT)

    // The same reminder by e-mail, with the session it is about.
    const mails = await mailsTo(page, email, title)
    await expect(mails).toHaveCount(1, WAIT)
    await expect(mails).toContainText('starts in 24 hours')
    await expect(mails).toContainText(topic)
  }
})
