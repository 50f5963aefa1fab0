import type { Page } from '@playwright/test'

import { waitForApp } from './support/app-ready'
import { expect, test } from './support/csp'
import { signIn } from './support/sign-in'

/**
 * One mock backend per browser (issue 25, mocks/serving): the tabs of one browser context reach
 * the same server, as windows reach one real server. Writes made at the same moment in several
 * tabs all land, a reload never breaks a page, a serving tab that goes hands over without losing
 * anything, and live events reach the other tabs at once.
 */
test.describe.configure({ timeout: 120_000 })

const CATALYST = 'counsellor@catalyst.demo'
const STUDENT = 'student@catalyst.demo'
const NEW_STUDENT = 'new.student@catalyst.demo'
const ERROR_PAGE = 'This page could not be shown'

interface Answer {
  status: number
  body: { success?: unknown; message?: string }
}

/** A call to the mock API from inside the page, as the page's signed-in user. */
function api(page: Page, method: 'GET' | 'POST', path: string, body?: unknown): Promise<Answer> {
  return page.evaluate(
    async ({ method, path, body }) => {
      const token = sessionStorage.getItem('catalyst_access_token') ?? ''
      const response = await fetch(`/api/v1${path}`, {
        method,
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: body === undefined ? undefined : JSON.stringify(body),
      })
      const text = await response.text()
      try {
        return { status: response.status, body: JSON.parse(text) as Answer['body'] }
      } catch {
        return { status: response.status, body: { message: `not JSON: ${text.slice(0, 60)}` } }
      }
    },
    { method, path, body },
  )
}

async function ok(page: Page, method: 'GET' | 'POST', path: string, body?: unknown) {
  const answer = await api(page, method, path, body)
  expect(answer.status, `${method} ${path}: ${answer.body.message ?? ''}`).toBe(200)
  return answer.body.success
}

/** Opens the login page (resetting the mock data when asked) and signs in, without Remember me. */
async function signInTab(page: Page, email: string, landing: RegExp, reset = false) {
  await page.goto(`/auth/login${reset ? '?mock-reset' : ''}`)
  await signIn(page, email)
  await expect(page).toHaveURL(landing, { timeout: 30_000 })
}

const serving = async (page: Page) => {
  await page.waitForFunction(() => 'catalystMocks' in window)
  return page.evaluate(
    () =>
      (
        window as unknown as { catalystMocks: { serving(): { servesHere: boolean } } }
      ).catalystMocks.serving().servesHere,
  )
}

/** Every message of a conversation, oldest page last, through the contract's paging. */
async function conversation(page: Page, partnerSk: string): Promise<string[]> {
  const texts: string[] = []
  let cursor: string | null = null
  do {
    const query: string = cursor ? `?lastEvaluatedKey=${encodeURIComponent(cursor)}` : ''
    const page_ = (await ok(
      page,
      'GET',
      `/chat/getMessages/${encodeURIComponent(partnerSk)}${query}`,
    )) as { results: Array<{ message: string }>; lastEvaluatedKey: string | null }
    texts.push(...page_.results.map((message) => message.message))
    cursor = page_.lastEvaluatedKey
  } while (cursor)
  return texts
}

const onlyOnce = (texts: readonly string[], wanted: readonly string[]) =>
  wanted.filter((text) => texts.filter((candidate) => candidate === text).length !== 1)

