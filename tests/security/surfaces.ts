import { expect, type Page } from '@playwright/test'

import { injectFault } from '../e2e/support/faults'

import { ALLOWED_ATTRIBUTES, ALLOWED_TAGS } from '../../src/lib/sanitize/allow-list'

import { findDangers } from './find-dangers'
import { joinedPayloads, payloadsWithin, type XssPayload } from './xss-payloads'

/**
 * Every place the app shows text or rich text that a user or the server supplied, with how to
 * plant a payload there and where it shows. tests/e2e/xss.spec.ts runs every payload through
 * every entry. A new screen that shows such text adds an entry here (README, "Security").
 *
 * Planting: a URL (route parameters, the identity provider's return), or the mock db through the
 * demo build's test hook `window.catalystMocks.patch(collection, where, changes)`.
 */
export interface XssSurface {
  name: string
  /** `text` must show the payload as literal text; `rich-text` renders sanitised HTML. */
  kind: 'text' | 'rich-text'
  plant: string
  look: string
  /** Plants the payloads, brings them on screen, and proves they got there. */
  exercise(page: Page, payloads: readonly XssPayload[]): Promise<void>
}

export const DEMO_PASSWORD = 'Catalyst#2026'

export async function signIn(page: Page, email: string, landing: RegExp): Promise<void> {
  await page.goto('/auth/login?mock-reset')
  await page.getByLabel('Email').fill(email)
  await page.getByLabel(/^Password/).fill(DEMO_PASSWORD)
  await page.getByRole('button', { name: 'Sign in', exact: true }).click()
  // Generous: the demo build seeds and starts its worker first, slow on a loaded machine.
  await expect(page).toHaveURL(landing, { timeout: 20_000 })
}

/** Text shown in an element, exactly as rendered (no whitespace folding). */
async function expectTextShown(page: Page, selector: string, payloads: readonly XssPayload[]) {
  const text = await page
    .locator(selector)
    .first()
    .evaluate((element) => element.textContent)
  for (const payload of payloads)
    expect(text, `payload ${payload.id} shown as text`).toContain(payload.html)
}

/**
 * Routes with a parameter, visited in turn for every payload by client-side navigation (as a
 * link click would do; far faster than page loads). Each visit must change the page heading,
 * which proves the router rendered the URL carrying the payload. `{}` in a template marks the
 * parameter. The loop runs inside the page so that ~300 navigations take seconds.
 */
async function visitParamRoutes(
  page: Page,
  payloads: readonly XssPayload[],
  routes: ReadonlyArray<{ template: string; heading: string }>,
) {
  const missed = await page.evaluate(
    async ({ segments, routes }) => {
      // Resolves on the DOM change that shows the heading, not on the next frame: polling each
      // frame cost ~16 ms a visit, most of the time of these ~600 visits.
      const headingIs = (text: string) =>
        new Promise<boolean>((resolve) => {
          const shown = () =>
            [...document.querySelectorAll('h1')].some((h) => h.textContent === text)
          if (shown()) return resolve(true)
          const done = (result: boolean) => {
            observer.disconnect()
            clearTimeout(timer)
            resolve(result)
          }
          const observer = new MutationObserver(() => {
            if (shown()) done(true)
          })
          const timer = setTimeout(() => done(false), 10_000)
          observer.observe(document.body, { childList: true, subtree: true, characterData: true })
        })
      const failed: string[] = []
      for (const segment of segments) {
        for (const route of routes) {
          const url = route.template.replace('{}', segment)
          const state: unknown = history.state
          history.pushState(state, '', url)
          dispatchEvent(new PopStateEvent('popstate', { state }))
          if (!(await headingIs(route.heading))) failed.push(url)
        }
      }
      return failed
    },
    { segments: payloads.map((payload) => encodeURIComponent(payload.html)), routes },
  )
  expect(missed, 'routes that did not render').toEqual([])
}

