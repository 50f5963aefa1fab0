import { expect, test } from './support/csp'
import { signIn, signOut } from './support/sign-in'

/**
 * Issue 16 point 1 in Chromium on the demo build: a new student, whose home is the profile while
 * it is under 90 % complete, fills in Personal Information and Academic Details; on the next
 * sign-in they go to Find Catalysts instead.
 */
test('a new student completes their profile and is then sent to Find Catalysts', async ({
  page,
}) => {
  test.setTimeout(90_000)
  await page.goto('/auth/login?mock-reset')
  await signIn(page, 'new.student@catalyst.demo')
  await expect(page).toHaveURL(/\/student-profile$/, { timeout: 20_000 })
  const donut = page.getByRole('progressbar', { name: 'Profile completion' })
  const completion = async () => Number(await donut.getAttribute('aria-valuenow'))
  expect(await completion()).toBeLessThan(90)

  const personal = page.getByRole('tabpanel', { name: 'Personal Information' })
  await personal.getByLabel(/^Date of birth/).fill('2008-03-14')
  await personal.getByLabel(/^Gender/).selectOption('male')
  await personal.getByLabel(/^Current status/).selectOption('studying')
  await personal.getByLabel(/^Language/).fill('Hindi')
  await personal.getByLabel(/^Alternate email/).fill('aarav.m@example.org')
  await personal.getByLabel(/^Contact number/).fill('9812345678')
  await personal.getByLabel(/^City/).fill('Jaipur')
  await personal.getByLabel(/^Address 1/).fill('4 Civil Lines')
  await personal.getByLabel(/^Address 2/).fill('Near Statue Circle')
  await personal.getByLabel(/^LinkedIn profile/).fill('https://www.linkedin.com/in/aarav-mehta')
  await personal.getByLabel(/^Pincode/).fill('302006')
  await personal.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText("Student's Personal Data Saved")).toBeVisible({ timeout: 15_000 })

  await page.getByRole('tab', { name: 'Academic Details' }).click()
  const academic = page.getByRole('tabpanel', { name: 'Academic Details' })
  await academic.getByRole('button', { name: 'Add education' }).click()
  const entry = academic.getByRole('listitem', { name: 'Education 1' })
  await entry.getByLabel(/^Education level/).selectOption('High School')
  await entry.getByLabel(/^Score or GPA/).fill('88.5')
  await entry.getByLabel(/^Major/).fill('Science')
  await entry.getByLabel(/^Institution/).fill('Jaipur Public School')
  await entry.getByRole('button', { name: /^Start date/ }).click()
  // The picker opens on this year: back to 2022 a year at a time from the keyboard, then April.
  await expect(page.getByRole('group', { name: /^Months of \d{4}$/ })).toBeVisible()
  for (let step = 0; step < 10; step++) {
    if (await page.getByRole('group', { name: 'Months of 2022' }).isVisible()) break
    await page.keyboard.press('PageUp')
  }
  await page.getByRole('button', { name: 'April 2022' }).click()
  await entry.getByRole('button', { name: /^End date/ }).click()
  await page.getByRole('button', { name: 'Next year' }).click()
  await page.getByRole('button', { name: /^March \d{4}$/ }).click()
  await academic.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText("Student's Academic Data Saved Successfully")).toBeVisible({
    timeout: 15_000,
  })
  await expect.poll(completion).toBeGreaterThanOrEqual(90)

  await signOut(page)
  await signIn(page, 'new.student@catalyst.demo')
  await expect(page).toHaveURL(/\/find-counsellors$/, { timeout: 20_000 })
})
