import type { Locator, Page } from '@playwright/test'

import { expect, test } from './support/csp'

import { switchTheme, THEMES, VIEWPORT_HEIGHT, waitForPage, WIDTHS } from './support/a11y'
import { describeViolations, seriousViolations } from './support/axe-scan'
import { DEMO_PASSWORD, signIn, signOut } from './support/sign-in'

/**
 * The request drawers in Chromium on the demo build (issue 11, points 3, 4 and 6).
 *
 * Sharing one backend between two people: the demo build's mock backend lives in each tab and
 * keeps its db in localStorage, so two browser contexts (two profiles) never share data. Two
 * tabs of one context do: a tab saves its db only when it changed it, and takes the copy another
 * tab saves (mocks/persistence.ts, followOtherTabs). So the Catalyst and the student each get a
 * tab of one context, both signed in at once (tokens in session storage, per tab), as two
 * windows of one browser; each sees the other's answers through the drawers' polling.
 */

test.describe.configure({ timeout: 120_000 })

const CATALYST = { email: 'counsellor@catalyst.demo', name: 'Meera Iyer' }
const NEW_STUDENT = { email: 'new.student@catalyst.demo', name: 'Aarav Mehta' }
const CONNECTED_STUDENT = { email: 'student@catalyst.demo', name: 'Riya Desai' }
const OTHER_CATALYST = { email: 'sofia.martinez@orientaplus.es', name: 'Sofia Martínez' }

/** A drawer's list polls every 5 s (REQUESTS_REFRESH_MS); the other tab's save lands first. */
const ACROSS_TABS = { timeout: 20_000 }

