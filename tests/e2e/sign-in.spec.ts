import { expect, test } from './support/csp'

const password = 'Catalyst#2026'

const accounts = [
  { email: 'counsellor@catalyst.demo', path: '/dashboard', title: 'Dashboard' },
  { email: 'pending.counsellor@catalyst.demo', path: '/dashboard', title: 'Dashboard' },
  { email: 'new.student@catalyst.demo', path: '/student-profile', title: 'Student Profile' },
  { email: 'student@catalyst.demo', path: '/find-counsellors', title: 'Find Catalysts' },
]

test.describe('sign in on the mock backend', () => {
  for (const account of accounts) {
    test(`${account.email} lands on ${account.path}`, async ({ page }) => {
      await page.goto('/?mock-reset')
      await expect(page).toHaveURL(/\/auth\/login/)
      await page.getByLabel('Email').fill(account.email)
      await page.getByLabel(/^Password/).fill(password)
      await page.getByRole('button', { name: 'Sign in', exact: true }).click()
      await expect(page).toHaveURL(new RegExp(`${account.path}$`))
      await expect(page.getByRole('heading', { level: 1, name: account.title })).toBeVisible()
      await expect(page).toHaveTitle(`${account.title} | Catalyst`)
    })
  }

  test('a reload keeps the sign-in and the mock data; sign out ends it', async ({ page }) => {
    await page.goto('/auth/login?mock-reset')
    await page.getByLabel('Email').fill('counsellor@catalyst.demo')
    await page.getByLabel(/^Password/).fill(password)
    await page.getByRole('button', { name: 'Sign in', exact: true }).click()
    await expect(page).toHaveURL(/\/dashboard$/)
    await page.reload()
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible()
    await page.getByRole('button', { name: 'Open profile menu' }).click()
    const menu = page.getByRole('menu')
    await expect(menu.getByText('counsellor@catalyst.demo')).toBeVisible()
    // Counsellors are shown as Catalysts.
    await expect(menu.getByText('Catalyst', { exact: true })).toBeVisible()
    await page.getByRole('menuitem', { name: 'Sign Out' }).click()
    await expect(page).toHaveURL(/\/auth\/login$/)
    await expect(page.getByText('Logged out successfully!')).toBeVisible()
    await page.goto('/dashboard')
    await expect(page).toHaveURL(/\/auth\/login\?returnUrl=%2Fdashboard$/)
  })

  test('wrong password shows the form status', async ({ page }) => {
    await page.goto('/auth/login')
    await page.getByLabel('Email').fill('counsellor@catalyst.demo')
    await page.getByLabel(/^Password/).fill('Wrong#Password1')
    await page.getByRole('button', { name: 'Sign in', exact: true }).click()
    await expect(page.getByText('The login details are incorrect')).toBeVisible()
  })

  test('unknown paths when signed in show the 404 page', async ({ page }) => {
    await page.goto('/auth/login?mock-reset')
    await page.getByLabel('Email').fill('student@catalyst.demo')
    await page.getByLabel(/^Password/).fill(password)
    await page.getByRole('button', { name: 'Sign in', exact: true }).click()
    await expect(page).toHaveURL(/\/find-counsellors$/)
    await page.goto('/definitely-not-here')
    await expect(page).toHaveURL(/\/error\/404$/)
    await expect(
      page.getByRole('heading', { name: "Oops! We can't find that page." }),
    ).toBeVisible()
  })
})
