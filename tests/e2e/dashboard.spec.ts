import { expect, test } from './support/csp'
import { DEMO_PASSWORD, signIn } from './support/sign-in'

/**
 * The dashboard follows what happens elsewhere (issue 13): a Catalyst accepts a student's
 * request in the Student Request drawer, and back on the dashboard the connected count, the
 * check-in list have moved, computed by the mock backend from its data.
 */
test.describe.configure({ timeout: 60_000 })

test('accepting a student request moves the donut and the check-in list', async ({ page }) => {
  await page.goto('/auth/login?mock-reset')
  await signIn(page, 'counsellor@catalyst.demo', DEMO_PASSWORD)
  await expect(page).toHaveURL(/\/dashboard$/)
  const connected = page.getByRole('region', { name: 'Connected students' })
  const checkInCard = page.getByRole('region', { name: 'Students to check in on' })
  const checkIns = checkInCard.getByRole('row')
  await expect(checkIns.nth(1)).toBeVisible({ timeout: 15_000 })
  // Every student, not only the most urgent ten.
  const showAll = checkInCard.getByRole('button', { name: /^Show all/ })
  if (await showAll.isVisible()) await showAll.click()
  const connectedBefore = Number(
    await connected.getByRole('definition').first().textContent({ timeout: 15_000 }),
  )
  const rowsBefore = await checkIns.count()

  await page.getByRole('button', { name: /^Student Request/ }).click()
  const drawer = page.getByRole('dialog', { name: 'Student Request' })
  const first = drawer.getByRole('list', { name: 'Student requests' }).locator('> li').first()
  const name = (await first.getByRole('button').first().textContent()) ?? ''
  await first.getByRole('button', { name: `Accept ${name}` }).click()
  const dialog = page.getByRole('alertdialog', { name: `Accept ${name}'s request` })
  await dialog.getByRole('textbox', { name: 'Reason' }).fill('Happy to guide you this term.')
  await dialog.getByRole('button', { name: 'Accept' }).click()
  await expect(
    page
      .locator('[data-sonner-toast]')
      .filter({ hasText: 'Invitation has been accepted successfully' }),
  ).toBeVisible()
  await page.keyboard.press('Escape')

  // Back on the dashboard (a fresh read), the new student is counted and listed.
  await page.getByRole('link', { name: 'Dashboard' }).first().click()
  await page.reload()
  await expect(connected.getByRole('definition').first()).toHaveText(String(connectedBefore + 1), {
    timeout: 15_000,
  })
  await expect(checkIns.nth(1)).toBeVisible()
  await checkInCard.getByRole('button', { name: /^Show all/ }).click()
  await expect(checkIns).toHaveCount(rowsBefore + 1)
  await expect(checkInCard.getByText(name, { exact: true })).toBeVisible()
})
