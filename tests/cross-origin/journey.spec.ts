import { Buffer } from 'node:buffer'

import type { Browser, BrowserContext, Locator, Page } from '@playwright/test'

import { expect, test } from '../e2e/support/csp'
import { typeCode } from '../e2e/support/forms'
import { newAccount, registerAccount } from '../e2e/support/registration'
import { signIn, signOut, storedAccessToken } from '../e2e/support/sign-in'
import { closeToasts } from '../e2e/support/toasts'
import { apiAs } from './support/api'
import { server } from './support/control'
import { watchLiveSockets, type LiveSockets } from './support/live-frames'
import { pdfText } from './support/pdf'
import { takeServerTurns } from './support/server-turn'
import { crossOrigin } from './support/servers'
import { watchPages, type PageProblems } from './support/watch'

/**
 * The whole product on the production build (mocking off), attached by configuration only to
 * the mock backend over real HTTP and WebSockets on another origin (issue 26, item 2): a
 * Catalyst and a student who signs up, each in a browser context of their own, walk every
 * screen in the order a new connection lives it. The steps share one server, reset once at the
 * start, and run in order; a failure names its step. Any CSP violation, console error or answer
 * outside openapi.yaml fails the step it happened in.
 */
test.describe.configure({ mode: 'serial', timeout: 90_000 })

const CATALYST = { email: 'counsellor@catalyst.demo', name: 'Meera Iyer' }
/** A hub whose application the hub's staff accepted (the demo Catalyst's, in the seed). */
const COURSE = 'Psychometric Assessment Essentials'
const STUDENT = newAccount('student', {
  firstName: 'Ishaan',
  lastName: 'Verma',
  email: 'ishaan.verma@example.org',
})
const STUDENT_NAME = `${STUDENT.firstName} ${STUDENT.lastName}`
/** Small real files: the uploads check their first bytes. */
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n')
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
)
const api = (path: string) => `${crossOrigin.apiOrigin}/api/v1${path}`

/** Someone at a browser: a context of their own, its one tab, and what it must not produce. */
interface Person {
  context: BrowserContext
  page: Page
  problems: PageProblems
  /** The tab's live-chat WebSockets. */
  live: LiveSockets
}

async function person(browser: Browser): Promise<Person> {
  const context = await browser.newContext({
    baseURL: crossOrigin.appOrigin,
    viewport: { width: 1440, height: 900 },
  })
  const problems = await watchPages(context, crossOrigin)
  const page = await context.newPage()
  return { context, page, problems, live: watchLiveSockets(page) }
}

let catalyst: Person
let student: Person

takeServerTurns(test)
test.beforeAll(async ({ browser }) => {
  await server.reset()
  catalyst = await person(browser)
  student = await person(browser)
})

test.afterAll(async () => {
  await catalyst?.context.close()
  await student?.context.close()
})

test.afterEach(async () => {
  await catalyst.problems.check()
  await student.problems.check()
  // Every answer the pages received was one the contract declares.
  expect(await server.violations()).toEqual([])
})