test('two roles write at the same moment while a third tab reloads: every write lands once, in every tab', async ({
  context,
}) => {
  // The reloading tab opens first, so it is the one serving when the writes start.
  const reloader = await context.newPage()
  await signInTab(reloader, CATALYST, /\/dashboard$/, true)
  expect(await serving(reloader)).toBe(true)
  const catalyst = await context.newPage()
  await signInTab(catalyst, CATALYST, /\/dashboard$/)
  const student = await context.newPage()
  await signInTab(student, STUDENT, /\/find-counsellors$/)
  await student.getByRole('link', { name: 'My Pathway' }).first().click()
  const studentLog = student.getByRole('log')
  await expect(studentLog.getByRole('listitem').first()).toBeVisible({ timeout: 15_000 })

  const contacts = (await ok(student, 'GET', '/chat/fetchChats')) as Array<{ sk: string }>
  const catalystSk = contacts[0]!.sk
  const students = (await ok(catalyst, 'GET', '/chat/fetchChats')) as Array<{
    sk: string
    given_name: string
  }>
  const studentSk = students.find((contact) => contact.given_name === 'Riya')!.sk
  const studentId = studentSk.replace('USER#', '')
  const requests = (await ok(catalyst, 'GET', '/dashboard/studentsRequestData')) as Array<{
    user_details: { sk: string }
  }>
  const requesters = requests.map((request) => request.user_details.sk.replace('USER#', ''))
  expect(requesters.length).toBeGreaterThanOrEqual(4)

  const run = `${Date.now()}`
  const fromCatalyst = Array.from({ length: 10 }, (_, i) => `Catalyst ${i + 1} · ${run}`)
  const fromStudent = Array.from({ length: 10 }, (_, i) => `Student ${i + 1} · ${run}`)
  const notes = Array.from({ length: 4 }, (_, i) => `Note ${i + 1} · ${run}`)
  const decisions = requesters.slice(0, 4).map((id, i) => ({ id, accept: i % 2 === 0 }))

  let writing = true
  let reloads = 0
  const reloading = (async () => {
    while (writing) {
      await reloader.reload()
      await expect(reloader.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible({
        timeout: 30_000,
      })
      await expect(reloader.getByText(ERROR_PAGE)).toHaveCount(0)
      reloads++
    }
  })()
  await Promise.all([
    (async () => {
      for (const [i, text] of fromCatalyst.entries()) {
        await ok(catalyst, 'POST', '/chat/sendMessage', { userSk: studentSk, message: text })
        const note = notes[i >> 1]
        if (i % 2 === 0 && note)
          await ok(catalyst, 'POST', `/auth/student/${studentId}/add-note`, {
            note: `<p>${note}</p>`,
          })
        const decision = decisions[i]
        if (decision)
          await ok(
            catalyst,
            'POST',
            `/invite/student/${decision.id}/${decision.accept ? 'accept' : 'reject'}`,
            {
              reason: 'Decided while another tab reloaded',
            },
          )
      }
    })(),
    (async () => {
      for (const text of fromStudent)
        await ok(student, 'POST', '/chat/sendMessage', { userSk: catalystSk, message: text })
    })(),
  ])
  writing = false
  await reloading
  expect(reloads).toBeGreaterThan(0)

  const sent = [...fromCatalyst, ...fromStudent]
  // Every tab reads every write, each once: the conversation from both sides...
  expect(onlyOnce(await conversation(catalyst, studentSk), sent)).toEqual([])
  expect(onlyOnce(await conversation(student, catalystSk), sent)).toEqual([])
  expect(onlyOnce(await conversation(reloader, studentSk), sent)).toEqual([])
  // ...the notes...
  const noted = (await ok(
    reloader,
    'GET',
    `/auth/student/${studentId}/notes?skipValue=0&itemsPerPage=50`,
  )) as { notes?: Array<{ note: string }> } | Array<{ note: string }>
  const noteTexts = JSON.stringify(noted)
  for (const note of notes) expect(noteTexts.split(note).length - 1, note).toBe(1)
  // ...and the decisions: the four requests are no longer waiting.
  const waiting = (await ok(reloader, 'GET', '/dashboard/studentsRequestData')) as Array<{
    user_details: { sk: string }
  }>
  for (const { id } of decisions)
    expect(waiting.map((request) => request.user_details.sk)).not.toContain(`USER#${id}`)

  // The student's open chat shows each message once, live. A message stored during a hand-over
  // may reach it with the fetch after the socket reconnects (whose backoff, socket.io-client's,
  // up to 10 s, has grown over this test's many hand-overs), or as an event while that fetch is
  // on its way, which then reads the conversation again (chat-live.ts).
  for (const text of sent)
    await expect(studentLog.getByText(text, { exact: true })).toHaveCount(1, { timeout: 15_000 })
  await student.reload()
  await expect(studentLog.getByRole('listitem').first()).toBeVisible({ timeout: 15_000 })
  for (const text of fromCatalyst.slice(-5))
    await expect(studentLog.getByText(text, { exact: true })).toHaveCount(1)
  for (const page of [reloader, catalyst, student])
    await expect(page.getByText(ERROR_PAGE)).toHaveCount(0)
})

test('the serving tab closes in the middle of writes: the others carry on at once and nothing is lost', async ({
  context,
}) => {
  const first = await context.newPage()
  await first.goto('/auth/login?mock-reset')
  await expect(first.getByLabel('Email')).toBeVisible()
  expect(await serving(first)).toBe(true)
  const second = await context.newPage()
  await second.goto('/auth/login')
  await expect(second.getByLabel('Email')).toBeVisible()
  const writer = await context.newPage()
  await signInTab(writer, CATALYST, /\/dashboard$/)

  const run = `${Date.now()}`
  const emails = Array.from({ length: 12 }, (_, i) => `handover.${i}.${run}@example.org`)
  // The invitations go out one after another from inside the writer's page, each timed there.
  const writes = writer.evaluate(async (emails) => {
    const token = sessionStorage.getItem('catalyst_access_token') ?? ''
    const record = window as unknown as { answers: Array<{ status: number; ms: number }> }
    record.answers = []
    for (const email of emails) {
      const started = performance.now()
      const response = await fetch('/api/v1/invite/inviteStudent', {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ email }),
      })
      record.answers.push({ status: response.status, ms: performance.now() - started })
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
    return record.answers
  }, emails)
  const answered = () =>
    writer.evaluate(() => (window as unknown as { answers?: unknown[] }).answers?.length ?? 0)
  // Two hand-overs while the invitations go out: the serving tab closes, then the next one.
  await expect.poll(answered).toBeGreaterThanOrEqual(3)
  await first.close()
  await expect.poll(answered).toBeGreaterThanOrEqual(7)
  if (await serving(second)) await second.close()
  const answers = await writes

  expect(answers.map((answer) => answer.status)).toEqual(emails.map(() => 200))
  // A call waits at most the hand-over: well under a second on a quiet machine. The bound says
  // no call waited for a timeout or a retry loop, with room for a loaded 2-core machine (1.6 s
  // seen there); timing it is a benchmark's job, not this test's.
  expect(Math.max(...answers.map((answer) => answer.ms))).toBeLessThan(4_000)
  const sent = (await ok(writer, 'GET', '/invite/fetchAllRequests')) as Array<{ email: string }>
  for (const email of emails)
    expect(
      sent.filter((invite) => invite.email === email),
      email,
    ).toHaveLength(1)
  // The writer's own page kept working through it.
  await writer.reload()
  await expect(writer.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible()
})

test('a read by a student who opened My Pathway by a page load shows as Read in the Catalyst’s open window at once', async ({
  context,
}) => {
  const catalyst = await context.newPage()
  await signInTab(catalyst, CATALYST, /\/dashboard$/, true)
  await catalyst.getByRole('button', { name: /^Chats/ }).click()
  const contacts = catalyst.getByRole('list', { name: 'Chats' })
  await contacts.getByRole('button').filter({ hasText: 'Riya' }).first().click()
  const window = catalyst.getByRole('region', { name: 'Open chats' }).getByRole('dialog')
  const text = `Did you read this? ${Date.now()}`
  await window.getByRole('textbox').fill(text)
  await window.getByRole('textbox').press('Enter')
  const mine = window.getByRole('log').getByRole('listitem').filter({ hasText: text })
  await expect(mine).toContainText('Delivered')

  const student = await context.newPage()
  await signInTab(student, STUDENT, /\/find-counsellors$/)
  await student.goto('/my-pathway')
  await expect(student.getByRole('log').getByText(text)).toBeVisible({ timeout: 15_000 })
  // The read reaches the Catalyst's window through the one server, not at a later refetch.
  await expect(mine).toContainText('Read', { timeout: 2_000 })
})

/** Puts a tab in the background: TanStack Query pauses its polling there. */
const hide = (page: Page) =>
  page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, value: 'hidden' })
    Object.defineProperty(document, 'hidden', { configurable: true, value: true })
    document.dispatchEvent(new Event('visibilitychange'))
  })