/** Signs in on the login page: opened first (and the mock db reset) when `reset`. */
async function signInAt(page: Page, email: string, reset = false) {
  if (reset || !/\/auth\/login/.test(page.url()))
    await page.goto(`/auth/login${reset ? '?mock-reset' : ''}`)
  await signIn(page, email)
  await expect(page).not.toHaveURL(/\/auth\//, { timeout: 30_000 })
  await waitForPage(page)
}

type Title = 'Catalyst Request' | 'Student Request'

const drawerButton = (page: Page, title: Title) =>
  page.getByRole('button', { name: new RegExp(`^${title}`) })

/** The count badge on the header button (one drawer per role, so one badge at most). */
const countOf = (page: Page, title: Title) =>
  page
    .locator('header button')
    .filter({ hasText: new RegExp(`^${title}`) })
    .getByTestId('request-count')

async function openDrawer(page: Page, title: Title): Promise<Locator> {
  await drawerButton(page, title).click()
  const drawer = page.getByRole('dialog', { name: title })
  await expect(drawer).toBeVisible()
  return drawer
}

interface Answer {
  status: number
  body: { success?: unknown; message?: string }
}

/** A call to the mock backend from inside the tab, as the tab's user or with `token`. */
function api(page: Page, method: 'GET' | 'POST', path: string, body?: unknown, token?: string) {
  return page.evaluate(
    async ({ method, path, body, token }) => {
      const bearer = token ?? sessionStorage.getItem('catalyst_access_token') ?? ''
      const response = await fetch(`/api/v1${path}`, {
        method,
        headers: { 'content-type': 'application/json', authorization: `Bearer ${bearer}` },
        body: body === undefined ? undefined : JSON.stringify(body),
      })
      return { status: response.status, body: (await response.json()) as Answer['body'] }
    },
    { method, path, body, token },
  )
}

async function fillAcceptForm(modal: Locator) {
  await modal.getByRole('textbox', { name: /^College/ }).fill('Delhi University')
  await modal.getByRole('textbox', { name: /^Dream job/ }).fill('Software Engineer')
  await modal.getByRole('textbox', { name: /^Work location/ }).fill('Bengaluru, India')
  await modal.getByRole('textbox', { name: /^Message/ }).fill('Looking forward to it!')
}

test('a student accepts in one window; the Catalyst in another sees it within seconds', async ({
  browser,
}) => {
  const context = await browser.newContext()
  const catalyst = await context.newPage()
  const student = await context.newPage()
  await signInAt(catalyst, CATALYST.email, true)
  await signInAt(student, NEW_STUDENT.email)
  await expect(student).toHaveURL(/\/student-profile$/)

  // Meera's window: five students asked her to connect.
  await catalyst.bringToFront()
  const catalystDrawer = await openDrawer(catalyst, 'Student Request')
  const catalystRows = catalystDrawer
    .getByRole('list', { name: 'Student requests' })
    .locator('> li')
  await expect(catalystRows).toHaveCount(5)
  await expect(
    catalystDrawer.getByRole('button', { name: NEW_STUDENT.name, exact: true }),
  ).toHaveCount(0)

  // Aarav asks Meera to connect too (the call Find Catalysts makes), from his window.
  await student.bringToFront()
  const requests = await api(student, 'GET', '/user/counsellorsRequests')
  const meera = (requests.body.success as Array<{ id: string; given_name: string }>).find(
    (request) => request.given_name === 'Meera',
  )
  expect(meera, 'Meera has a pending request to Aarav').toBeDefined()
  const asked = await api(student, 'POST', `/user/connectWithCounsellor/${meera?.id}`, {
    interest: { college: 'Delhi University', company: 'Software Engineer', stream: 'Bengaluru' },
    invite_message: 'Hello Meera, I would like your guidance.',
  })
  expect(asked.status).toBe(200)

  // ...and it shows in Meera's open drawer without a reload.
  await catalyst.bringToFront()
  await expect(
    catalystDrawer.getByRole('button', { name: NEW_STUDENT.name, exact: true }),
  ).toBeVisible(ACROSS_TABS)
  await expect(catalystRows).toHaveCount(6)
  await expect(countOf(catalyst, 'Student Request')).toHaveText('6 new')

  // Aarav's window: three Catalysts' requests; he accepts Meera's.
  await student.bringToFront()
  await expect(countOf(student, 'Catalyst Request')).toHaveText('3 new')
  const studentDrawer = await openDrawer(student, 'Catalyst Request')
  const studentRows = studentDrawer.getByRole('list', { name: 'Catalyst requests' }).locator('> li')
  await expect(studentRows).toHaveCount(3)
  await studentDrawer.getByRole('button', { name: `Accept ${CATALYST.name}` }).click()
  const modal = student.getByRole('dialog', { name: CATALYST.name })
  const accept = modal.getByRole('button', { name: 'Accept request' })
  await expect(accept).toBeDisabled()
  await fillAcceptForm(modal)
  await expect(accept).toBeEnabled()
  await accept.click()
  await expect(
    student
      .locator('[data-sonner-toast]')
      .filter({ hasText: 'Catalyst request accepted successfully' }),
  ).toBeVisible()
  await expect(modal).toHaveCount(0)
  // Accepting one rejected the others: the list and the badge clear.
  await expect(studentDrawer.getByText('No requests available')).toBeVisible()
  await expect(countOf(student, 'Catalyst Request')).toHaveCount(0)

  // Meera's window: Aarav is no longer a pending request, and he is her student now.
  await catalyst.bringToFront()
  await expect(
    catalystDrawer.getByRole('button', { name: NEW_STUDENT.name, exact: true }),
  ).toHaveCount(0, ACROSS_TABS)
  await expect(catalystRows).toHaveCount(5)
  await expect(countOf(catalyst, 'Student Request')).toHaveText('5 new')
  const students = await api(catalyst, 'GET', '/dashboard/counsellorAcceptedStudents')
  expect((students.body.success as Array<{ name: string }>).map((card) => card.name)).toContain(
    NEW_STUDENT.name,
  )
  const sent = await api(catalyst, 'GET', '/invite/fetchAllRequests')
  expect(sent.body.success).toContainEqual(
    expect.objectContaining({ email: NEW_STUDENT.email, status: 1 }),
  )
  await context.close()
})

test('a connected student is warned before accepting another Catalyst: Cancel, then Continue Anyway', async ({
  page,
}) => {
  await signInAt(page, CONNECTED_STUDENT.email, true)
  await expect(countOf(page, 'Catalyst Request')).toHaveCount(0)

  // Sofia invites Riya from her own sign-in (the Invite Student page's call).
  const signedIn = await api(
    page,
    'POST',
    '/auth/signin',
    { email: OTHER_CATALYST.email, password: DEMO_PASSWORD, keep_me_signed_in: false },
    '',
  )
  const token = (signedIn.body.success as { access_token: string }).access_token
  const invited = await api(
    page,
    'POST',
    '/invite/inviteStudent',
    {
      email: CONNECTED_STUDENT.email,
      message: '<p>Hello Riya, <b>shall we</b> talk?</p>',
      isHtml: true,
    },
    token,
  )
  expect(invited.status).toBe(200)

  // The drawer's count follows on its own.
  await expect(countOf(page, 'Catalyst Request')).toHaveText('1 new', ACROSS_TABS)
  const drawer = await openDrawer(page, 'Catalyst Request')
  await drawer.getByRole('button', { name: `Accept ${OTHER_CATALYST.name}` }).click()
  const warning = page.getByRole('alertdialog', { name: 'You already have a Catalyst' })
  await expect(warning).toContainText(
    'If you accept this request, your existing connection and progress will be lost permanently.',
  )
  await warning.getByRole('button', { name: 'Cancel' }).click()
  await expect(warning).toHaveCount(0)
  await expect(page.getByRole('dialog', { name: OTHER_CATALYST.name })).toHaveCount(0)

  await drawer.getByRole('button', { name: `Accept ${OTHER_CATALYST.name}` }).click()
  await warning.getByRole('button', { name: 'Continue Anyway' }).click()
  const modal = page.getByRole('dialog', { name: OTHER_CATALYST.name })
  await expect(modal.getByText('shall we')).toBeVisible()
  await fillAcceptForm(modal)
  await modal.getByRole('button', { name: 'Accept request' }).click()
  await expect(
    page
      .locator('[data-sonner-toast]')
      .filter({ hasText: 'Catalyst request accepted successfully' }),
  ).toBeVisible()
  await expect(drawer.getByText('No requests available')).toBeVisible()

  // Riya's Catalyst is Sofia now; the connection with Meera ended.
  const info = await api(page, 'GET', '/user/counsellingInfo')
  expect(info.body.success).toMatchObject({ given_name: 'Sofia', status: 1 })
})

test('a Catalyst declines with a reason; the row fades out and the count drops', async ({
  page,
}) => {
  await signInAt(page, CATALYST.email, true)
  await expect(countOf(page, 'Student Request')).toHaveText('5 new')
  const drawer = await openDrawer(page, 'Student Request')
  const rows = drawer.getByRole('list', { name: 'Student requests' }).locator('> li')
  await expect(rows).toHaveCount(5)
  const first = rows.first()
  const name = (await first.getByRole('button').first().textContent()) ?? ''
  await first.getByRole('button', { name: `Decline ${name}` }).click()
  const dialog = page.getByRole('alertdialog', { name: `Decline ${name}'s request` })
  await dialog.getByRole('textbox', { name: 'Reason' }).fill('I am at full capacity this term.')
  await dialog.getByRole('button', { name: 'Decline' }).click()
  await expect(
    page
      .locator('[data-sonner-toast]')
      .filter({ hasText: 'Invitation has been rejected successfully' }),
  ).toBeVisible()
  await expect(drawer.getByRole('button', { name, exact: true })).toHaveCount(0)
  await expect(rows).toHaveCount(4)
  await expect(countOf(page, 'Student Request')).toHaveText('4 new')
})

test('the drawers and their dialogs pass axe, light and dark, at 375 and 1440 px', async ({
  browser,
}) => {
  // Six states scanned at two widths in two themes (24 axe runs, two sign-ins): about 1.5 min on
  // a loaded 2-core machine, too close to the default 2 min.
  test.setTimeout(240_000)
  const context = await browser.newContext({ reducedMotion: 'reduce', colorScheme: 'light' })
  const page = await context.newPage()
  /** Scans what is open now at both widths and in both themes. */
  const scan = async (what: string) => {
    // No hover state in the scan (the primary button's hover colour is the design system's).
    await page.mouse.move(0, 0)
    for (const width of [WIDTHS.wide, WIDTHS.narrow]) {
      await page.setViewportSize({ width, height: VIEWPORT_HEIGHT })
      for (const theme of THEMES) {
        await switchTheme(page, theme)
        // Read again for a few seconds before failing: on a loaded machine the first read after a
        // theme switch can catch the overlays' colours half-way (a real violation stays).
        await expect
          .poll(async () => describeViolations(await seriousViolations(page)), {
            message: `serious or critical axe violations at ${what} (${theme}, ${width}px)`,
            timeout: 5_000,
          })
          .toBe('')
      }
    }
    await switchTheme(page, 'light')
  }

  await signInAt(page, NEW_STUDENT.email, true)
  const drawer = await openDrawer(page, 'Catalyst Request')
  await expect(drawer.getByRole('list', { name: 'Catalyst requests' })).toBeVisible()
  await scan('Catalyst Request drawer')
  await drawer.getByRole('button', { name: CATALYST.name, exact: true }).click()
  const modal = page.getByRole('dialog', { name: CATALYST.name })
  await modal.getByRole('textbox', { name: /^College/ }).fill('12345')
  await modal.getByRole('textbox', { name: /^Dream job/ }).click()
  await modal.getByRole('textbox', { name: /^Message/ }).click()
  await expect(modal.getByText('Dream job is required')).toBeVisible()
  await scan('Catalyst request detail modal with messages')
  await page.keyboard.press('Escape')
  await drawer.getByRole('button', { name: 'Decline James Whitaker' }).click()
  await scan('decline confirmation')
  await page.keyboard.press('Escape')
  await page.keyboard.press('Escape')
  await expect(drawer).toHaveCount(0)

  await signOut(page)
  await signInAt(page, CATALYST.email)
  const catalystDrawer = await openDrawer(page, 'Student Request')
  const rows = catalystDrawer.getByRole('list', { name: 'Student requests' }).locator('> li')
  await expect(rows).toHaveCount(5)
  await scan('Student Request drawer')
  await rows.last().getByRole('button').first().click()
  await expect(page.getByRole('dialog').getByRole('region', { name: 'Interests' })).toBeVisible()
  await scan('student profile modal')
  await page.getByRole('dialog').getByRole('button', { name: 'Decline' }).click()
  await expect(page.getByRole('alertdialog')).toBeVisible()
  await scan('decision reason dialog')
  await context.close()
})
