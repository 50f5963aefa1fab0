import { expect, test } from './support/csp'
import { expectNoSeriousViolations } from './support/axe-scan'
import { signIn } from './support/sign-in'

/**
 * Issue 17 points 5 and 6 in Chromium on the demo build: a student searches the FAQ, reads an
 * answer and raises a ticket with an attachment; a visitor toggles the public FAQ between the
 * Catalyst's and the student's questions, on a desktop and on a phone.
 */

/** A tiny but real PNG (1 x 1), so the content check passes. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
)

test('a student searches the FAQ and raises a ticket with an attachment', async ({ page }) => {
  test.setTimeout(90_000)
  await page.goto('/auth/login?mock-reset')
  await signIn(page, 'student@catalyst.demo')
  await page
    .getByRole('link', { name: 'FAQ and Support Centre' })
    .first()
    .click({ timeout: 20_000 })
  await expect(page).toHaveURL(/\/student-faq-support$/)
  await expect(
    page.getByRole('heading', { level: 1, name: 'FAQ and Support Centre' }),
  ).toBeVisible()
  const categories = page.getByRole('navigation', { name: 'FAQ categories' })
  await expect(categories.getByRole('button', { name: 'Getting Started' })).toHaveAttribute(
    'aria-current',
    'true',
  )

  // Search: results from every category, the match marked, no category list.
  await page.getByRole('searchbox', { name: 'Search questions' }).fill('PATHWAY')
  const results = page.getByRole('region', { name: 'Search results' })
  await expect(results).toBeVisible()
  await expect(categories).toBeHidden()
  await expect(results.getByTestId('search-highlight').first()).toHaveText(/pathway/i)
  const first = results.getByRole('button').first()
  await first.click()
  await expect(first).toHaveAttribute('aria-expanded', 'true')
  await expectNoSeriousViolations(page, 'the FAQ search results, an answer open')

  await page.getByRole('searchbox', { name: 'Search questions' }).fill('zebra crossing')
  await expect(page.getByText('No results found. Please try a different keyword.')).toBeVisible()

  // Need More Help with a file.
  await page.getByRole('button', { name: 'Need More Help' }).click()
  const dialog = page.getByRole('dialog', { name: 'Submit your request' })
  const submit = dialog.getByRole('button', { name: 'Submit' })
  await expect(submit).toBeDisabled()
  await dialog.getByLabel(/^Description/).fill('help')
  await submit.click()
  await expect(dialog.getByText('Description must be at least 10 characters')).toBeVisible()
  await expectNoSeriousViolations(page, 'Submit your request, with a field message')
  await dialog.getByLabel(/^Description/).fill('My completed steps do not show on my pathway.')
  await dialog
    .getByLabel('Attachment (optional)')
    .setInputFiles({ name: 'steps.png', mimeType: 'image/png', buffer: PNG })
  await expect(dialog.getByRole('list', { name: 'Attachment (optional)' })).toContainText(
    'steps.png',
  )
  await submit.click()
  await expect(page.getByText('FAQ Ticket has been raised successfully.')).toBeVisible()
  await expect(dialog).toBeHidden()
})

test('the public FAQ shows the questions of the role chosen, on a desktop and a phone', async ({
  page,
}) => {
  test.setTimeout(60_000)
  await page.setViewportSize({ width: 1440, height: 900 })
  await page.goto('/faq?mock-reset')
  await expect(
    page.getByRole('heading', { level: 1, name: 'FAQ and Support Centre' }),
  ).toBeVisible()
  await expect(page.getByRole('link', { name: 'Need More Help' })).toHaveAttribute(
    'href',
    /^mailto:.+@.+/,
  )
  const categories = page.getByRole('navigation', { name: 'FAQ categories' })
  await expect(categories.getByRole('button', { name: 'Billing and Plans' })).toBeVisible({
    timeout: 20_000,
  })
  await expect(categories.getByRole('button', { name: 'Pathways' })).toHaveCount(0)

  await page.getByRole('button', { name: 'Student', exact: true }).click()
  await expect(page.getByRole('button', { name: 'Student', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  )
  await expect(categories.getByRole('button', { name: 'Pathways' })).toBeVisible()
  await expect(categories.getByRole('button', { name: 'Billing and Plans' })).toHaveCount(0)

  // On a phone the categories are a menu.
  await page.setViewportSize({ width: 375, height: 800 })
  await expect(categories).toBeHidden()
  await page.getByRole('button', { name: 'Category: Getting Started' }).click()
  await page.getByRole('menuitemradio', { name: 'Pathways' }).click()
  await expect(page.getByRole('region', { name: 'Pathways' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Category: Pathways' })).toBeVisible()
})