const requestBadge = (page: Page, title: 'Catalyst Request' | 'Student Request') =>
  page
    .locator('header button')
    .filter({ hasText: new RegExp(`^${title}`) })
    .getByTestId('request-count')

test('requests made and decided elsewhere change the badges of background tabs at once, before any poll', async ({
  context,
}) => {
  const catalyst = await context.newPage()
  await signInTab(catalyst, CATALYST, /\/dashboard$/, true)
  const student = await context.newPage()
  await signInTab(student, NEW_STUDENT, /\/student-profile$/)
  // The same student in a second window, where they act.
  const acting = await context.newPage()
  await signInTab(acting, NEW_STUDENT, /\/student-profile$/)
  await expect(requestBadge(catalyst, 'Student Request')).toHaveText('5 new')
  await expect(requestBadge(student, 'Catalyst Request')).toHaveText('3 new')
  // Both watched tabs go to the background: the lists poll every 5 s only while visible (the
  // issue's stale badge), so only the live event can bring a change within the 2 s allowed.
  await hide(catalyst)
  await hide(student)

  // The student asks the Catalyst (as Find Catalysts does): her background tab counts it.
  const invitations = (await ok(acting, 'GET', '/user/counsellorsRequests')) as Array<{
    id: string
    given_name: string
  }>
  const meera = invitations.find((invitation) => invitation.given_name === 'Meera')!
  const other = invitations.find((invitation) => invitation.given_name !== 'Meera')!
  await ok(acting, 'POST', `/user/connectWithCounsellor/${meera.id}`, {
    interest: { college: 'Delhi University', company: 'Software Engineer', stream: 'Bengaluru' },
    invite_message: 'Hello Meera, I would like your guidance.',
  })
  await expect(requestBadge(catalyst, 'Student Request')).toHaveText('6 new', { timeout: 2_000 })

  // The student declines another Catalyst's request in one window: the other follows.
  await ok(acting, 'POST', `/invite/counsellor/reject/${other.id}`, {})
  await expect(requestBadge(student, 'Catalyst Request')).toHaveText('2 new', { timeout: 2_000 })

  // The Catalyst decides the student's request: her count follows, whichever tab decided.
  const me = (await ok(acting, 'GET', '/profile/getUserProfileInfo')) as { id: string }
  await ok(acting, 'GET', '/user/counsellorsRequests')
  await ok(catalyst, 'POST', `/invite/student/${me.id}/reject`, { reason: 'Not this term' })
  await expect(requestBadge(catalyst, 'Student Request')).toHaveText('5 new', { timeout: 2_000 })
})