test('a Catalyst invites a new address; the mailbox has the link; the student signs up and verifies', async () => {
  const { page } = catalyst
  await page.goto('/auth/login')
  await signIn(page, CATALYST.email)
  await expect(page).toHaveURL(/\/dashboard$/)
  await closeToasts(page, 'Logged In successfully!!')

  await page.goto('/invite-student')
  await expect(page.getByRole('heading', { level: 1, name: 'Invite Student' })).toBeVisible()
  await page.getByRole('textbox', { name: /^Student e-mail/ }).fill(STUDENT.email)
  await page
    .getByRole('textbox', { name: 'Note (optional)' })
    .fill('Hi Ishaan, I would love to guide your engineering applications.')
  await page.getByRole('button', { name: 'Invite', exact: true }).click()
  await closeToasts(page, 'Invite request sent successfully')
  const firstRow = page.getByRole('table', { name: 'Latest sent requests' }).getByRole('row').nth(1)
  await expect(firstRow).toContainText(STUDENT.email)
  await expect(firstRow).toContainText('Pending')

  // The server's mailbox: the invitation, with the note and a link to register on the app.
  const [mail] = (await server.mailbox(STUDENT.email)).filter((sent) => sent.kind === 'invite')
  expect(mail?.subject).toBe(`${CATALYST.name} invited you to connect on Catalyst`)
  expect(mail?.text).toContain('Hi Ishaan, I would love to guide your engineering applications.')
  expect(mail?.link).toBe(`${crossOrigin.appOrigin}/auth/registration`)

  // The student follows the link, registers and verifies with the e-mailed code.
  await student.page.goto(mail!.link!)
  await registerAccount(student.page, STUDENT)
  await typeCode(student.page, await server.latestCode(STUDENT.email))
  await student.page.getByRole('button', { name: 'Verify', exact: true }).click()
  await expect(student.page.getByText('Email verified successfully')).toBeVisible()
  await expect(student.page).toHaveURL(/\/auth\/login$/)
  await signIn(student.page, STUDENT.email, STUDENT.password)
  await expect(student.page).toHaveURL(/\/student-profile$/)
  await expect(
    student.page.getByRole('heading', { level: 1, name: 'Student Profile' }),
  ).toBeVisible()
  await closeToasts(student.page, 'Logged In successfully!!')
})

test("the student accepts the Catalyst's request; the Catalyst's list shows it at once", async () => {
  const students = catalyst.page
  await students.goto('/my-student')
  await expect(students.getByRole('heading', { level: 1, name: 'My Students' })).toBeVisible()
  await expect(students.getByRole('article', { name: STUDENT_NAME })).toHaveCount(0)

  const { page } = student
  const count = page
    .locator('header button')
    .filter({ hasText: /^Catalyst Request/ })
    .getByTestId('request-count')
  await expect(count).toHaveText('1 new')
  await page.getByRole('button', { name: /^Catalyst Request/ }).click()
  const drawer = page.getByRole('dialog', { name: 'Catalyst Request' })
  await drawer.getByRole('button', { name: `Accept ${CATALYST.name}` }).click()
  const modal = page.getByRole('dialog', { name: CATALYST.name })
  await expect(modal.getByText('I would love to guide your engineering applications')).toBeVisible()
  await modal.getByRole('textbox', { name: /^College/ }).fill('IIT Bombay')
  await modal.getByRole('textbox', { name: /^Dream job/ }).fill('Robotics Engineer')
  await modal.getByRole('textbox', { name: /^Work location/ }).fill('Pune, India')
  await modal.getByRole('textbox', { name: /^Message/ }).fill('Thank you, looking forward to it!')
  await modal.getByRole('button', { name: 'Accept request' }).click()
  await closeToasts(page, 'Catalyst request accepted successfully')
  await expect(drawer.getByText('No requests available')).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(count).toHaveCount(0)

  // The Catalyst's open list follows the server's live event, no reload.
  await expect(students.getByRole('article', { name: STUDENT_NAME })).toBeVisible()
})

/** Types a message in a conversation's composer and sends it with Enter. */
async function say(scope: Page | Locator, to: string, text: string) {
  const composer = scope.getByRole('textbox', { name: `Message to ${to}` })
  await composer.fill(text)
  await composer.press('Enter')
}

/** A stored message's bubble in a conversation's log (not its copy still being sent). */
const bubble = (log: Locator, text: string) =>
  log.getByRole('listitem').filter({ hasText: text }).filter({ hasNotText: 'Sending...' })

/** Waits until every tab's live socket was replaced by a new one the server accepted. */
async function reconnected(...people: Array<{ person: Person; before: number }>) {
  for (const { person: who, before } of people)
    await expect
      .poll(() => {
        const newest = who.live.opened.at(-1)
        return who.live.opened.length > before && newest !== undefined && who.live.accepted(newest)
      })
      .toBe(true)
}

/**
 * A canvas shows a drawn page: visible, wide, and not one flat colour. The canvas is laid out
 * before pdf.js has painted it, so the colours are read until the page shows (or the wait ends).
 */
