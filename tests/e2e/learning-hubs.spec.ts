import { expect, test } from './support/csp'
import { signIn } from './support/session'

/**
 * Issue 15 point 4 in Chromium on the demo build: the learner lifecycle past the application.
 * The hub's staff accept an application in Mock tools; Start My Experience opens the mock
 * learning platform in a new tab; finishing its modules makes the application Complete, the
 * badge is awarded, and back in the app the hub reads Rewards Awarded and the badge is in My
 * Accomplishments.
 */
const CATALYST = 'counsellor@catalyst.demo'
const HUB = 'University Admissions Advising'

test('an application is accepted, the course is finished on the learning platform, the badge arrives', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000)
  await page.goto('/auth/login?mock-reset')
  await signIn(page, CATALYST)
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 20_000 })
  await page.goto('/learning-hub/applied')
  const card = page.getByRole('article', { name: HUB })
  await expect(card.getByText('Applied', { exact: true })).toBeVisible({ timeout: 20_000 })
  await expect(card.getByRole('progressbar')).toHaveCount(0)

  // The hub's staff accept it (Mock tools, Applications).
  await page.getByRole('button', { name: 'Mock tools', exact: true }).click()
  const tools = page.getByRole('dialog', { name: 'Mock tools' })
  await tools.getByRole('tab', { name: 'Applications' }).click()
  const waiting = tools.getByRole('listitem').filter({ hasText: HUB }).filter({ hasText: CATALYST })
  await waiting.getByRole('button', { name: 'Accept' }).click()
  await expect(tools.getByRole('status')).toContainText('Accepted')
  await page.getByRole('button', { name: 'Mock tools', exact: true }).click()
  await page.reload()
  await expect(card.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '0', {
    timeout: 20_000,
  })

  // Start My Experience: the course opens in a new tab.
  const opening = context.waitForEvent('page')
  await card.getByRole('button', { name: 'Start My Experience' }).click()
  const course = await opening
  await course.waitForLoadState()
  await expect(course).toHaveURL(/\/mock-services\/moodle\/\d+\?user=/)
  await expect(course.getByRole('heading', { level: 1, name: HUB })).toBeVisible({
    timeout: 20_000,
  })
  const modules = await course.getByRole('list', { name: 'Modules' }).getByRole('listitem').count()
  for (let done = 0; done < modules; done += 1) {
    await course.getByRole('button', { name: 'Complete the current module' }).click()
    await expect(course.getByTestId('progress')).toHaveText(
      `${done + 1 === modules ? 100 : Math.round(((done + 1) / modules) * 100)}%`,
    )
  }
  await expect(course.getByTestId('status')).toHaveText('Complete')
  await course.getByRole('button', { name: 'Award the badge' }).click()
  await expect(course.getByTestId('status')).toHaveText('Rewards Awarded')
  await course.close()

  // Back in the app: the status and the badge.
  await page.bringToFront()
  await page.reload()
  await expect(card.getByText('Rewards Awarded')).toBeVisible({ timeout: 20_000 })
  await expect(card.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100')
  await page.goto('/my-achievements')
  await expect(
    page
      .getByRole('article')
      .filter({ hasText: HUB })
      .getByRole('button', {
        name: /Download Certificate/,
      }),
  ).toBeVisible({ timeout: 20_000 })
})
