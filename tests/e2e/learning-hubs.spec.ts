import { expect, test } from './support/csp'
import { signIn, signOut } from './support/sign-in'

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

/**
 * Issue 15 point 3 in Chromium on the demo build: a Catalyst applies to a two-step hub from the
 * Learning Hub list, answering a question a custom condition reveals and attaching a file, and
 * finds the hub under Enrolled Hubs as Applied.
 */
test('a Catalyst applies to a hub through the two-step wizard', async ({ page }) => {
  test.setTimeout(90_000)
  const hub = 'STEM Career Pathways'
  await page.goto('/auth/login?mock-reset')
  await signIn(page, CATALYST)
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 20_000 })
  await page.goto('/learning-hub')
  const card = page.getByRole('article', { name: hub })
  await card.getByRole('button', { name: /^Apply Now/ }).click()
  const wizard = page.getByRole('dialog', { name: `Apply to ${hub}` })
  await expect(wizard.getByText('Step 1 of 3: About you')).toBeVisible()
  await wizard.getByRole('textbox', { name: /^Current role/ }).fill('School counsellor')
  await wizard
    .getByRole('combobox', { name: /^Experience guiding students/ })
    .selectOption('extensive')
  await wizard.getByRole('combobox', { name: /^Have you mentored/ }).selectOption('no')
  await wizard.getByRole('textbox', { name: /^Why do you want to join/ }).fill('To do better.')
  await wizard.getByRole('checkbox', { name: /^I can commit/ }).click()
  await wizard.getByRole('button', { name: 'Next' }).click()

  await expect(wizard.getByText('Step 2 of 3: Your goals')).toBeVisible()
  await wizard.getByRole('textbox', { name: /^What do you want to be able/ }).fill('Plan better.')
  await wizard.getByRole('radio', { name: 'Live sessions' }).check()
  // Revealed by the custom condition on step 1's "More than 3 years".
  await wizard.getByRole('textbox', { name: /^Which advanced topics/ }).fill('Scholarships')
  await wizard.getByLabel(/^Your CV or a sample/).setInputFiles({
    name: 'cv.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4 a short CV'),
  })
  await expect(wizard.getByRole('list', { name: /^Your CV or a sample/ })).toContainText('cv.pdf')
  await wizard.getByRole('button', { name: 'Next' }).click()

  await expect(wizard.getByText('Step 3 of 3: Review and Submit')).toBeVisible()
  await expect(wizard.getByRole('region', { name: 'Your goals' })).toContainText('Scholarships')
  await wizard.getByRole('button', { name: 'Submit' }).click()
  await expect(page.getByText('Successfully applied')).toBeVisible({ timeout: 15_000 })
  await expect(page).toHaveURL(/\/learning-hub\/applied$/)
  await expect(
    page.getByRole('article', { name: hub }).getByText('Applied', { exact: true }),
  ).toBeVisible({ timeout: 20_000 })
})

/**
 * Issue 15 point 5 in Chromium on the demo build: a Catalyst shares a hub's link; a visitor
 * opens the public page, presses Apply Now, signs in, lands back on the hub inside the app and
 * sends the application.
 */
test('a visitor opens a shared hub, applies, signs in, comes back and submits the wizard', async ({
  page,
}) => {
  test.setTimeout(90_000)
  const hub = 'Scholarships and Financial Aid Navigator'
  await page.goto('/auth/login?mock-reset')
  await signIn(page, 'pending.counsellor@catalyst.demo')
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 20_000 })
  await page.goto('/learning-hub')
  const shared = await page
    .getByRole('article', { name: hub })
    .getByRole('link', { name: /View Details/ })
    .getAttribute('href', { timeout: 15_000 })
  expect(shared).toMatch(/^\/learning-hub\/[^/]+\/[^/]+$/)
  await signOut(page)

  // The visitor's side: the public page, signed out.
  await page.goto(shared!)
  await expect(page.getByRole('heading', { level: 1, name: `Overview of ${hub}` })).toBeVisible({
    timeout: 15_000,
  })
  await expect(page.getByRole('link', { name: 'Sign Up' })).toBeVisible()
  await page.getByRole('button', { name: 'Apply Now' }).click()
  await expect(page).toHaveURL(
    (url) => url.pathname === '/auth/login' && url.searchParams.get('returnUrl') === shared,
  )
  await signIn(page, CATALYST)

  // Back on the hub, inside the app.
  await expect(page).toHaveURL(shared!, { timeout: 20_000 })
  await expect(page.getByRole('heading', { level: 1, name: 'Learning Hub Details' })).toBeVisible()
  await page.getByRole('button', { name: 'Apply Now' }).click()
  const wizard = page.getByRole('dialog', { name: `Apply to ${hub}` })
  await expect(wizard.getByText('Step 1 of 2: About you')).toBeVisible()
  await wizard.getByRole('textbox', { name: /^Current role/ }).fill('School counsellor')
  await wizard.getByRole('combobox', { name: /^Experience guiding students/ }).selectOption('some')
  await wizard.getByRole('combobox', { name: /^Have you mentored/ }).selectOption('no')
  await wizard.getByRole('textbox', { name: /^Why do you want to join/ }).fill('Fund my students.')
  await wizard.getByRole('checkbox', { name: /^I can commit/ }).click()
  await wizard.getByRole('button', { name: 'Next' }).click()
  await expect(wizard.getByText('Step 2 of 2: Review and Submit')).toBeVisible()
  await wizard.getByRole('button', { name: 'Submit' }).click()
  await expect(page.getByText('Successfully applied')).toBeVisible({ timeout: 15_000 })
  await expect(page).toHaveURL(/\/learning-hub\/applied$/)
  await expect(
    page.getByRole('article', { name: hub }).getByText('Applied', { exact: true }),
  ).toBeVisible({ timeout: 20_000 })
})
