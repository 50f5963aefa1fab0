import { expect, type Page } from '@playwright/test'

import { ALLOWED_ATTRIBUTES, ALLOWED_TAGS } from '../../../src/lib/sanitize/allow-list'
import { findDangers } from '../find-dangers'
import { joinedPayloads, payloadsWithin } from '../xss-payloads'
import {
  signIn,
  expectTextShown,
  patchMockDb,
  expectShownIn,
  expectNoDangers,
  type XssSurface,
} from './helpers'

/**
 * Finding a Catalyst, invitations and the requests between students and Catalysts (their drawers
 * and modals).
 */
export const connectionSurfaces: readonly XssSurface[] = [
  {
    name: "Find Catalysts: catalysts' names, countries, specialisations and bios",
    kind: 'text',
    plant:
      "catalystMocks.patch('users', { email }, { firstName, lastName, country, specializationArea, bio }) for a listed catalyst and the student's connected one (the bio holds the payloads that fit its 200 characters)",
    look: 'the directory card (with its specialisation and bio lines), the already-connected warning (both names) and the request form',
    async exercise(page, payloads) {
      await signIn(page, 'student@catalyst.demo', /\/find-counsellors$/)
      const value = joinedPayloads(payloads)
      // The contract bounds a bio to 200 characters, and the mock db holds records to it.
      const bio = payloadsWithin(200, payloads)
      const patch = (email: string) =>
        page.evaluate(
          ({ email, text, bio }) =>
            (
              window as unknown as {
                catalystMocks: { patch(c: string, w: object, v: object): Promise<number> }
              }
            ).catalystMocks.patch(
              'users',
              { email },
              {
                firstName: text,
                lastName: text,
                country: text,
                specializationArea: text,
                bio,
              },
            ),
          { email, text: value, bio },
        )
      // A catalyst in the directory, and the student's connected one (named in the warning).
      expect(await patch('sofia.martinez@orientaplus.es')).toBe(1)
      expect(await patch('counsellor@catalyst.demo')).toBe(1)
      await page.reload()
      const planted = page
        .locator('main section[aria-label="Catalysts"] article')
        // The other Catalysts the demo lists (Prime and Elite Access, issue 34).
        .filter({
          hasNotText:
            /James Whitaker|Kenji Watanabe|Amara Okafor|Marta Kowalska|Rafael Souza|Chloé Laurent|Min-jun Park|Arjun Menon/,
        })
      await expect(planted).toHaveCount(1, { timeout: 15_000 })
      const card = await planted.evaluate((element) => element.textContent ?? '')
      for (const payload of payloads)
        expect(card, `payload ${payload.id} on the card`).toContain(payload.html)
      expect(card, 'the bio line, as text').toContain(bio)

      await planted.getByRole('button', { name: 'Connect' }).click()
      await expect(page.getByRole('alertdialog')).toBeVisible()
      await expectTextShown(page, '[role="alertdialog"]', payloads)
      await page.getByRole('button', { name: 'Continue Anyway' }).click()
      await expect(page.getByRole('dialog')).toBeVisible()
      await expectTextShown(page, '[role="dialog"]', payloads)
    },
  },
  {
    name: 'Invite Student: the note preview in HTML mode',
    kind: 'rich-text',
    plant: 'typed into the note on /invite-student with HTML mode on (nothing is sent)',
    look: 'the live preview under the note, rendered only through lib/sanitize',
    async exercise(page, payloads) {
      await signIn(page, 'counsellor@catalyst.demo', /\/dashboard$/)
      await page.getByRole('link', { name: 'Invite Students' }).click()
      await page.getByRole('switch', { name: 'HTML mode' }).click()
      const marker = 'xss-preview-marker'
      await page
        .getByRole('textbox', { name: 'Note (optional)' })
        .fill(`<b>${marker}</b>\n${joinedPayloads(payloads)}`)
      const preview = page.getByTestId('note-preview')
      await expect(preview.locator('b', { hasText: marker })).toBeVisible()
      const html = await preview.evaluate((element) => element.lastElementChild?.innerHTML ?? '')
      const dangers = await page.evaluate(findDangers, {
        html,
        allowedTags: [...ALLOWED_TAGS],
        allowedAttributes: [...ALLOWED_ATTRIBUTES],
      })
      expect(dangers, 'markup outside the allow-list in the preview').toEqual([])
    },
  },
  {
    name: 'Invite Student: sent-request lists (latest and See More)',
    kind: 'text',
    plant:
      "catalystMocks.patch('connections', { studentEmail }, { studentEmail: <payloads> }) for one of the demo Catalyst's invitations",
    look: 'the latest requests table and the See More overlay',
    async exercise(page, payloads) {
      await signIn(page, 'counsellor@catalyst.demo', /\/dashboard$/)
      const changed = await page.evaluate(
        (text) =>
          (
            window as unknown as {
              catalystMocks: { patch(c: string, w: object, v: object): Promise<number> }
            }
          ).catalystMocks.patch(
            'connections',
            { studentEmail: 'tanvi.kulkarni@gmail.com' },
            { studentEmail: text },
          ),
        joinedPayloads(payloads),
      )
      expect(changed).toBe(1)
      await page.getByRole('link', { name: 'Invite Students' }).click()
      const latest = page.getByRole('table', { name: 'Latest sent requests' })
      await expect(latest).toBeVisible({ timeout: 15_000 })
      await expectTextShown(page, 'main table', payloads)
      await page.getByRole('button', { name: 'See More' }).click()
      await expect(page.getByRole('table', { name: 'Sent requests' })).toBeVisible()
      await expectTextShown(page, '[role="dialog"] table', payloads)
    },
  },
  {
    name: "Catalyst Request drawer: a Catalyst's name and country (list and detail modal)",
    kind: 'text',
    plant:
      "catalystMocks.patch('users', { email }, { firstName, lastName, country }) for the demo Catalyst",
    look: "the student's Catalyst Request drawer row and the request's detail modal",
    async exercise(page, payloads) {
      await signIn(page, 'new.student@catalyst.demo', /\/student-profile$/)
      const value = joinedPayloads(payloads)
      expect(
        await patchMockDb(
          page,
          'users',
          { email: 'counsellor@catalyst.demo' },
          { firstName: value, lastName: value, country: value },
        ),
      ).toBe(1)
      await page.reload()
      const row = await plantedRequestRow(
        page,
        'Catalyst Request',
        'Catalyst requests',
        /Kenji|James/,
      )
      await expectShownIn(row, payloads, 'the drawer row')
      await row.getByRole('button').first().click()
      await expectShownIn(page.getByRole('dialog'), payloads, 'the detail modal')
    },
  },
  {
    name: "Catalyst Request detail modal: the Catalyst's message",
    kind: 'rich-text',
    plant:
      "catalystMocks.patch('connections', { studentEmail, direction: 'invite', status: 0 }, { message })",
    look: 'the message in the detail modal, rendered only through lib/sanitize',
    async exercise(page, payloads) {
      await signIn(page, 'new.student@catalyst.demo', /\/student-profile$/)
      const marker = 'xss-catalyst-request-marker'
      expect(
        await patchMockDb(
          page,
          'connections',
          { studentEmail: 'new.student@catalyst.demo', direction: 'invite', status: 0 },
          { message: `<b>${marker}</b>\n${joinedPayloads(payloads)}` },
        ),
      ).toBeGreaterThan(0)
      await page.reload()
      const row = await plantedRequestRow(page, 'Catalyst Request', 'Catalyst requests')
      await row.getByRole('button').first().click()
      await expectSanitisedMessage(page, marker)
    },
  },
  {
    name: "Student Request drawer: a student's name, country, city and interests (list and profile)",
    kind: 'text',
    plant:
      "catalystMocks.patch('users', { role: 'student' }, { firstName, lastName, country, city }) and the pending requests' interest",
    look: "the Catalyst's Student Request drawer row and the student's profile modal",
    async exercise(page, payloads) {
      await signIn(page, 'counsellor@catalyst.demo', /\/dashboard$/)
      const value = joinedPayloads(payloads)
      expect(
        await patchMockDb(
          page,
          'users',
          { role: 'student' },
          { firstName: value, lastName: value, country: value, city: value },
        ),
      ).toBeGreaterThan(0)
      expect(
        await patchMockDb(
          page,
          'connections',
          { direction: 'request', status: 0 },
          { interest: { college: value, company: value, stream: value } },
        ),
      ).toBeGreaterThan(0)
      await page.reload()
      const row = await plantedRequestRow(page, 'Student Request', 'Student requests')
      await expectShownIn(row, payloads, 'the drawer row')
      await row.getByRole('button').first().click()
      await expectShownIn(page.getByRole('dialog'), payloads, 'the profile modal')
    },
  },
  {
    name: "Student Request profile modal: the student's message",
    kind: 'rich-text',
    plant: "catalystMocks.patch('connections', { direction: 'request', status: 0 }, { message })",
    look: "the message in the student's profile modal, rendered only through lib/sanitize",
    async exercise(page, payloads) {
      await signIn(page, 'counsellor@catalyst.demo', /\/dashboard$/)
      const marker = 'xss-student-request-marker'
      expect(
        await patchMockDb(
          page,
          'connections',
          { direction: 'request', status: 0 },
          { message: `<b>${marker}</b>\n${joinedPayloads(payloads)}` },
        ),
      ).toBeGreaterThan(0)
      await page.reload()
      const row = await plantedRequestRow(page, 'Student Request', 'Student requests')
      await row.getByRole('button').first().click()
      await expectSanitisedMessage(page, marker)
    },
  },
]

// Helpers of the entries (function declarations: usable above).

/** Opens a request drawer and returns its first row that does not read `unlike`. */
async function plantedRequestRow(
  page: Page,
  title: 'Catalyst Request' | 'Student Request',
  list: string,
  unlike?: RegExp,
) {
  await page.getByRole('button', { name: new RegExp(`^${title}`) }).click({ timeout: 15_000 })
  const rows = page.getByRole('list', { name: list }).locator('> li')
  const row = (unlike ? rows.filter({ hasNotText: unlike }) : rows).first()
  await expect(row).toBeVisible({ timeout: 15_000 })
  return row
}

/** The open modal's message rendered the marker and nothing outside the allow-list. */
async function expectSanitisedMessage(page: Page, marker: string) {
  const message = page.getByRole('dialog').getByRole('region', { name: 'Message' })
  await expect(message.locator('b', { hasText: marker })).toBeVisible()
  const html = await message.evaluate((element) => element.lastElementChild?.innerHTML ?? '')
  await expectNoDangers(page, html)
}