test('the large scenario is kept across reloads: an invitation sent is still there, in a new tab too', async ({
  context,
}) => {
  // Seeding, saving and restoring 50,000 records takes 18 to 25 s here, alone on two cores.
  test.slow()
  const page = await context.newPage()
  await page.goto('/auth/login?mock-reset=large')
  // A page of its own does not wait for the app (support/csp): seeding the large scenario holds
  // the app back for seconds on a slow machine, and Sign in answers only once it is there.
  await waitForApp(page, 60_000)
  await signIn(page, CATALYST)
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 60_000 })
  const before = ((await ok(page, 'GET', '/invite/fetchAllRequests')) as unknown[]).length
  expect(before, 'the large scenario: thousands of invitations').toBeGreaterThan(1_000)
  const email = `kept.in.large.${Date.now()}@example.org`
  await ok(page, 'POST', '/invite/inviteStudent', { email })

  // The only tab reloads: it serves again, from what was saved (not a fresh seed).
  await page.reload()
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible({
    timeout: 30_000,
  })
  const stats = await page.evaluate(() =>
    (
      window as unknown as {
        catalystMocks: { stats(): Promise<{ start: { restored: boolean; records: number } }> }
      }
    ).catalystMocks.stats(),
  )
  expect(stats.start).toMatchObject({ restored: true })
  expect(stats.start.records).toBeGreaterThan(50_000)
  const after = (await ok(page, 'GET', '/invite/fetchAllRequests')) as Array<{ email: string }>
  expect(after).toHaveLength(before + 1)
  expect(after.filter((invite) => invite.email === email)).toHaveLength(1)

  // A second tab (its own sign-in) reads the same data from the serving one.
  const other = await context.newPage()
  await signInTab(other, CATALYST, /\/dashboard$/)
  expect(await serving(other)).toBe(false)
  const seen = (await ok(other, 'GET', '/invite/fetchAllRequests')) as Array<{ email: string }>
  expect(seen.some((invite) => invite.email === email)).toBe(true)
})
