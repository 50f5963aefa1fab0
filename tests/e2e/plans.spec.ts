import type { Page } from '@playwright/test'

import { expect, test } from './support/csp'
import { DEMO_PASSWORD, signIn } from './support/sign-in'

/**
 * Plans (issue 34), one Catalyst in four tabs of one browser (one mock backend): a Basic Catalyst
 * sees the offers in place of the smart dashboard, the directory listing, webinar registration
 * and the team; changing to Prime in the billing portal opens each of them in the other tabs
 * without a reload ('plan changed'), and cancelling closes them again, saying the plan ended.
 */
test.describe.configure({ timeout: 150_000 })

const LIVE = { timeout: 10_000 }
const OFFER = /comes with Prime and Elite Access$/

async function open(page: Page, path: string, ready: (page: Page) => Promise<void>) {
  await page.goto(path)
  await ready(page)
}

// On the dashboard an offer's name starts with its card's title ("Student Analysis Smart
// dashboard comes with …"): five offers of one feature must not share one name.
const offer = (page: Page, feature: string) =>
  page.getByRole('region', {
    name: new RegExp(`(^|\\s)${feature} comes with Prime and Elite Access$`),
  })

test('a Basic Catalyst moves to Prime and back: every open tab follows the plan live', async ({
  context,
}) => {
  const dashboard = await context.newPage()
  await dashboard.goto('/auth/login?mock-reset')
  // Remember me: the other tabs open signed in.
  await signIn(dashboard, 'basic.counsellor@catalyst.demo', DEMO_PASSWORD, { remember: true })
  await expect(dashboard).toHaveURL(/\/dashboard$/, { timeout: 30_000 })

  // Basic: the offers stand where the features would be.
  await expect(offer(dashboard, 'Smart dashboard').first()).toBeVisible({ timeout: 15_000 })
  await expect(offer(dashboard, 'Directory listing')).toBeVisible()

  const webinars = await context.newPage()
  await open(webinars, '/webinars', async (page) => {
    await expect(page.getByRole('heading', { level: 1, name: 'Webinars' })).toBeVisible({
      timeout: 15_000,
    })
    await expect(
      page.getByText('Registration comes with Prime and Elite Access.').first(),
    ).toBeVisible()
  })
  await expect(webinars.getByRole('button', { name: 'Register' })).toHaveCount(0)

  const team = await context.newPage()
  await open(team, '/team', async (page) => {
    await expect(page.getByRole('region', { name: OFFER })).toBeVisible({ timeout: 15_000 })
  })
  await expect(team.getByRole('heading', { name: 'Invite a counsellor' })).toHaveCount(0)

  // The billing portal: Basic to Prime.
  const billing = await context.newPage()
  await billing.goto('/billing')
  await expect(billing).toHaveURL(/\/mock-services\/billing-portal\?user=/, { timeout: 15_000 })
  await expect(billing.getByTestId('subscription')).toContainText('Basic')
  await billing.getByLabel('Plan').selectOption('prime')
  await billing.getByRole('button', { name: 'Change plan' }).click()
  await expect(billing.getByTestId('subscription')).toContainText('Prime', LIVE)

  // Each open tab opens its feature without a reload.
  await expect(offer(dashboard, 'Smart dashboard')).toHaveCount(0, LIVE)
  await expect(dashboard.getByText(/^You are listed in Find Catalysts/)).toBeVisible(LIVE)
  await expect(
    webinars.getByRole('button', { name: /^(Register|Join the waitlist)$/ }).first(),
  ).toBeVisible(LIVE)
  await expect(team.getByRole('heading', { name: 'Invite a counsellor' })).toBeVisible(LIVE)

  // A lapse: the offers come back, saying the plan that gave the feature ended.
  await billing.getByRole('button', { name: 'Cancel subscription' }).click()
  await expect(billing.getByTestId('subscription')).toHaveText('No active subscription.', LIVE)

  await expect(offer(dashboard, 'Smart dashboard').first()).toBeVisible(LIVE)
  await expect(offer(dashboard, 'Directory listing')).toBeVisible(LIVE)
  await expect(webinars.getByRole('button', { name: 'Register' })).toHaveCount(0, LIVE)
  await expect(webinars.getByRole('region', { name: OFFER })).toContainText(/no longer/)
  await expect(team.getByRole('region', { name: OFFER })).toBeVisible(LIVE)
  await expect(team.getByRole('heading', { name: 'Invite a counsellor' })).toHaveCount(0)
})