async function expectDrawn(canvas: Locator) {
  await expect(canvas).toBeVisible({ timeout: 20_000 })
  const look = () =>
    canvas.evaluate((element: HTMLCanvasElement) => {
      const context = element.getContext('2d')!
      const { data } = context.getImageData(0, 0, element.width, element.height)
      const seen = new Set<number>()
      for (let index = 0; index < data.length && seen.size < 50; index += 4 * 97)
        seen.add((data[index]! << 16) | (data[index + 1]! << 8) | data[index + 2]!)
      return { width: element.getBoundingClientRect().width, colours: seen.size }
    })
  await expect.poll(async () => (await look()).colours, { timeout: 10_000 }).toBeGreaterThan(2)
  expect((await look()).width).toBeGreaterThan(250)
}

test('they chat live over WebSockets: unread counts, read receipts, reconnects, older messages', async () => {
  const c = catalyst.page
  const s = student.page
  await c.goto('/dashboard')
  await s.goto('/apps/chat')
  const meera = s.getByRole('list', { name: 'Chats' }).getByRole('button', { name: /Meera Iyer/ })
  await expect(meera).toBeVisible()

  // The Catalyst opens a docked window with the new student and writes first.
  await c.getByRole('button', { name: /^Chats/ }).click()
  await c
    .getByRole('list', { name: 'Chats' })
    .getByRole('button', { name: new RegExp(STUDENT_NAME) })
    .click()
  const dock = c
    .getByRole('region', { name: 'Open chats' })
    .getByRole('dialog', { name: `Chat with ${STUDENT_NAME}` })
  const catalystLog = dock.getByRole('log')
  await expect(catalystLog).toContainText(`No messages yet. Say hello to ${STUDENT_NAME}.`)
  await say(dock, STUDENT_NAME, 'Welcome aboard, Ishaan!')
  const welcome = bubble(catalystLog, 'Welcome aboard, Ishaan!')
  await expect(welcome).toContainText('Delivered')
  expect(catalyst.live.sent('Welcome aboard, Ishaan!'), 'sent over the WebSocket').toBe(true)

  // The student's contact list counts it unread, live; opening it reads it: the Catalyst sees Read.
  await expect(meera).toContainText('1 unread')
  await meera.click()
  const studentLog = s.getByRole('log', { name: 'Messages with Meera Iyer' })
  await expect(studentLog.getByText('Welcome aboard, Ishaan!')).toBeVisible()
  await expect(meera).not.toContainText('unread')
  await expect(welcome).toContainText('Read')
  expect(student.live.received('Welcome aboard, Ishaan!'), 'received over the WebSocket').toBe(true)

  // The student answers; the Catalyst's open window reads it at once.
  await say(s, CATALYST.name, 'Thank you, Meera!')
  await expect(catalystLog.getByText('Thank you, Meera!')).toBeVisible()
  await expect(bubble(studentLog, 'Thank you, Meera!')).toContainText('Read')
  expect(student.live.sent('Thank you, Meera!')).toBe(true)

  // With the window collapsed, the next one is unread on its header and on the chat icon.
  await dock.getByRole('button', { name: `Collapse chat with ${STUDENT_NAME}` }).click()
  await say(s, CATALYST.name, 'Is Saturday fine for a call?')
  await expect(bubble(studentLog, 'Is Saturday fine for a call?')).toContainText('Delivered')
  await expect(dock).toContainText('1 unread')
  await expect(c.getByRole('button', { name: /^Chats/ }).getByTestId('chat-unread')).toBeVisible()
  await dock.getByRole('button', { name: `Expand chat with ${STUDENT_NAME}` }).click()
  await expect(catalystLog.getByText('Is Saturday fine for a call?')).toBeVisible()
  await expect(bubble(studentLog, 'Is Saturday fine for a call?')).toContainText('Read')

  // The server drops every connection as a crash would: both tabs reconnect and chat on.
  const dropped = [
    { person: catalyst, before: catalyst.live.opened.length },
    { person: student, before: student.live.opened.length },
  ]
  await server.dropSockets()
  await reconnected(...dropped)
  await say(dock, STUDENT_NAME, 'Saturday at ten works.')
  await expect(studentLog.getByText('Saturday at ten works.')).toBeVisible()
  await say(s, CATALYST.name, 'See you then.')
  await expect(catalystLog.getByText('See you then.')).toBeVisible()
  expect(catalyst.live.sent('Saturday at ten works.')).toBe(true)
  expect(student.live.sent('See you then.')).toBe(true)

  // A short-lived token: the student's sign-in refreshes it seconds after signing in, and the
  // live socket reconnects with the new one (its handshake carries it).
  await signOut(s)
  await server.configure({ accessTokenTtlSeconds: 303 })
  const refreshed = s.waitForResponse((answer) =>
    answer.url().startsWith(api('/auth/getNewAccessToken?')),
  )
  const signedIn = s.waitForResponse(api('/auth/signin'))
  await signIn(s, STUDENT.email, STUDENT.password)
  await signedIn
  // Only this sign-in's tokens are short: the refreshed one lives the usual hour.
  await server.configure({ accessTokenTtlSeconds: 3600 })
  await expect(s).toHaveURL(/\/student-profile$/)
  const first = await storedAccessToken(s)
  expect((await refreshed).status()).toBe(200)
  await expect.poll(() => storedAccessToken(s)).not.toBe(first)
  const renewed = await storedAccessToken(s)
  const withRenewed = () =>
    student.live.opened.filter((socket) => student.live.handshakeToken(socket) === renewed)
  await expect.poll(() => withRenewed().some((socket) => student.live.accepted(socket))).toBe(true)
  // In-app navigation keeps that socket: My Pathway's chat panel talks over it.
  await s.getByRole('link', { name: 'My Pathway' }).first().click()
  const panelLog = s.getByRole('log', { name: 'Messages with Meera Iyer' })
  await expect(panelLog.getByText('See you then.')).toBeVisible()
  await say(s, CATALYST.name, 'Signed in again, still here.')
  await expect(catalystLog.getByText('Signed in again, still here.')).toBeVisible()
  await say(dock, STUDENT_NAME, 'Good to see you back.')
  await expect(panelLog.getByText('Good to see you back.')).toBeVisible()
  // ...the one the refresh opened: nothing reconnected since.
  expect(withRenewed()).toHaveLength(1)
  expect(student.live.opened.at(-1)).toBe(withRenewed()[0])

  // Older messages page in: a history of 20 more (set up over HTTP) arrives unread while the
  // student is on the contact list; the conversation opens on the newest 20, and scrolling up
  // brings the first ones back.
  await s.goto('/apps/chat')
  await expect(meera).toBeVisible()
  const { success: me } = (await apiAs<{ sk: string }>(s, 'GET', '/profile/getUserProfileInfo'))
    .body
  for (let index = 1; index <= 20; index += 1) {
    const sent = await apiAs(c, 'POST', '/chat/sendMessage', {
      userSk: me!.sk,
      message: `Reading list item ${index}`,
    })
    expect(sent.status).toBe(200)
  }
  await expect(meera).toContainText('9+ unread')
  await meera.click()
  await expect(studentLog.getByText('Reading list item 20', { exact: true })).toBeVisible()
  await expect(studentLog.getByText('Welcome aboard, Ishaan!')).toHaveCount(0)
  await studentLog.hover()
  await s.mouse.wheel(0, -20_000)
  await expect(studentLog.getByText('Welcome aboard, Ishaan!')).toBeVisible()
  await expect(studentLog.getByRole('button', { name: 'Load older messages' })).toHaveCount(0)
  await expect(studentLog.getByRole('listitem')).toHaveCount(27)
})

