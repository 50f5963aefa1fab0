import type { Page } from '@playwright/test'

import { expect, test } from './support/csp'

/** Calls the mock API from inside the page, with the signed-in user's access token. */
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

async function signIn(page: Page, email: string) {
  await page.getByLabel('Email').fill(email)
  await page.getByLabel(/^Password/).fill('Catalyst#2026')
  await page.getByRole('button', { name: 'Sign in', exact: true }).click()
}

test('the mock backend keeps its data across reloads until ?mock-reset', async ({ page }) => {
  await page.goto('/auth/login?mock-reset')
  await signIn(page, 'counsellor@catalyst.demo')
  await expect(page).toHaveURL(/\/dashboard$/)

  const invitee = `reload.check.${Date.now()}@example.org`
  const sent = await apiFromPage(page, 'POST', '/invite/inviteStudent', { email: invitee })
  expect(sent.status).toBe(200)

  const sentEmails = async () => {
    const all = await apiFromPage(page, 'GET', '/invite/fetchAllRequests')
    return (all.body as { success: Array<{ email: string }> }).success.map((invite) => invite.email)
  }
  await page.reload()
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible()
  expect(await sentEmails()).toContain(invitee)

  await page.goto('/dashboard?mock-reset')
  await expect(page).toHaveURL(/\/dashboard$/)
  // The page has rendered, so the worker answers: a call made earlier could reach the server.
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible()
  expect(await sentEmails()).not.toContain(invitee)
})

test('the mock API answers 401 to a call without a token', async ({ page }) => {
  await page.goto('/auth/login')
  // The worker is running once the app has rendered.
  await expect(page.getByLabel('Email')).toBeVisible()
  const answer = await page.evaluate(async () => {
    const response = await fetch('/api/v1/profile/getUserProfileInfo')
    return { status: response.status, body: (await response.json()) as { message?: string } }
  })
  expect(answer.status).toBe(401)
  expect(answer.body.message).toMatch(/\S/)
})
