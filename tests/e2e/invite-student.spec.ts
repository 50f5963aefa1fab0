import type { Page } from '@playwright/test'

import { expect, test } from './support/csp'

import { typeCode } from './support/forms'
import { closeMockTools, mockToolsPanel, readLatestCode } from './support/mock-tools'
import { newAccount, registerAccount } from './support/registration'
import { signIn, signOut } from './support/sign-in'
import { closeToasts } from './support/toasts'

// A dozen steps across two accounts: the default 30 s budget is tight on a busy machine.
test.describe.configure({ timeout: 90_000 })

/**
 * Issue 11 points 1 and 2 in Chromium on the demo build: a Catalyst invites an address that has no
 * account; the invitation is in the Mock tools mailbox with a registration link; the address
 * registers and verifies (the mailbox gives the code) and, signed in as that student, the
 * Catalyst's request is there. Both sides read the same mock database.
 */

/** Calls the mock API from inside the page with the signed-in user's access token. */
async function apiFromPage(page: Page, path: string) {
  return page.evaluate(async (path) => {
    const token = sessionStorage.getItem('catalyst_access_token')
    const response = await fetch(`/api/v1${path}`, {
      headers: { authorization: `Bearer ${token ?? ''}` },
    })
    return { status: response.status, body: (await response.json()) as unknown }
  }, path)
}

/** The invitation e-mails to `recipient` in the Mock tools mailbox, newest first. */
async function invitationMails(page: Page, recipient: string) {
  const panel = mockToolsPanel(page)
  if (!(await panel.isVisible()))
    await page.getByRole('button', { name: 'Mock tools', exact: true }).click()
  await panel.getByRole('tab', { name: 'Mailbox' }).click()
  await panel.getByLabel('Filter by recipient').fill(recipient)
  return panel.getByRole('listitem').filter({ hasText: 'invited you to connect on Catalyst' })
}

test('a Catalyst invites a new address; it registers and the student sees the request', async ({
  page,
}) => {
  const student = newAccount('student', {
    firstName: 'Maya',
    lastName: 'Raman',
    email: 'maya.raman@example.org',
  })

  // The Catalyst invites the address from the Invite Students page.
  await page.goto('/auth/login?mock-reset')
  await signIn(page, 'counsellor@catalyst.demo')
  await expect(page).toHaveURL(/\/dashboard$/)
  await closeToasts(page, 'Logged In successfully!!')
  await page.goto('/invite-student')
  await expect(page.getByRole('heading', { level: 1, name: 'Invite Student' })).toBeVisible()

  const invite = page.getByRole('button', { name: 'Invite', exact: true })
  await expect(invite).toBeDisabled()
  await page.getByRole('textbox', { name: /^Student e-mail/ }).fill(student.email)
  await page.getByRole('switch', { name: 'HTML mode' }).click()
  await page
    .getByRole('textbox', { name: 'Note (optional)' })
    .fill('<p>Hi <b>Maya</b>, I would love to guide your engineering applications.</p>')
  await expect(page.getByTestId('note-preview').locator('b')).toHaveText('Maya')
  await invite.click()
  await closeToasts(page, 'Invite request sent successfully')

  const latest = page.getByRole('table', { name: 'Latest sent requests' })
  const firstRow = latest.getByRole('row').nth(1)
  await expect(firstRow).toContainText(student.email)
  await expect(firstRow).toContainText('Pending')

  // The mailbox has the invitation, with the note and a link to register.
  const mail = (await invitationMails(page, student.email)).first()
  await expect(mail).toContainText('Meera Iyer invited you to connect on Catalyst')
  await expect(mail).toContainText('Hi Maya, I would love to guide your engineering applications.')
  const link = mail.getByRole('link', { name: /\/auth\/registration$/ })
  await expect(link).toBeVisible()
  const href = await link.getAttribute('href')
  expect(new URL(href ?? '').pathname).toBe('/auth/registration')
  await closeMockTools(page)

  // The person with that address follows the link, registers and verifies.
  await signOut(page)
  await page.goto(href ?? '/auth/registration')
  await registerAccount(page, student)
  await typeCode(page, await readLatestCode(page, student.email))
  await page.getByRole('button', { name: 'Verify', exact: true }).click()
  await expect(page.getByText('Email verified successfully')).toBeVisible()
  await expect(page).toHaveURL(/\/auth\/login$/)

  // Signed in as that student, the Catalyst's request is waiting.
  await signIn(page, student.email, student.password)
  await expect(page).toHaveURL(/\/student-profile$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Student Profile' })).toBeVisible()
  const requests = await apiFromPage(page, '/user/counsellorsRequests')
  expect(requests.status).toBe(200)
  expect((requests.body as { success: unknown[] }).success).toEqual([
    expect.objectContaining({
      given_name: 'Meera',
      family_name: 'Iyer',
      status: 0,
      inviteMessage: '<p>Hi <b>Maya</b>, I would love to guide your engineering applications.</p>',
    }),
  ])
})
