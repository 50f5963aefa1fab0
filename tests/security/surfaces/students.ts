import { expect } from '@playwright/test'

import { joinedPayloads } from '../xss-payloads'
import {
  signIn,
  openMyPathwayAsStudent,
  patchMockDb,
  expectShownIn,
  expectSanitisedIn,
  type XssSurface,
} from './helpers'

/**
 * A Catalyst's students: My Students, notes and pathways.
 */
export const studentSurfaces: readonly XssSurface[] = [
  {
    name: "My Students and Student Profile: a student's name, place, goal and experience",
    kind: 'text',
    plant:
      "catalystMocks.patch('users', { email: 'student@catalyst.demo' }, { names, country, city, education, experience }) and the connection's interest",
    look: "the student's card on My Students, then the Student Profile (card, goal, timeline)",
    async exercise(page, payloads) {
      await signIn(page, 'counsellor@catalyst.demo', /\/dashboard$/)
      const value = joinedPayloads(payloads)
      const start = '2020-01-01T00:00:00.000Z'
      expect(
        await patchMockDb(
          page,
          'users',
          { email: 'student@catalyst.demo' },
          {
            firstName: value,
            lastName: value,
            country: value,
            city: value,
            education: [
              { level: 'Undergraduate', major: value, college: value, start_date: start },
            ],
            experience: [{ org_name: value, job_title: value, start_date: start }],
          },
        ),
      ).toBe(1)
      expect(
        await patchMockDb(
          page,
          'connections',
          { studentEmail: 'student@catalyst.demo', status: 1 },
          { interest: { college: value, company: value, stream: value } },
        ),
      ).toBeGreaterThan(0)
      await page.reload()
      await page.getByRole('link', { name: 'My Students' }).first().click()
      const card = page
        .getByRole('main')
        .getByRole('article')
        .filter({ hasText: payloads[0]!.html })
        .first()
      await expect(card).toBeVisible({ timeout: 15_000 })
      await expectShownIn(card, payloads, 'the student card')
      await card.getByRole('link', { name: /View Profile/ }).click()
      const timeline = page.getByRole('list', { name: 'Experience' })
      await expect(timeline).toBeVisible({ timeout: 15_000 })
      await expectShownIn(page.getByRole('main'), payloads, 'the Student Profile')
      await expectShownIn(timeline, payloads, 'the experience timeline')
    },
  },
  {
    name: 'Notes: the latest note on My Students and the Last Interaction Notes panel',
    kind: 'rich-text',
    plant: "catalystMocks.patch('notes', {}, { note }) (every stored note)",
    look: 'the latest note on the student cards and the notes on the Student Profile',
    async exercise(page, payloads) {
      await signIn(page, 'counsellor@catalyst.demo', /\/dashboard$/)
      const marker = 'xss-note-marker'
      expect(
        await patchMockDb(
          page,
          'notes',
          {},
          { note: `<p><b>${marker}</b></p>${joinedPayloads(payloads)}` },
        ),
      ).toBeGreaterThan(0)
      await page.reload()
      await page.getByRole('link', { name: 'My Students' }).first().click()
      const latest = page.getByRole('region', { name: 'Latest note' }).filter({ hasText: marker })
      await expect(latest.first()).toBeVisible({ timeout: 15_000 })
      // The note itself: inside the box that cuts it to two lines (its Show more beside it).
      await expectSanitisedIn(page, latest.first().locator('div[id] > div').first(), marker)
      await page
        .getByRole('article')
        .filter({ hasText: marker })
        .first()
        .getByRole('link', { name: /View Profile/ })
        .click()
      const notes = page.getByRole('list', { name: 'Notes' })
      await expect(notes).toBeVisible({ timeout: 15_000 })
      await expectSanitisedIn(
        page,
        notes.getByRole('listitem').last().locator('div').first(),
        marker,
      )
    },
  },
  {
    name: 'Pathways: names, descriptions, step names and comments; evidence links http(s) only',
    kind: 'text',
    plant:
      "catalystMocks.patch('pathways', { code: 'PW-DATA' }, { name, descriptions, steps }) and every assignment's steps (comments, javascript: and data:text/html evidence)",
    look: "the Catalyst's Student Profile (assigned pathway, Recommend a Pathway), then the student's My Pathway",
    async exercise(page, payloads) {
      await signIn(page, 'counsellor@catalyst.demo', /\/dashboard$/)
      const value = joinedPayloads(payloads)
      const codes = Array.from({ length: 7 }, (_, index) => `DATA-0${index + 1}`)
      expect(
        await patchMockDb(
          page,
          'pathways',
          { code: 'PW-DATA' },
          {
            name: value,
            short_description: value,
            long_description: value,
            steps: codes.map((code) => ({ code, name: value, url: null, img: null })),
          },
        ),
      ).toBe(1)
      const done = (link: string) => ({
        status: 'COMPLETED',
        completedAt: '2026-01-01T00:00:00.000Z',
        comment: value,
        completionLink: link,
      })
      expect(
        await patchMockDb(
          page,
          'pathwayAssignments',
          {},
          {
            steps: codes.map((code, index) => ({
              code,
              ...(index === 0
                ? done('javascript:alert(document.domain)')
                : index === 1
                  ? done('data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==')
                  : { status: 'PENDING', completedAt: null, comment: null, completionLink: null }),
            })),
          },
        ),
      ).toBeGreaterThan(0)
      await page.reload()
      await page.getByRole('link', { name: 'My Students' }).first().click()
      const card = page.getByRole('article').filter({ hasText: payloads[0]!.html }).first()
      await expect(card).toBeVisible({ timeout: 15_000 })
      await card.getByRole('link', { name: /View Profile/ }).click()
      const steps = page.getByRole('list', { name: 'Pathway steps' })
      await expect(steps).toBeVisible({ timeout: 15_000 })
      await expectShownIn(steps, payloads, "the Catalyst's pathway steps")
      await expect(steps.getByRole('link', { name: 'View evidence' })).toHaveCount(0)
      await expect(steps.getByRole('button', { name: 'Open evidence file' })).toHaveCount(0)
      await expectShownIn(
        page.getByRole('region', { name: 'Recommend a Pathway' }),
        payloads,
        'Recommend a Pathway',
      )

      await openMyPathwayAsStudent(page)
      const modules = page.getByRole('list', { name: 'Modules' })
      await expect(modules).toBeVisible({ timeout: 15_000 })
      await expectShownIn(page.getByRole('main'), payloads, 'My Pathway')
      await expectShownIn(modules, payloads, "the student's modules")
      await expect(modules.getByRole('link', { name: 'View evidence' })).toHaveCount(0)
    },
  },
]