export const surfaces: readonly XssSurface[] = [
  {
    name: 'profile menu: name of the signed-in user',
    kind: 'text',
    // The e-mail is not planted: the mock db keeps the contract's schema, where it must be a
    // valid address. It renders through the same text path as the name.
    plant: "catalystMocks.patch('users', { email }, { firstName, lastName }) then reload",
    look: 'the header avatar (initials, label) and the profile menu (name)',
    async exercise(page, payloads) {
      await signIn(page, 'counsellor@catalyst.demo', /\/dashboard$/)
      const value = joinedPayloads(payloads)
      const changed = await page.evaluate(
        (text) =>
          (
            window as unknown as {
              catalystMocks: { patch(c: string, w: object, v: object): Promise<number> }
            }
          ).catalystMocks.patch(
            'users',
            { email: 'counsellor@catalyst.demo' },
            { firstName: text, lastName: text },
          ),
        value,
      )
      expect(changed).toBe(1)
      await page.reload()
      await page.getByRole('button', { name: 'Open profile menu' }).click()
      await expect(page.getByRole('menu')).toBeVisible()
      await expectTextShown(page, '[role="menu"]', payloads)
    },
  },
  {
    name: "identity provider's error message in a toast",
    kind: 'text',
    plant: '/auth/login#error=access_denied&error_description=<payloads>&state=... (the return)',
    look: 'the error toast on the login page: the fixed message, never the provider text',
    async exercise(page, payloads) {
      // The return is a fresh page load, as when the provider sends the browser back to a tab
      // that left for it (the state it stored matches).
      await page.goto('/faq?mock-reset')
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      await page.evaluate(() =>
        sessionStorage.setItem('catalyst_external_sign_in_state', 'xss-surface'),
      )
      const answer = new URLSearchParams({
        error: 'access_denied',
        error_description: joinedPayloads(payloads),
        state: 'xss-surface',
      })
      await page.goto(`/auth/login#${answer.toString()}`)
      const toast = page.locator('[data-sonner-toast]')
      await expect(toast).toBeVisible({ timeout: 15_000 })
      // Provider texts are mapped to the spec's messages, never shown as given (issue 10).
      await expect(toast).toContainText(/Error with Google login|Email already exists|cancelled/)
      const shown = (await toast.first().textContent()) ?? ''
      for (const payload of payloads)
        if (payload.html.trim().length > 3)
          expect(shown, `payload ${payload.id} not shown`).not.toContain(payload.html)
      // The message leaves the URL with the rest of the provider's answer.
      expect(new URL(page.url()).hash).toBe('')
    },
  },
  {
    name: "the API's error message in a toast",
    kind: 'text',
    plant: 'a fault (mocks/faults.ts): resendSignUpCode answers 400 with { message: <payloads> }',
    look: 'the error toast after "Send code" on /auth/verify-otp',
    async exercise(page, payloads) {
      await page.goto('/auth/verify-otp?mock-reset')
      await page.getByLabel('Email').fill('someone@example.org')
      await injectFault(page, {
        operationId: 'resendSignUpCode',
        kind: 400,
        times: 1,
        message: joinedPayloads(payloads),
      })
      await page.getByRole('button', { name: 'Send code' }).click()
      await expect(page.locator('[data-sonner-toast]')).toBeVisible({ timeout: 15_000 })
      await expectTextShown(page, '[data-sonner-toast]', payloads)
    },
  },
  {
    name: 'public route parameters: learning hub name, certificate first name',
    kind: 'text',
    plant: '/learning-hub/<payload>/<id> and /verification/certificate/<id>/<id>/<payload>',
    look: 'the public hub and certificate pages (title, breadcrumbs, body)',
    async exercise(page, payloads) {
      await page.goto('/faq?mock-reset')
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      await visitParamRoutes(page, payloads, [
        // No hub has that id: the page says so under its default title.
        { template: '/learning-hub/{}/hub-1', heading: 'Overview of Training' },
        {
          template: '/verification/certificate/badge-1/user-1/{}',
          heading: 'Verified Badge Certificate',
        },
      ])
    },
  },
  {
    name: 'signed-in route parameters: applied hub name, student id',
    kind: 'text',
    plant: '/learning-hub/applied/<payload>/<id> and /students/view/<payload>',
    look: 'the page header (title, breadcrumbs) and body',
    async exercise(page, payloads) {
      await signIn(page, 'counsellor@catalyst.demo', /\/dashboard$/)
      await visitParamRoutes(page, payloads, [
        { template: '/learning-hub/applied/{}/hub-1', heading: 'Learning Hub Details' },
        // No student has such an id: the not-found page (issue 14), with nothing of the URL run.
        { template: '/students/view/{}', heading: "Oops! We can't find that page." },
      ])
    },
  },
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
        .filter({ hasNotText: /James Whitaker|Aisha Rahman|Kenji Watanabe/ })
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
  {
    name: 'Chat: contact previews, the docked window and the student panel',
    kind: 'text',
    plant: "catalystMocks.patch('chatMessages', {}, { message }) (every stored message)",
    look: "the Catalyst's contacts panel and a docked window, then the student's panel on My Pathway",
    async exercise(page, payloads) {
      await signIn(page, 'counsellor@catalyst.demo', /\/dashboard$/)
      expect(
        await patchMockDb(page, 'chatMessages', {}, { message: joinedPayloads(payloads) }),
      ).toBeGreaterThan(0)
      await page.reload()
      await page.getByRole('button', { name: /^Chats/ }).click({ timeout: 15_000 })
      const contacts = page.getByRole('list', { name: 'Chats' })
      await expect(contacts).toBeVisible({ timeout: 15_000 })
      await expectShownIn(contacts.locator('> li').first(), payloads, 'a contact preview')
      await contacts.getByRole('button').first().click()
      const log = page.getByRole('region', { name: 'Open chats' }).getByRole('log')
      await expect(log.getByRole('listitem').first()).toBeVisible({ timeout: 15_000 })
      await expectShownIn(log, payloads, 'the docked window')

      await openMyPathwayAsStudent(page)
      const panel = page.getByRole('log')
      await expect(panel.getByRole('listitem').first()).toBeVisible({ timeout: 15_000 })
      await expectShownIn(panel, payloads, "the student's panel")
    },
  },
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
      await page.getByRole('dialog').getByRole('button', { name: 'Load more' }).click()
      await expect(list.getByRole('listitem').nth(20)).toBeVisible()
      await expectShownIn(list, payloads, 'the activity drawer')
      await page.getByRole('link', { name: 'View All Activities' }).click()
      const full = page.getByRole('main').getByRole('list', { name: 'Activity' })
      await expect(full).toBeVisible({ timeout: 15_000 })
      await page.getByRole('button', { name: 'Load more' }).click()
      await expect(full.getByRole('listitem').nth(20)).toBeVisible()
      await expectShownIn(full, payloads, 'the activities page')
    },
  },
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
      await expectSanitisedIn(page, latest.first().locator('div').first(), marker)
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
  {
    name: 'My Accomplishments: badge names, hub names and descriptions',
    kind: 'text',
    plant: "catalystMocks.patch('achievements', {}, { name, LearnHubName, desc }) (every badge)",
    look: "the Catalyst's achievement cards",
    async exercise(page, payloads) {
      await signIn(page, 'counsellor@catalyst.demo', /\/dashboard$/)
      const value = joinedPayloads(payloads)
      expect(
        await patchMockDb(
          page,
          'achievements',
          {},
          { name: value, LearnHubName: value, desc: value },
        ),
      ).toBeGreaterThan(0)
      await page.reload()
      await page.getByRole('link', { name: 'My Accomplishments' }).first().click()
      const card = page.getByRole('main').getByRole('article').first()
      await expect(card).toBeVisible({ timeout: 15_000 })
      await expectShownIn(card, payloads, 'an achievement card')
    },
  },
  {
    name: 'Enrolled Hubs: hub names and module names on the cards',
    kind: 'text',
    plant: "catalystMocks.patch('learnHubs', {}, { name, modules }) (every hub)",
    look: "the Catalyst's Enrolled Hubs cards",
    async exercise(page, payloads) {
      await signIn(page, 'counsellor@catalyst.demo', /\/dashboard$/)
      const value = joinedPayloads(payloads)
      expect(
        await patchMockDb(
          page,
          'learnHubs',
          {},
          { name: value, modules: [{ sk: 'MODULE#01', name: value }] },
        ),
      ).toBeGreaterThan(0)
      await page.reload()
      await page.getByRole('link', { name: 'Enrolled Hubs' }).first().click()
      const card = page.getByRole('main').getByRole('article').first()
      await expect(card).toBeVisible({ timeout: 15_000 })
      await expectShownIn(card, payloads, 'an enrolled hub card')
    },
  },
  {
    name: 'Learning Hub Details: description, eligibility, modules, badge and rewards',
    kind: 'text',
    plant:
      "catalystMocks.patch('learnHubs', {}, { long_desc, eligibility, modules, badge, rewards }) with a javascript: reward link",
    look: 'the applied hub detail page (main card, Modules in this Path, Eligibility, Reward and Badge)',
    async exercise(page, payloads) {
      await signIn(page, 'counsellor@catalyst.demo', /\/dashboard$/)
      const value = joinedPayloads(payloads)
      expect(
        await patchMockDb(
          page,
          'learnHubs',
          {},
          {
            long_desc: value,
            eligibility: [{ name: value }],
            modules: [{ sk: 'MODULE#01', name: value, long_desc: value }],
            badge: { name: value, desc: value, img_link: null },
            rewards: [{ sk: 'R1', name: value, link: 'javascript:alert(document.domain)' }],
          },
        ),
      ).toBeGreaterThan(0)
      await page.reload()
      await page.getByRole('link', { name: 'Enrolled Hubs' }).first().click()
      await page
        .getByRole('main')
        .getByRole('article')
        .first()
        .getByRole('link', { name: /View Details/ })
        .click()
      const modules = page.getByRole('list', { name: 'Modules in this Path' })
      await expect(modules).toBeVisible({ timeout: 15_000 })
      // The description past its first 3 sentences is behind Read more.
      const more = page.getByRole('button', { name: 'Read more' })
      if ((await more.count()) > 0) await more.click()
      await expectShownIn(page.getByRole('main'), payloads, 'the hub detail page')
      await expectShownIn(modules, payloads, 'Modules in this Path')
      await expect(page.getByRole('main').locator('a[href^="javascript:"]')).toHaveCount(0)
    },
  },
  {
    name: 'Public learning hub page: name, description, reference properties, eligibility, modules, badge and rewards',
    kind: 'text',
    plant:
      "catalystMocks.patch('learnHubs', { code: 'SAB-150' }, { name, long_desc, ref_properties, eligibility, modules, badge, rewards }) with a javascript: reward link",
    look: 'the public hub page, signed out (title, overview, About this hub, modules, eligibility, reward and badge)',
    async exercise(page, payloads) {
      await signIn(page, 'counsellor@catalyst.demo', /\/dashboard$/)
      await page.goto('/learning-hub')
      const href = await page
        .getByRole('article', { name: 'Study Abroad Counselling' })
        .getByRole('link', { name: /View Details/ })
        .getAttribute('href', { timeout: 15_000 })
      expect(href).toMatch(/^\/learning-hub\/[^/]+\/[^/]+$/)
      const value = joinedPayloads(payloads)
      // The page shows at most 30 reference properties: one payload in each.
      const referenced = payloads.slice(0, 30)
      expect(
        await patchMockDb(
          page,
          'learnHubs',
          { code: 'SAB-150' },
          {
            name: value,
            long_desc: value,
            ref_properties: Object.fromEntries(referenced.map((p, i) => [`note${i}`, p.html])),
            eligibility: [{ name: value }],
            modules: [{ sk: 'MODULE#01', name: value, long_desc: value }],
            badge: { name: value, desc: value, img_link: null },
            rewards: [{ sk: 'R1', name: value, link: 'javascript:alert(document.domain)' }],
          },
        ),
      ).toBe(1)
      await page.goto('/logout')
      await expect(page).toHaveURL(/\/auth\/login/, { timeout: 15_000 })
      await page.goto(href!)
      const modules = page.getByRole('list', { name: 'Modules in this Path' })
      await expect(modules).toBeVisible({ timeout: 15_000 })
      await expectShownIn(page.getByRole('heading', { level: 1 }), payloads, 'the page title')
      await expectShownIn(page.getByRole('main'), payloads, 'the public hub page')
      await expectShownIn(modules, payloads, 'Modules in this Path')
      await expectShownIn(page.getByLabel('About this hub'), referenced, 'About this hub')
      await expect(page.getByRole('main').locator('a[href^="javascript:"]')).toHaveCount(0)
    },
  },
  {
    name: 'FAQ and Support Centre: an answer',
    kind: 'rich-text',
    plant: "catalystMocks.patch('faqs', { role: 'counsellor', order: 1 }, { answer })",
    look: 'the first question of Getting Started opened, its answer rendered only through lib/sanitize',
    async exercise(page, payloads) {
      await signIn(page, 'counsellor@catalyst.demo', /\/dashboard$/)
      const marker = 'xss-faq-answer-marker'
      expect(
        await patchMockDb(
          page,
          'faqs',
          { role: 'counsellor', order: 1 },
          { answer: `<b>${marker}</b>\n${joinedPayloads(payloads)}` },
        ),
      ).toBe(1)
      await page.getByRole('link', { name: 'FAQ and Support Centre' }).first().click()
      const question = page.getByRole('button', { name: 'What is a Catalyst?' })
      await question.click({ timeout: 15_000 })
      const region = page.getByRole('region', { name: 'What is a Catalyst?' })
      await expectSanitisedIn(page, region.locator('.faq-answer'), marker)
    },
  },
  {
    name: 'FAQ and Support Centre: search results and their highlights',
    kind: 'text',
    plant:
      "catalystMocks.patch('faqs', { role: 'student', order: 1 }, { question }) with the payloads, then '<script>' typed into the search",
    look: 'the search results on /faq (Student), the typed text marked in the question',
    async exercise(page, payloads) {
      await page.goto('/faq?mock-reset')
      // The questions shown: the worker and its test hook are up.
      const categories = page.getByRole('navigation', { name: 'FAQ categories' })
      await expect(categories).toBeVisible({ timeout: 20_000 })
      const marker = 'xss-faq-search-marker'
      expect(
        await patchMockDb(
          page,
          'faqs',
          { role: 'student', order: 1 },
          { question: `${marker} <script> ${joinedPayloads(payloads)}` },
        ),
      ).toBe(1)
      // A fresh read of the questions (the page read them before the patch); the db stays.
      await page.goto('/faq')
      await page.getByRole('button', { name: 'Student', exact: true }).click({ timeout: 15_000 })
      await page.getByRole('searchbox', { name: 'Search questions' }).fill('<SCRIPT>')
      const results = page.getByRole('region', { name: 'Search results' })
      const planted = results.getByRole('button').filter({ hasText: marker })
      await expect(planted).toBeVisible()
      await expect(planted.getByTestId('search-highlight').first()).toHaveText(/^<script>$/i)
      await expectShownIn(planted, payloads, 'the highlighted question')
      // Only the question's own marks: no element came from the text (the chevron is an icon).
      await expect(planted.locator('script, img, iframe, object, svg:not(.lucide)')).toHaveCount(0)
    },
  },
  {
    name: "Application wizard: a hub's form title, panel, labels, options and messages",
    kind: 'text',
    plant:
      "catalystMocks.patch('learnHubs', { code: 'SFA-220' }, { tab1 }) with the payloads in every text of the form definition",
    look: 'the wizard opened with Apply Now on the Learning Hub list, after Next with nothing answered',
    async exercise(page, payloads) {
      await signIn(page, 'counsellor@catalyst.demo', /\/dashboard$/)
      // One question per payload: the wizard refuses a definition text over 500 characters.
      const first = payloads[0]!.html
      const tab1 = JSON.stringify({
        title: first,
        components: [
          {
            type: 'panel',
            key: 'p',
            title: first,
            components: [
              ...payloads.map((payload, index) => ({
                key: `q${index}`,
                label: payload.html,
                type: 'select',
                validate: { required: true, customMessage: payload.html },
                data: { values: [{ value: 'a', label: payload.html }] },
              })),
              { key: 'odd', label: first, type: 'signature' },
            ],
          },
        ],
      })
      expect(await patchMockDb(page, 'learnHubs', { code: 'SFA-220' }, { tab1 })).toBe(1)
      await page.goto('/learning-hub')
      await page
        .getByRole('article', { name: 'Scholarships and Financial Aid Navigator' })
        .getByRole('button', { name: /^Apply Now/ })
        .click({ timeout: 15_000 })
      const dialog = page.getByRole('dialog')
      await dialog.getByRole('button', { name: 'Next' }).click()
      await expect(dialog.getByRole('combobox').first()).toHaveAttribute('aria-invalid', 'true')
      await expectShownIn(dialog, payloads, 'the wizard (labels, options, messages)')
    },
  },
  {
    name: 'Payment result: payment id and payment method (plan names, prices and features are constants)',
    kind: 'text',
    plant:
      "catalystMocks.patch('checkouts', { tier: 'prime', payment_status: 3 }, { sessionId, paymentId, paymentMethod }) (the demo Catalyst's subscription)",
    look: 'the result modal on /pricing?session_id= after returning from checkout',
    async exercise(page, payloads) {
      await signIn(page, 'counsellor@catalyst.demo', /\/dashboard$/)
      const value = joinedPayloads(payloads)
      const sessionId = 'cs_test_xss_surface'
      expect(
        await patchMockDb(
          page,
          'checkouts',
          { tier: 'prime', payment_status: 3 },
          { sessionId, paymentId: value, paymentMethod: value },
        ),
      ).toBe(1)
      await page.goto(`/pricing?session_id=${sessionId}`)
      const dialog = page.getByRole('dialog', { name: 'Payment Successful' })
      await expect(dialog).toBeVisible({ timeout: 15_000 })
      await expectShownIn(dialog, payloads, 'the payment result')
    },
  },
  {
    name: 'Sessions: the topic and the reason of the latest change',
    kind: 'text',
    plant:
      "catalystMocks.patch('sessions', { id }, { topic, lastChange }) (a seeded session of the demo pair)",
    look: 'the session card on /sessions: the topic and "Rescheduled by <name>: <reason>"',
    async exercise(page, payloads) {
      await signIn(page, 'counsellor@catalyst.demo', /\/dashboard$/)
      const value = joinedPayloads(payloads)
      const lastChange = {
        kind: 'rescheduled',
        by: 'student',
        reason: value,
        at: new Date().toISOString(),
        previousStart: null,
      }
      expect(
        await patchMockDb(
          page,
          'sessions',
          { id: '5a1f0c2e-6b7d-4e8f-9a0b-1c2d3e4f5a65' },
          { topic: value, lastChange },
        ),
      ).toBe(1)
      await page.goto('/sessions')
      const card = page.getByRole('article').filter({ hasText: 'Rescheduled by' }).first()
      await expect(card).toBeVisible({ timeout: 15_000 })
      const text = await card.evaluate((element) => element.textContent ?? '')
      for (const payload of payloads) {
        const shown = text.split(payload.html).length - 1
        expect(shown, `payload ${payload.id} shown as text in the topic and the reason`).toBe(2)
      }
    },
  },
]

