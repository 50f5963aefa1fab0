import { Buffer } from 'node:buffer'

import type { Page } from '@playwright/test'

import { expect, test } from './support/csp'
import { signIn } from './support/sign-in'

/** Small real files: a 1x1 PNG and a minimal PDF (the upload checks their first bytes). */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
)
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n')

/**
 * Issue 16 point 2 in Chromium on the demo build: a new Catalyst fills all four steps, with a
 * photo and a KYC file, sees 100 %, and finds the photo and the document again after a reload
 * (the mock backend keeps the files in IndexedDB).
 */
test('a new Catalyst fills all four steps with a photo and a KYC file and reaches 100 %', async ({
  page,
}) => {
  test.setTimeout(120_000)
  await page.goto('/auth/login?mock-reset')
  await signIn(page, 'pending.counsellor@catalyst.demo')
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 20_000 })
  await page.goto('/counselor-profile')
  const donut = page.getByRole('progressbar', { name: 'Profile completion' })
  await expect(donut).toBeVisible({ timeout: 15_000 })

  // The photo goes with the first save.
  await page
    .getByLabel('Profile photo file')
    .setInputFiles({ name: 'rohan.png', mimeType: 'image/png', buffer: PNG })
  await expect(page.getByText(/New photo: Save any tab to keep it/)).toBeVisible()

  const personal = page.getByRole('tabpanel', { name: '1 Personal Information' })
  await personal.getByRole('button', { name: 'Get Address' }).click()
  await expect(personal.getByLabel(/^City/)).toHaveValue('Bengaluru')
  await expect(personal.getByLabel(/^Time zone/)).toHaveValue('Asia/Kolkata')
  await personal.getByLabel(/^Date of birth/).fill('1996-08-21')
  await personal.getByLabel(/^Gender/).selectOption('male')
  await personal.getByLabel(/^Language/).fill('Hindi')
  await personal.getByLabel(/^LinkedIn profile/).fill('https://www.linkedin.com/in/rohan-kapoor')
  await personal.getByLabel(/^Alternate email/).fill('rohan.mentor@example.org')
  await personal.getByLabel(/^Alternate contact number/).fill('9812345670')
  await personal.getByLabel(/^Address 1/).fill('12 Residency Road')
  await personal.getByLabel(/^Pincode/).fill('560025')
  await personal.getByLabel(/^Specialization area/).fill('Engineering Entrance Preparation')
  await personal.getByLabel(/^Platform status/).selectOption('active')
  await personal
    .getByLabel(/^Bio/)
    .fill('Engineer turned mentor, helping students prepare, plan and apply')
  await personal.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText("Catalyst's Personal Data Saved")).toBeVisible({ timeout: 15_000 })
  await expect(page.getByText(/New photo: Save any tab to keep it/)).toBeHidden()

  await page.getByRole('tab', { name: '2 Educational/Academic' }).click()
  const academic = page.getByRole('tabpanel', { name: '2 Educational/Academic' })
  await academic.getByRole('button', { name: 'Add education' }).click()
  const education = academic.getByRole('listitem', { name: 'Education 1' })
  await education.getByLabel(/^Education level/).selectOption('Graduate')
  await education.getByLabel(/^Score or GPA/).fill('82')
  await education.getByLabel(/^Major/).fill('Mechanical Engineering')
  await education.getByLabel(/^Institution/).fill('IIT Delhi')
  await education.getByRole('button', { name: /^Start date/ }).click()
  await pickMonthYearsBack(page, 10, 'July')
  await education.getByRole('button', { name: /^End date/ }).click()
  await pickMonthYearsBack(page, 6, 'May')
  await academic.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText("Catalyst's Academic Data Saved Successfully")).toBeVisible({
    timeout: 15_000,
  })

  await page.getByRole('tab', { name: '3 Professional/Work' }).click()
  const work = page.getByRole('tabpanel', { name: '3 Professional/Work' })
  await work.getByLabel(/^Current status/).selectOption('working')
  await work.getByLabel(/^Years of experience/).selectOption('2')
  await work.getByRole('button', { name: 'Add certification' }).click()
  const certification = work.getByRole('listitem', { name: 'Certification 1' })
  await certification.getByLabel(/^Certification name/).fill('Certified Career Coach')
  await certification.getByLabel(/^Date/).fill('2024-03-15')
  await certification.getByLabel(/^Description/).fill('Career development facilitator programme')
  await work.getByRole('button', { name: 'Add work experience' }).click()
  const job = work.getByRole('listitem', { name: 'Work experience 1' })
  await job.getByLabel(/^Company/).fill('Aakash Institute')
  await job.getByLabel(/^Job title/).fill('Mentor')
  await job.getByLabel(/^Job type/).selectOption('Hybrid')
  await job.getByRole('button', { name: /^Start date/ }).click()
  await pickMonthYearsBack(page, 2, 'January')
  await job.getByRole('checkbox', { name: 'Currently Working Here' }).check()
  await work.getByRole('button', { name: 'Save' }).click()
  await expect(
    page.getByText("Catalyst's Professional Experience Data Saved Successfully"),
  ).toBeVisible({ timeout: 15_000 })

  await page.getByRole('tab', { name: '4 KYC Details' }).click()
  const kyc = page.getByRole('tabpanel', { name: '4 KYC Details' })
  const document = kyc.getByRole('listitem', { name: 'Document 1' })
  await document.getByLabel(/^ID type/).selectOption('Passport')
  await document.getByRole('combobox', { name: /^Issuer country/ }).click()
  await page.getByRole('combobox', { name: 'Search countries' }).fill('India')
  await page.getByRole('option', { name: /^India\b/ }).click()
  await document.getByLabel(/^ID number/).fill('P7654321')
  await document.getByLabel(/^Issue date/).fill('2022-06-01')
  await document
    .getByLabel('Document 1 file')
    .setInputFiles({ name: 'passport.pdf', mimeType: 'application/pdf', buffer: PDF })
  await expect(document.getByRole('link', { name: 'passport.pdf' })).toBeVisible()
  await kyc.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText("Catalyst's KYC Data Saved Successfully")).toBeVisible({
    timeout: 15_000,
  })
  await expect(donut).toHaveAttribute('aria-valuenow', '100')

  // After a reload the photo and the document are still there, served from the mock's store.
  await page.reload()
  await expect(donut).toHaveAttribute('aria-valuenow', '100', { timeout: 15_000 })
  const photo = page.getByRole('main').locator('img').first()
  await expect
    .poll(() => photo.evaluate((image) => (image as HTMLImageElement).naturalWidth), {
      timeout: 15_000,
    })
    .toBeGreaterThan(0)
  await page.getByRole('tab', { name: '4 KYC Details' }).click()
  const saved = page
    .getByRole('tabpanel', { name: '4 KYC Details' })
    .getByRole('listitem', { name: 'Document 1' })
  // The document keeps the name it was uploaded with (issue 27), not a generic View document.
  const link = saved.getByRole('link', { name: 'passport.pdf' })
  await expect(link).toBeVisible({ timeout: 15_000 })
  const opened = page.context().waitForEvent('page')
  await link.click()
  const tab = await opened
  await expect.poll(() => tab.url()).toMatch(/^blob:/)
  await tab.close()
})

/** The month picker is open: goes back `years` years with PageUp, then picks `month`. */
async function pickMonthYearsBack(page: Page, years: number, month: string) {
  const year = new Date().getUTCFullYear() - years
  await expect(page.getByRole('group', { name: /^Months of \d{4}$/ })).toBeVisible()
  for (let step = 0; step < 20; step++) {
    if (await page.getByRole('group', { name: `Months of ${year}` }).isVisible()) break
    await page.keyboard.press('PageUp')
  }
  await page.getByRole('button', { name: `${month} ${year}` }).click()
}