test('the Catalyst notes, assigns a pathway and completes a step with a file; the student sees it', async () => {
  const c = catalyst.page
  await c.goto('/my-student')
  await c.getByRole('searchbox', { name: 'Search by name or country' }).fill('ishaan')
  await expect(c.getByRole('article')).toHaveCount(1)
  await c
    .getByRole('article', { name: STUDENT_NAME })
    .getByRole('link', { name: /View Profile/ })
    .click()
  await expect(c.getByRole('heading', { name: STUDENT_NAME })).toBeVisible()

  const notes = c.getByRole('region', { name: 'Last Interaction Notes' })
  const editor = notes.getByRole('textbox', { name: 'New note' })
  await editor.click()
  await notes.getByRole('button', { name: 'Bold' }).click()
  await editor.pressSequentially('First call: robotics')
  await notes.getByRole('button', { name: 'Add Note' }).click()
  await closeToasts(c, 'Note added successfully!')
  await expect(
    notes
      .getByRole('list', { name: 'Notes' })
      .locator('strong, b', { hasText: 'First call: robotics' }),
  ).toBeVisible()

  // A first pathway needs no confirmation.
  const recommend = c.getByRole('region', { name: 'Recommend a Pathway' })
  const choose = recommend.getByRole('button', { name: /^Choose Pathway/ }).first()
  const pathway = ((await choose.textContent()) ?? '').replace(/^Choose Pathway\s*:\s*/, '').trim()
  await choose.click()
  await closeToasts(c, 'Pathway assigned successfully.')
  await expect(
    recommend.getByRole('button', { name: new RegExp(`^Recommended\\s*: ${pathway}$`) }),
  ).toBeDisabled()

  // Mark the first step complete with a PDF as evidence.
  const steps = c.getByRole('list', { name: 'Pathway steps' })
  const first = steps.getByRole('listitem').first()
  const stepName = (await first.getByRole('heading').textContent()) ?? ''
  await first.getByRole('button', { name: /^Mark as Complete/ }).click()
  const dialog = c.getByRole('dialog', { name: 'Mark as Complete' })
  await dialog.getByLabel(/Comment/).fill('Your project plan is a strong start.')
  await dialog
    .getByLabel('Or upload a file (PDF, PNG, JPG or JPEG)')
    .setInputFiles({ name: 'project-plan.pdf', mimeType: 'application/pdf', buffer: PDF })
  await expect(dialog.getByText('project-plan.pdf')).toBeVisible()
  await dialog.getByRole('button', { name: 'Mark as Complete' }).click()
  await closeToasts(c, 'Step marked as completed.')
  await expect(dialog).toBeHidden()
  const done = steps.getByRole('listitem').filter({ hasText: stepName }).first()
  await expect(done).toContainText('Completed')
  await expect(done.getByRole('button', { name: 'Open evidence file' })).toBeVisible()

  // The student opens My Pathway: the pathway, the completed step, its comment and its file.
  const s = student.page
  await s.goto('/my-pathway')
  await expect(s.getByRole('heading', { name: pathway })).toBeVisible()
  const completed = s.getByRole('list', { name: 'Modules' }).getByRole('listitem').first()
  await expect(completed).toContainText(stepName)
  await expect(completed).toContainText('Completed')
  await expect(completed).toContainText('Your project plan is a strong start.')
  const opening = student.context.waitForEvent('page')
  await completed.getByRole('button', { name: 'Open evidence file' }).click()
  const file = await opening
  await expect.poll(() => file.url()).toMatch(new RegExp(`^blob:${crossOrigin.appOrigin}/`))
  await file.close()
})