// Helpers of the entries (function declarations: usable above).

/**
 * Signs out, signs the demo student in and opens My Pathway. Not signIn(): it resets the mock db,
 * and what was planted with it.
 */
async function openMyPathwayAsStudent(page: Page) {
  await page.getByRole('button', { name: 'Open profile menu' }).click()
  await page.getByRole('menuitem', { name: 'Sign Out' }).click()
  await expect(page).toHaveURL(/\/auth\/login$/)
  await page.getByLabel('Email').fill('student@catalyst.demo')
  await page.getByLabel(/^Password/).fill(DEMO_PASSWORD)
  await page.getByRole('button', { name: 'Sign in', exact: true }).click()
  await expect(page).toHaveURL(/\/find-counsellors$/, { timeout: 20_000 })
  await page.getByRole('link', { name: 'My Pathway' }).first().click()
}

/** Changes records of the demo build's mock db (its test hook); returns how many changed. */
function patchMockDb(page: Page, collection: string, where: object, changes: object) {
  return page.evaluate(
    ({ collection, where, changes }) =>
      (
        window as unknown as {
          catalystMocks: { patch(c: string, w: object, v: object): Promise<number> }
        }
      ).catalystMocks.patch(collection, where, changes),
    { collection, where, changes },
  )
}

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

