import { expect } from '@playwright/test'

import { joinedPayloads } from '../xss-payloads'
import { signIn, patchMockDb, expectShownIn, type XssSurface } from './helpers'

/**
 * The users' own profiles (student and Catalyst) and the activity log.
 */
export const profileSurfaces: readonly XssSurface[] = [
  {
    name: "Student Profile: the student's own names, address and entries",
    kind: 'text',
    plant:
      "catalystMocks.patch('users', { email: 'student@catalyst.demo' }, { firstName, lastName, city, address1, education, experience })",
    look: 'the profile header (name) and the fields of the three tabs, which hold the text as values',
    async exercise(page, payloads) {
      await signIn(page, 'student@catalyst.demo', /\/find-counsellors$/)
      const value = joinedPayloads(payloads)
      const start = '2024-01-01T00:00:00.000Z'
      expect(
        await patchMockDb(
          page,
          'users',
          { email: 'student@catalyst.demo' },
          {
            firstName: value,
            lastName: value,
            city: value,
            address1: value,
            education: [
              { level: 'Other', start_date: start, end_date: null, major: value, college: value },
            ],
            experience: [{ org_name: value, job_title: value, start_date: start, type: 'Remote' }],
          },
        ),
      ).toBe(1)
      await page.goto('/student-profile')
      const header = page.getByRole('main').locator('p.text-lg')
      await expect(header).toBeVisible({ timeout: 15_000 })
      await expectShownIn(header, payloads, 'the profile header')
      // An <input> keeps a value on one line: the payloads joined without their line breaks.
      const oneLine = value.replace(/\n/g, '')
      const values = () =>
        page
          .getByRole('tabpanel')
          .locator('input:not([type=hidden])')
          .evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value))
      // The tab's form arrives just after the page's frame.
      await expect
        .poll(async () => (await values()).filter((field) => field === oneLine).length, {
          timeout: 15_000,
        })
        .toBeGreaterThanOrEqual(3)
      for (const tab of ['Academic Details', 'Work Experience']) {
        await page.getByRole('tab', { name: tab }).click()
        await expect(page.getByRole('tabpanel', { name: tab }).getByRole('listitem')).toHaveCount(1)
        await expect
          .poll(async () => (await values()).filter((field) => field === oneLine).length)
          .toBe(2)
      }
    },
  },
  {
    name: "Catalyst Profile: the Catalyst's own names, address, bio, certifications and KYC documents",
    kind: 'text',
    plant:
      "catalystMocks.patch('users', { email: 'counsellor@catalyst.demo' }, { names, city, state, address1, specializationArea, bio, certifications, kycDocs (an Other name and an ID number) })",
    look: 'the profile header (name) and the fields of the four steps, which hold the text as values',
    async exercise(page, payloads) {
      await signIn(page, 'counsellor@catalyst.demo', /\/dashboard$/)
      const value = joinedPayloads(payloads)
      const date = '2022-01-01T00:00:00.000Z'
      expect(
        await patchMockDb(
          page,
          'users',
          { email: 'counsellor@catalyst.demo' },
          {
            firstName: value,
            lastName: value,
            city: value,
            state: value,
            address1: value,
            specializationArea: value,
            // The contract keeps a bio to 200 characters.
            bio: value.slice(0, 200),
            certifications: [{ name: value, desc: value, date }],
            kycDocs: [
              {
                id: 'kyc-xss',
                name: value,
                issuer_country: 'India',
                id_number: value,
                issue_date: date,
                expiry_date: null,
                link: null,
                signed_url: null,
              },
            ],
          },
        ),
      ).toBe(1)
      await page.goto('/counselor-profile')
      const header = page.getByRole('main').locator('p.text-lg')
      await expect(header).toBeVisible({ timeout: 15_000 })
      await expectShownIn(header, payloads, 'the profile header')
      const oneLine = value.replace(/\n/g, '')
      const values = () =>
        page
          .getByRole('tabpanel')
          .locator('input:not([type=hidden]), textarea')
          .evaluateAll((fields) => fields.map((field) => (field as HTMLInputElement).value))
      const count = async (text: string) =>
        (await values()).filter((field) => field === text).length
      // First name, last name, state, city, address, specialization; the bio keeps its lines.
      await expect.poll(() => count(oneLine), { timeout: 15_000 }).toBe(6)
      expect(await count(value.slice(0, 200).replace(/\r\n?/g, '\n'))).toBe(1)
      await page.getByRole('tab', { name: '3 Professional/Work' }).click()
      await expect.poll(() => count(oneLine), { timeout: 15_000 }).toBe(2)
      await page.getByRole('tab', { name: '4 KYC Details' }).click()
      await expect.poll(() => count(oneLine), { timeout: 15_000 }).toBe(2)
    },
  },
  {
    name: 'Activity log: names in the drawer and on View All Activities',
    kind: 'text',
    plant:
      "catalystMocks.patch('users', { email: 'student@catalyst.demo' }, { firstName, lastName })",
    look: "the Catalyst's activity log drawer, then the full activities page",
    async exercise(page, payloads) {
      await signIn(page, 'counsellor@catalyst.demo', /\/dashboard$/)
      const value = joinedPayloads(payloads)
      expect(
        await patchMockDb(
          page,
          'users',
          { email: 'student@catalyst.demo' },
          { firstName: value, lastName: value },
        ),
      ).toBe(1)
      await page.reload()
      await page.getByRole('button', { name: 'Activity log' }).click({ timeout: 15_000 })
      const list = page.getByRole('dialog').getByRole('list', { name: 'Activity' })
      await expect(list).toBeVisible({ timeout: 15_000 })
      await list.getByRole('listitem').first().waitFor()
      await page.getByRole('dialog').getByRole('button', { name: 'Show more' }).click()
      await expect(list.getByRole('listitem').nth(20)).toBeVisible()
      await expectShownIn(list, payloads, 'the activity drawer')
      await page.getByRole('link', { name: 'View All Activities' }).click()
      const full = page.getByRole('main').getByRole('list', { name: 'Activity' })
      await expect(full).toBeVisible({ timeout: 15_000 })
      await page.getByRole('button', { name: 'Show more' }).click()
      await expect(full.getByRole('listitem').nth(20)).toBeVisible()
      await expectShownIn(full, payloads, 'the activities page')
    },
  },
]