test('the Catalyst applies to a hub with a file, then finishes an accepted course on the learning platform', async () => {
  const c = catalyst.page
  const hub = 'STEM Career Pathways'
  await c.goto('/learning-hub')
  await c
    .getByRole('article', { name: hub })
    .getByRole('button', { name: /^Apply Now/ })
    .click()
  const wizard = c.getByRole('dialog', { name: `Apply to ${hub}` })
  await expect(wizard.getByText('Step 1 of 3: About you')).toBeVisible()
  await wizard.getByRole('textbox', { name: /^Current role/ }).fill('School counsellor')
  await wizard
    .getByRole('combobox', { name: /^Experience guiding students/ })
    .selectOption('extensive')
  await wizard.getByRole('combobox', { name: /^Have you mentored/ }).selectOption('no')
  await wizard.getByRole('textbox', { name: /^Why do you want to join/ }).fill('To do better.')
  await wizard.getByRole('checkbox', { name: /^I can commit/ }).click()
  await wizard.getByRole('button', { name: 'Next' }).click()
  await expect(wizard.getByText('Step 2 of 3: Your goals')).toBeVisible()
  await wizard.getByRole('textbox', { name: /^What do you want to be able/ }).fill('Plan better.')
  await wizard.getByRole('radio', { name: 'Live sessions' }).check()
  await wizard.getByRole('textbox', { name: /^Which advanced topics/ }).fill('Robotics careers')
  await wizard
    .getByLabel(/^Your CV or a sample/)
    .setInputFiles({ name: 'cv.pdf', mimeType: 'application/pdf', buffer: PDF })
  await expect(wizard.getByRole('list', { name: /^Your CV or a sample/ })).toContainText('cv.pdf')
  await wizard.getByRole('button', { name: 'Next' }).click()
  await expect(wizard.getByText('Step 3 of 3: Review and Submit')).toBeVisible()
  const provision = c.waitForRequest(api('/auth/LearnHub/provision'))
  await wizard.getByRole('button', { name: 'Submit' }).click()
  await closeToasts(c, 'Successfully applied')
  // The file went with the answers, as the contract's base64 file answer.
  const answers = JSON.stringify((await provision).postDataJSON())
  expect(answers).toContain('"originalName":"cv.pdf"')
  expect(answers).toContain(`base64,${PDF.toString('base64')}`)
  await expect(c).toHaveURL(/\/learning-hub\/applied$/)
  await expect(
    c.getByRole('article', { name: hub }).getByText('Applied', { exact: true }),
  ).toBeVisible()

  // An application the hub's staff accepted (the demo Catalyst's, in the seed): its course runs
  // on the learning platform, a page of the server, in a new tab.
  const course = c.getByRole('article', { name: COURSE })
  await expect(course.getByRole('progressbar')).toBeVisible()
  const opening = catalyst.context.waitForEvent('page')
  await course.getByRole('button', { name: 'Start My Experience' }).click()
  const platform = await opening
  await expect(platform).toHaveURL(
    new RegExp(`^${crossOrigin.apiOrigin}/mock-services/moodle/\\d+\\?user=`),
  )
  await expect(platform.getByRole('heading', { level: 1, name: COURSE })).toBeVisible()
  const modules = await platform
    .getByRole('list', { name: 'Modules' })
    .getByRole('listitem')
    .count()
  const complete = platform.getByRole('button', { name: 'Complete the current module' })
  while (await complete.isVisible()) {
    const progress = await platform.getByTestId('progress').textContent()
    await complete.click()
    await expect(platform.getByTestId('progress')).not.toHaveText(progress ?? '')
  }
  expect(modules).toBeGreaterThan(0)
  await expect(platform.getByTestId('progress')).toHaveText('100%')
  await expect(platform.getByTestId('status')).toHaveText('Complete')
  await platform.getByRole('button', { name: 'Award the badge' }).click()
  await expect(platform.getByTestId('status')).toHaveText('Rewards Awarded')
  await platform.close()

  // Back in the app: the hub's status and progress.
  await c.reload()
  await expect(course.getByText('Rewards Awarded')).toBeVisible()
  await expect(course.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100')
})

test("the course's certificate downloads, shows in the app, and a visitor verifies it", async ({
  browser,
}) => {
  const c = catalyst.page
  await c.goto('/my-achievements')
  const card = c.getByRole('article').filter({ hasText: COURSE })
  const badgeName = (await card.getByRole('heading', { level: 2 }).textContent()) ?? ''
  expect(badgeName).not.toBe('')
  const downloading = c.waitForEvent('download')
  await card.getByRole('button', { name: /Download Certificate/ }).click()
  const download = await downloading
  await closeToasts(c, 'Certificate downloaded successfully!')
  expect(download.suggestedFilename()).toMatch(/\.pdf$/)
  const text = await pdfText(await download.path())
  expect(text).toContain('Certificate of Achievement')
  expect(text).toContain(CATALYST.name)
  expect(text).toContain(badgeName)
  // Its QR code and address point at this app's public page.
  expect(text).toContain(`${crossOrigin.appOrigin}/verification/certificate/`)

  await card.getByRole('link', { name: /View Certificate/ }).click()
  await expect(
    c.getByRole('heading', { level: 1, name: 'Verified Badge Certificate' }),
  ).toBeVisible()
  await expectDrawn(c.getByRole('img', { name: `${badgeName} certificate` }))
  const publicUrl = await c
    .getByRole('link', { name: 'Public verification page' })
    .getAttribute('href')
  expect(publicUrl).toMatch(new RegExp(`^${crossOrigin.appOrigin}/verification/certificate/`))

  // A visitor, not signed in, opens the public page.
  const visitor = await person(browser)
  try {
    await visitor.page.goto(publicUrl!)
    await expect(
      visitor.page.getByText('This certificate is valid: Catalyst issued it to Meera.'),
    ).toBeVisible()
    await expectDrawn(visitor.page.getByRole('img', { name: 'Certificate issued to Meera' }))
    await visitor.problems.check()
  } finally {
    await visitor.context.close()
  }
})

test('the Catalyst changes the profile photo and adds a KYC document, then opens it again', async () => {
  const c = catalyst.page
  await c.goto('/counselor-profile')
  const donut = c.getByRole('progressbar', { name: 'Profile completion' })
  await expect(donut).toBeVisible()
  await c
    .getByLabel('Profile photo file')
    .setInputFiles({ name: 'meera.png', mimeType: 'image/png', buffer: PNG })
  await expect(c.getByText(/New photo: Save any tab to keep it/)).toBeVisible()

  await c.getByRole('tab', { name: '4 KYC Details' }).click()
  const kyc = c.getByRole('tabpanel', { name: '4 KYC Details' })
  await kyc.getByRole('button', { name: 'Add document' }).click()
  const document = kyc.getByRole('listitem', { name: 'Document 2' })
  await document.getByLabel(/^ID type/).selectOption('Driving License')
  await document.getByRole('combobox', { name: /^Issuer country/ }).click()
  await c.getByRole('combobox', { name: 'Search countries' }).fill('India')
  await c.getByRole('option', { name: /^India\b/ }).click()
  await document.getByLabel(/^ID number/).fill('MH1420110062821')
  await document.getByLabel(/^Issue date/).fill('2021-04-12')
  // A scan, as an image: its bytes can be compared after the round trip (Chromium's PDF viewer
  // hands back a page of its own, not the file).
  await document
    .getByLabel('Document 2 file')
    .setInputFiles({ name: 'licence.png', mimeType: 'image/png', buffer: PNG })
  await expect(document.getByRole('link', { name: 'licence.png' })).toBeVisible()
  await kyc.getByRole('button', { name: 'Save' }).click()
  await closeToasts(c, "Catalyst's KYC Data Saved Successfully")
  await expect(c.getByText(/New photo: Save any tab to keep it/)).toBeHidden()

  // After a reload both come back from the server: the photo through its signed link on the
  // API's origin, the document opened in a new tab from its own.
  await c.reload()
  const photo = c.getByRole('main').locator('img').first()
  await expect(photo).toHaveAttribute('src', new RegExp(`^${crossOrigin.apiOrigin}/`))
  await expect
    .poll(() => photo.evaluate((image: HTMLImageElement) => image.naturalWidth))
    .toBeGreaterThan(0)
  await c.getByRole('tab', { name: '4 KYC Details' }).click()
  const saved = c
    .getByRole('tabpanel', { name: '4 KYC Details' })
    .getByRole('listitem', { name: 'Document 2' })
    // The document keeps the name it was uploaded with (issue 27: file_name in the contract).
    .getByRole('link', { name: 'licence.png' })
  const href = (await saved.getAttribute('href')) ?? ''
  expect(href).toMatch(new RegExp(`^${crossOrigin.apiOrigin}/`))
  const served = catalyst.context.waitForEvent('response', (answer) => answer.url() === href)
  await saved.click()
  const file = await served
  expect(file.status()).toBe(200)
  expect(file.headers()['content-type']).toBe('image/png')
  expect(await file.body()).toEqual(PNG)
  await file.frame().page().close()
})

test('the student asks for help with an attachment', async () => {
  const s = student.page
  await s.getByRole('link', { name: 'FAQ and Support Centre' }).first().click()
  await expect(s).toHaveURL(/\/student-faq-support$/)
  await expect(s.getByRole('heading', { level: 1, name: 'FAQ and Support Centre' })).toBeVisible()
  await s.getByRole('button', { name: 'Need More Help' }).click()
  const dialog = s.getByRole('dialog', { name: 'Submit your request' })
  await dialog.getByLabel(/^Description/).fill('My completed step does not open its file.')
  await dialog
    .getByLabel('Attachment (optional)')
    .setInputFiles({ name: 'step.png', mimeType: 'image/png', buffer: PNG })
  await expect(dialog.getByRole('list', { name: 'Attachment (optional)' })).toContainText(
    'step.png',
  )
  const sent = s.waitForResponse(api('/faq/support-request'))
  await dialog.getByRole('button', { name: 'Submit' }).click()
  await closeToasts(s, 'FAQ Ticket has been raised successfully.')
  // The file went with it, as the contract's data URL.
  const request = (await sent).request().postDataJSON() as Record<string, unknown>
  expect(request).toMatchObject({
    fileName: 'step.png',
    attachments: `data:image/png;base64,${PNG.toString('base64')}`,
  })
  await expect(dialog).toBeHidden()
})

test('Billing opens the billing portal, where the plan is cancelled; with no card provider, Choose says so', async () => {
  const c = catalyst.page
  await c.goto('/pricing')
  await expect(c.getByRole('heading', { level: 1, name: 'Pricing' })).toBeVisible()
  // The demo Catalyst subscribes to Prime: it is marked, and Choose leads to billing first.
  await expect(c.getByText('Current plan')).toBeVisible()
  await c.getByRole('button', { name: /^Elite Access/ }).click()
  await c.getByRole('button', { name: 'Choose Elite Access' }).click()
  const existing = c.getByRole('dialog', { name: 'Existing Subscription' })
  await existing.getByRole('link', { name: 'Manage Billing' }).click()
  await expect(c).toHaveURL(
    new RegExp(`^${crossOrigin.apiOrigin}/mock-services/billing-portal\\?user=`),
  )
  await expect(c.getByTestId('subscription')).toContainText('Prime')
  await c.getByRole('button', { name: 'Cancel subscription' }).click()
  await expect(c.getByTestId('subscription')).toHaveText('No active subscription.')

  // Back on Pricing (by its address: see the next step), no plan is marked current; a plan and
  // Choose. This build has no publishable key, so no payment form: the plan's card says card
  // payments are not configured, in place of it (issue 26).
  const current = c.waitForResponse(api('/payment/subscription'))
  await c.goto('/pricing')
  expect((await current).status()).toBe(200)
  await expect(c.getByRole('heading', { level: 1, name: 'Pricing' })).toBeVisible()
  await expect(c.getByText('Current plan')).toHaveCount(0)
  await c.getByRole('button', { name: /^Elite Access/ }).click()
  const checkout = c.waitForResponse(api('/payment/checkout'))
  await c.getByRole('button', { name: 'Choose Elite Access' }).click()
  expect((await checkout).status()).toBe(200)
  await expect(
    c.getByRole('alert').filter({ hasText: 'Card payments are not configured.' }),
  ).toBeVisible()
  await expect(c.getByRole('dialog', { name: 'Checkout' })).toHaveCount(0)
})

// The portal's way back leads to where Billing was opened from (here Pricing; issue 36).
test('Return to Catalyst on the billing portal brings the Catalyst back to the app', async () => {
  const c = catalyst.page
  await c.goto('/billing?from=%2Fpricing')
  await expect(c).toHaveURL(
    new RegExp(`^${crossOrigin.apiOrigin}/mock-services/billing-portal\\?user=`),
  )
  await expect(c.getByTestId('subscription')).toHaveText('No active subscription.')
  await c.getByRole('link', { name: 'Return to Catalyst' }).click()
  await expect(c).toHaveURL(`${crossOrigin.appOrigin}/pricing`)
  await expect(c.getByRole('heading', { level: 1, name: 'Pricing' })).toBeVisible()
  await expect(c).toHaveURL(`${crossOrigin.appOrigin}/pricing`)
})