/** Every payload shows as literal text in `where`. */
async function expectShownIn(
  where: ReturnType<Page['locator']>,
  payloads: readonly XssPayload[],
  what: string,
) {
  await expect(where).toBeVisible()
  const text = await where.evaluate((element) => element.textContent ?? '')
  for (const payload of payloads)
    expect(text, `payload ${payload.id} shown as text in ${what}`).toContain(payload.html)
}

/** The open modal's message rendered the marker and nothing outside the allow-list. */
async function expectSanitisedMessage(page: Page, marker: string) {
  const message = page.getByRole('dialog').getByRole('region', { name: 'Message' })
  await expect(message.locator('b', { hasText: marker })).toBeVisible()
  const html = await message.evaluate((element) => element.lastElementChild?.innerHTML ?? '')
  await expectNoDangers(page, html)
}

/** `rendered` (the element holding the rich text) shows the marker in bold, and nothing else. */
async function expectSanitisedIn(
  page: Page,
  rendered: ReturnType<Page['locator']>,
  marker: string,
) {
  await expect(rendered.locator('b', { hasText: marker })).toBeVisible()
  await expectNoDangers(page, await rendered.evaluate((element) => element.innerHTML))
}

async function expectNoDangers(page: Page, html: string) {
  const dangers = await page.evaluate(findDangers, {
    html,
    allowedTags: [...ALLOWED_TAGS],
    allowedAttributes: [...ALLOWED_ATTRIBUTES],
  })
  expect(dangers, 'markup outside the allow-list in the message').toEqual([])
}
