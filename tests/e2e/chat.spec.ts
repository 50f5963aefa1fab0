import type { Page } from '@playwright/test'

import { expect, test } from './support/csp'
import { field } from './support/forms'
import { DEMO_PASSWORD } from './support/sign-in'

/**
 * Live chat as QA demos it (docs/chat.md): a Catalyst and their student in
 * two tabs of one browser, each tab with its own sign-in (no Remember me) and the mock backend
 * shared between them. A message shows on the other side without a reload, unread counts and
 * read state follow, and a dropped live connection comes back with what was missed.
 */
test.describe.configure({ timeout: 90_000 })

async function signInHere(page: Page, email: string, landing: RegExp) {
  await page.getByRole('button', { name: 'Sign in', exact: true }).waitFor()
  await field(page, 'Email').fill(email)
  await field(page, 'Password').fill(DEMO_PASSWORD)
  await page.getByRole('button', { name: 'Sign in', exact: true }).click()
  await expect(page).toHaveURL(landing, { timeout: 20_000 })
}

const LIVE = { timeout: 5_000 }

test('a Catalyst and a student chat live in two tabs, with unread counts, read state and a reconnect', async ({
  context,
}) => {
  const catalyst = await context.newPage()
  await catalyst.goto('/auth/login?mock-reset')
  await signInHere(catalyst, 'counsellor@catalyst.demo', /\/dashboard$/)

  const student = await context.newPage()
  await student.goto('/auth/login')
  await signInHere(student, 'student@catalyst.demo', /\/find-counsellors$/)
  await student.getByRole('link', { name: 'My Pathway' }).first().click()
  const studentLog = student.getByRole('log')
  await expect(studentLog.getByRole('listitem').first()).toBeVisible({ timeout: 15_000 })
  const catalystName = (await student.getByRole('heading', { name: /^Chat with / }).textContent())!
    .replace('Chat with ', '')
    .trim()

  // The student writes; the Catalyst's header count rises at once, without a reload.
  const icon = catalyst.getByRole('button', { name: /^Chats/ })
  const before = Number(
    (
      await icon
        .getByTestId('chat-unread')
        .textContent()
        .catch(() => '0')
    )?.replace(/\D/g, '') || 0,
  )
  const composer = student.getByRole('textbox', { name: `Message to ${catalystName}` })
  await composer.fill('Hello from the student tab')
  await composer.press('Enter')
  await expect(studentLog.getByText('Hello from the student tab')).toBeVisible()
  const mine = studentLog.getByRole('listitem').filter({ hasText: 'Hello from the student tab' })
  await expect(mine).toContainText('Delivered')
  if (before < 9)
    await expect(icon.getByTestId('chat-unread')).toContainText(String(before + 1), LIVE)

  // The Catalyst opens the conversation: it is at the top, and reading it shows as read.
  await icon.click()
  const contacts = catalyst.getByRole('list', { name: 'Chats' })
  await expect(contacts.getByRole('button').first()).toContainText('Hello from the student tab')
  await contacts.getByRole('button').first().click()
  const window = catalyst.getByRole('region', { name: 'Open chats' }).getByRole('dialog')
  const catalystLog = window.getByRole('log')
  await expect(catalystLog.getByText('Hello from the student tab')).toBeVisible()
  await expect(mine).toContainText('Read', LIVE)

  // The Catalyst answers; the student sees it live.
  const reply = window.getByRole('textbox')
  await reply.fill('Hello back from the Catalyst tab')
  await reply.press('Enter')
  await expect(studentLog.getByText('Hello back from the Catalyst tab')).toBeVisible(LIVE)

  // The student's live connection drops and comes back: what was sent meanwhile arrives.
  const dropped = await student.evaluate(() =>
    (
      window as unknown as { catalystMocks: { dropLiveConnections(): Promise<number> } }
    ).catalystMocks.dropLiveConnections(),
  )
  expect(dropped).toBeGreaterThan(0)
  await reply.fill('Sent while you were reconnecting')
  await reply.press('Enter')
  await expect(studentLog.getByText('Sent while you were reconnecting')).toBeVisible({
    timeout: 15_000,
  })
})
