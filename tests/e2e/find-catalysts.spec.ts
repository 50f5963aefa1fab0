import type { Page } from '@playwright/test'

import { expect, test } from './support/csp'
import { field } from './support/forms'
import { signIn, signOut } from './support/sign-in'

/**
 * Issue 11 point 5, the student's side of a connection, in Chromium on the demo build: a student
 * asks a Catalyst to connect from Find Catalysts, that Catalyst accepts, and the student's
 * directory then hides the Catalyst and warns before asking another one. The demo build keeps
 * its mock database per browser context, so both roles take turns in one context.
 */

const STUDENT = 'new.student@catalyst.demo'
const CATALYST = 'counsellor@catalyst.demo'
const CATALYST_NAME = 'Meera Iyer'

/** Calls the mock API from inside the page with the signed-in user's access token. */
async function apiFromPage(page: Page, method: string, path: string, body?: unknown) {
  return page.evaluate(
    async ({ method, path, body }) => {
      const token = sessionStorage.getItem('catalyst_access_token')
      const response = await fetch(`/api/v1${path}`, {
        method,
        headers: {
          authorization: `Bearer ${token ?? ''}`,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      })
      return { status: response.status, body: (await response.json()) as unknown }
    },
    { method, path, body },
  )
}

interface StudentRequest {
  user_details: { email?: string | null; sk: string }
}

test('a student asks a Catalyst to connect; once accepted, the directory hides that Catalyst', async ({
  page,
}) => {
  test.setTimeout(90_000)
  await page.goto('/auth/login?mock-reset')
  await signIn(page, STUDENT)
  // A new student lands on the profile; Find Catalysts is in the menu.
  await expect(page).toHaveURL(/\/student-profile$/, { timeout: 20_000 })
  await page.getByRole('link', { name: 'Find Catalysts' }).first().click()
  await expect(page).toHaveURL(/\/find-counsellors$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Find Catalysts' })).toBeVisible()

  // Search, then ask.
  await page.getByRole('searchbox', { name: 'Search catalyst name' }).fill('iyer')
  const card = page.getByRole('article', { name: CATALYST_NAME })
  await expect(page.getByRole('article')).toHaveCount(1)
  await card.getByRole('button', { name: 'Connect' }).click()
  const form = page.getByRole('dialog', { name: `Connect with ${CATALYST_NAME}` })
  const send = form.getByRole('button', { name: 'Send Request' })
  await expect(send).toBeDisabled()
  await field(form, 'College').fill('Delhi University')
  await field(form, 'Dream job').fill('Data Scientist')
  await field(form, 'Work location').fill('Bengaluru')
  await form.getByLabel('Message (optional)').fill('I would like help choosing a university.')
  await send.click()
  await expect(page.getByText('Connection request sent successfully')).toBeVisible()
  const sent = card.getByRole('button', { name: 'Request Sent' })
  await expect(sent).toHaveAttribute('aria-disabled', 'true')
  // Shown disabled (aria-disabled), yet a click still says why (spec part 2 section 4);
  // Playwright waits for aria-disabled elements to be enabled unless forced.
  await sent.click({ force: true })
  await expect(page.getByText('Your connection request is pending')).toBeVisible()

  // The Requested toggle shows the request.
  await page.getByRole('searchbox', { name: 'Search catalyst name' }).fill('')
  await page.getByRole('button', { name: 'Requested' }).click()
  await expect(page.getByRole('article')).toHaveCount(1)
  await expect(card).toBeVisible()

  // The Catalyst accepts the request.
  await signOut(page)
  await signIn(page, CATALYST)
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 20_000 })
  const requests = await apiFromPage(page, 'GET', '/dashboard/studentsRequestData')
  expect(requests.status).toBe(200)
  const request = (requests.body as { success: StudentRequest[] }).success.find(
    (item) => item.user_details.email === STUDENT,
  )
  expect(request, 'the student request reached the Catalyst').toBeTruthy()
  const studentId = request!.user_details.sk.split('#')[1]
  const accepted = await apiFromPage(page, 'POST', `/invite/student/${studentId}/accept`, {
    reason: 'Happy to help',
  })
  expect(accepted.status).toBe(200)

  // Back as the student: the connected Catalyst is no longer in the directory, and asking
  // another one warns first.
  await signOut(page)
  await signIn(page, STUDENT)
  await expect(page).toHaveURL(/\/student-profile$/, { timeout: 20_000 })
  await page.goto('/find-counsellors')
  await expect(page.getByRole('article', { name: 'James Whitaker' })).toBeVisible()
  await expect(page.getByRole('article', { name: CATALYST_NAME })).toHaveCount(0)
  await page.getByRole('searchbox', { name: 'Search catalyst name' }).fill('iyer')
  await expect(page.getByText('No catalyst found')).toBeVisible()
  await page.getByRole('searchbox', { name: 'Search catalyst name' }).fill('')

  await page
    .getByRole('article', { name: 'James Whitaker' })
    .getByRole('button', { name: 'Connect' })
    .click()
  const warning = page.getByRole('alertdialog')
  await expect(warning).toContainText(
    `your existing connection with ${CATALYST_NAME} and your progress on your current pathway will be lost permanently`,
  )
  await warning.getByRole('button', { name: 'Cancel' }).click()
  await expect(warning).toBeHidden()
  await expect(page.getByRole('dialog')).toHaveCount(0)
})
