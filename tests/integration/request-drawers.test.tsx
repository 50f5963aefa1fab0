import { act, screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { toast } from 'sonner'
import { describe, expect, it } from 'vitest'

import type { CatalystRequest, StudentRequest } from '@/api/generated/types.gen'
import { db, type UserRecord } from '@mocks/db'
import { seedScenario } from '@mocks/seed'
import { demoAccounts } from '@mocks/seed/demo-accounts'
import { findUserByEmail, INVITE_STATUS } from '@mocks/services/relations'
import { createLink } from '@mocks/testing/fixtures'
import { clearFaults, injectFault } from '@mocks/testing/faults'

import { withMockServer } from '../msw'
import { renderRoute } from '../render-route'

/**
 * The two request drawers of issue 11 (spec part 1 sections 2, 3, 4, 5, 8, 9; part 2 section 9):
 * the student's Catalyst Request drawer and the Catalyst's Student Request drawer, rendered in
 * the real route tree against the mock backend.
 */
const server = withMockServer()

type View = Awaited<ReturnType<typeof renderRoute>>
type User = View['user']

const GENERIC_500 = 'Something went wrong'

function account(key: keyof typeof demoAccounts): UserRecord {
  const user = findUserByEmail(demoAccounts[key].email)
  if (!user) throw new Error(`no ${key} in the seed`)
  return user
}

const catalystByName = (firstName: string) => {
  const user = db.users.findFirst((q) => q.where({ firstName, role: 'counsellor' }))
  if (!user) throw new Error(`no Catalyst ${firstName}`)
  return user
}

/**
 * The drawer's header button; its name carries the count ("Catalyst Request 3 new"). Found by its
 * text, so also while the drawer is open and hides the rest of the page from assistive technology.
 */
const drawerButton = (title: string) =>
  waitFor(
    () => {
      const button = screen
        .getAllByRole('button', { hidden: true })
        .find((element) => element.textContent?.startsWith(title))
      if (!button) throw new Error(`no ${title} button`)
      return button
    },
    // The drawer loads beside the page (signed-in-layout.tsx): on a loaded machine, seconds.
    { timeout: 8_000 },
  )

/** The count on the button, or null when it shows none. */
const countOn = async (title: string) =>
  within(await drawerButton(title)).queryByTestId('request-count')?.textContent ?? null

async function openDrawer(user: User, title: 'Catalyst Request' | 'Student Request') {
  await user.click(await drawerButton(title))
  return screen.findByRole('dialog', { name: title })
}

/** The rows of the drawer's list (its own items, not the stats lists inside), once loaded. */
async function rowsIn(drawer: HTMLElement, list: string): Promise<HTMLElement[]> {
  const element = await within(drawer).findByRole('list', { name: list }, { timeout: 3_000 })
  return [...element.children] as HTMLElement[]
}

/** The row whose name button reads `name`. */
async function rowOf(drawer: HTMLElement, list: string, name: string): Promise<HTMLElement> {
  const row = (await rowsIn(drawer, list)).find((item) =>
    within(item).queryByRole('button', { name }),
  )
  if (!row) throw new Error(`no row for ${name}`)
  return row
}

/** A modal's details: each term (dt) with its definition (dd). */
function detailsIn(modal: HTMLElement): Record<string, string> {
  const terms = within(modal).getAllByRole('term')
  const definitions = within(modal).getAllByRole('definition')
  return Object.fromEntries(
    terms.map((term, index) => [term.textContent, definitions[index]?.textContent ?? '']),
  )
}

/** Earlier toasts go first, so the one a step expects is its own. */
async function dismissToasts() {
  act(() => {
    toast.dismiss()
  })
  const region = screen.queryByRole('region', { name: /^Notifications/ })
  if (region) await waitFor(() => expect(within(region).queryAllByRole('listitem')).toHaveLength(0))
}

const toastsShown = () =>
  within(screen.getByRole('region', { name: /^Notifications/ }))
    .queryAllByRole('listitem')
    .map((item) => item.textContent ?? '')

/**
 * Watches `row` from before the decision: when it starts to fade (and how it looks then), and,
 * once awaited, how long it stayed on screen fading.
 */
function watchFade(row: HTMLElement) {
  let started: number | undefined
  let fading = { inert: false, transparent: false }
  const observer = new MutationObserver(() => {
    if (started !== undefined || !row.hasAttribute('data-leaving')) return
    started = performance.now()
    fading = { inert: row.hasAttribute('inert'), transparent: row.classList.contains('opacity-0') }
  })
  observer.observe(row, { attributes: true })
  return async () => {
    await waitFor(() => expect(row).not.toBeInTheDocument(), { interval: 5, timeout: 3_000 })
    const ended = performance.now()
    observer.disconnect()
    expect(started, 'the row faded before it left').toBeDefined()
    expect(fading).toEqual({ inert: true, transparent: true })
    return ended - (started ?? ended)
  }
}

// ---------------------------------------------------------------------------------------------

describe('header buttons by role', () => {
  it.each([
    ['newStudent', '/student-profile', 'Catalyst Request', 'Student Request'],
    ['counsellor', '/dashboard', 'Student Request', 'Catalyst Request'],
  ] as const)('gives %s the %s drawer only', async (as, url, shown, absent) => {
    await renderRoute(url, { as })
    expect(await drawerButton(shown)).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: new RegExp(`^${absent}`) })).toBeNull()
  })

  it('gives other roles no request drawer', async () => {
    await renderRoute('/learningHub', { as: 'parent' })
    expect(await screen.findByRole('heading', { level: 1, name: 'Find Catalysts' })).toBeVisible()
    expect(screen.queryByRole('button', { name: /Request/ })).toBeNull()
  })
})

describe('Catalyst Request drawer (student)', () => {
  it('counts the pending requests on the button and lists them newest first', async () => {
    const { user } = await renderRoute('/student-profile', { as: 'newStudent' })
    const button = await drawerButton('Catalyst Request')
    await waitFor(() => expect(button).toHaveAccessibleName('Catalyst Request 3 new'))
    expect(within(button).getByTestId('request-count')).toHaveTextContent(/^3/)

    const drawer = await openDrawer(user, 'Catalyst Request')
    expect(within(drawer).getByText('Catalysts who would like to guide you.')).toBeVisible()
    const rows = await rowsIn(drawer, 'Catalyst requests')
    expect(rows.map((row) => within(row).getAllByRole('button')[0]?.textContent)).toEqual([
      'Kenji Watanabe',
      'Meera Iyer',
      'James Whitaker',
    ])
    const [kenji, meera] = rows as [HTMLElement, HTMLElement]
    expect(within(kenji).getByText('Japan')).toBeVisible()
    // Relative time (spec part 1 section 9) with the date as a tooltip.
    expect(within(kenji).getByText('1d')).toHaveAttribute(
      'title',
      expect.stringMatching(/^\d+ [A-Z]{3} \d{4}$/),
    )
    expect(within(meera).getByText('3d')).toBeVisible()
    expect(within(meera).getByRole('button', { name: 'Decline Meera Iyer' })).toBeEnabled()
    expect(within(meera).getByRole('button', { name: 'Accept Meera Iyer' })).toBeEnabled()
    // The demo Catalyst has connected students, pathways and answered requests.
    expect(within(meera).getByRole('list', { name: 'Catalyst stats' })).toBeVisible()
  })

  it('shows stats badges only when numeric, badges and response time only above 0, and the fallbacks', async () => {
    const base = {
      created_at: new Date(Date.now() - 2 * 60 * 60 * 1000).toISOString(),
      status: 0,
      inviteMessage: null,
    } as const
    const requests: CatalystRequest[] = [
      {
        ...base,
        id: '7d3c1a8e-1f2b-4c5d-8e9f-0a1b2c3d4e5f',
        given_name: 'Priya',
        family_name: 'Sharma',
        country: 'India',
        badgeCount: 2,
        stats: { guidance_impact: 92, no_pathway_recommended: 14, avg_res_time: 3.5 },
      },
      {
        ...base,
        id: '8e4d2b9f-2a3c-4d6e-9fa0-1b2c3d4e5f60',
        given_name: 'Zero',
        family_name: 'Stats',
        country: 'Spain',
        badgeCount: 0,
        stats: { guidance_impact: 0, no_pathway_recommended: 0, avg_res_time: 0 },
      },
      {
        ...base,
        id: '9f5e3c0a-3b4d-4e7f-a0b1-2c3d4e5f6071',
        given_name: '',
        family_name: null,
        country: null,
        picture: null,
        stats: { guidance_impact: null, no_pathway_recommended: null, avg_res_time: null },
      },
    ]
    server.use(
      http.get('*/api/v1/user/counsellorsRequests', () => HttpResponse.json({ success: requests })),
    )
    const { user } = await renderRoute('/student-profile', { as: 'newStudent' })
    const drawer = await openDrawer(user, 'Catalyst Request')
    const [full, zero, unknown] = await rowsIn(drawer, 'Catalyst requests')

    const stats = (row: HTMLElement | undefined) =>
      within(row!)
        .queryAllByRole('listitem')
        .map((item) => item.textContent)
    expect(stats(full)).toEqual([
      expect.stringContaining('Guidance impact 92%'),
      expect.stringContaining('14 pathways recommended'),
      expect.stringContaining('Replies in about 4 hours'),
    ])
    expect(within(full!).getByText('2 badges earned')).toBeInTheDocument()
    // Numeric 0: the impact shows; pathways, response time and badges do not.
    expect(stats(zero)).toEqual([expect.stringContaining('Guidance impact 0%')])
    expect(within(zero!).queryByText(/badges? earned/)).toBeNull()
    // Not numeric: nothing; no name or country: the spec's placeholders.
    expect(within(unknown!).queryByRole('list', { name: 'Catalyst stats' })).toBeNull()
    expect(within(unknown!).getByRole('button', { name: 'Unknown Name' })).toBeVisible()
    expect(within(unknown!).getByText('Unknown Country')).toBeVisible()
    expect(within(unknown!).getByText('2h')).toBeVisible()

    // The detail modal: no message gives N/A.
    await user.click(within(unknown!).getByRole('button', { name: 'Unknown Name' }))
    const modal = await screen.findByRole('dialog', { name: 'Unknown Name' })
    expect(within(modal).getByText(/^Unknown Country · Requested /)).toBeVisible()
    expect(within(modal).getByText('N/A')).toBeVisible()
  })

  it('renders a Catalyst’s message only through the sanitiser', async () => {
    await seedScenario('demo')
    const meera = account('counsellor')
    const student = account('newStudent')
    await db.connections.update((q) => q.where({ counsellorId: meera.id, studentId: student.id }), {
      data(link) {
        link.message =
          '<p>Hello <strong>there</strong><img src="x" onerror="window.__drawerXss = 1"><script>window.__drawerXss = 2</script></p>'
      },
    })
    const { user } = await renderRoute('/student-profile', { as: 'newStudent', scenario: null })
    const drawer = await openDrawer(user, 'Catalyst Request')
    await rowsIn(drawer, 'Catalyst requests')
    await user.click(within(drawer).getByRole('button', { name: 'Meera Iyer' }))
    const modal = await screen.findByRole('dialog', { name: 'Meera Iyer' })
    expect(within(modal).getByText('there').tagName).toBe('STRONG')
    expect(modal.innerHTML).toContain('<img src="x">')
    expect(modal.innerHTML).not.toMatch(/onerror|<script/i)
    expect((window as { __drawerXss?: number }).__drawerXss).toBeUndefined()
  })

  it('keeps Accept disabled unless the answers are valid, changed and all three filled, with the spec’s messages', async () => {
    const { user } = await renderRoute('/student-profile', { as: 'newStudent' })
    const drawer = await openDrawer(user, 'Catalyst Request')
    await rowsIn(drawer, 'Catalyst requests')
    await user.click(within(drawer).getByRole('button', { name: 'Meera Iyer' }))
    const modal = await screen.findByRole('dialog', { name: 'Meera Iyer' })
    const submit = within(modal).getByRole('button', { name: 'Accept request' })
    const college = within(modal).getByLabelText(/^College/)
    const company = within(modal).getByLabelText(/^Dream job/)
    const stream = within(modal).getByLabelText(/^Work location/)

    // Untouched: not changed, nothing filled.
    expect(submit).toBeDisabled()
    expect(within(modal).getByText('In 2-3 words, e.g. Delhi University')).toBeVisible()

    // Required, once left empty.
    await user.click(college)
    await user.click(company)
    await user.click(stream)
    await user.tab()
    expect(await within(modal).findByText('College name is required')).toBeVisible()
    expect(within(modal).getByText('Dream job is required')).toBeVisible()
    expect(within(modal).getByText('Work location is required')).toBeVisible()

    // Not only numbers.
    await user.type(college, '12345')
    await user.type(company, '42')
    await user.type(stream, '560001')
    expect(await within(modal).findByText('College name cannot be only numbers')).toBeVisible()
    expect(within(modal).getByText('Dream job cannot be only numbers')).toBeVisible()
    expect(within(modal).getByText('Work location cannot be only numbers')).toBeVisible()
    expect(submit).toBeDisabled()

    await user.clear(college)
    await user.type(college, 'Delhi University')
    await user.clear(company)
    await user.type(company, 'Software Engineer')
    expect(submit).toBeDisabled() // work location is still only digits
    await user.clear(stream)
    await user.type(stream, 'Bengaluru, India')
    await waitFor(() => expect(submit).toBeEnabled())
    expect(within(modal).queryByText(/is required|cannot be only numbers/)).toBeNull()

    // Blank again (spaces only): disabled.
    await user.clear(company)
    await user.type(company, '   ')
    await waitFor(() => expect(submit).toBeDisabled())
    expect(await within(modal).findByText('Dream job is required')).toBeVisible()

    // The message is optional.
    await user.clear(company)
    await user.type(company, 'Software Engineer')
    await waitFor(() => expect(submit).toBeEnabled())
    expect(within(modal).getByRole('textbox', { name: /^Message/ })).toHaveValue('')
  })

  it('accepting one request rejects all the others: toast, list and badge clear, with the fade', async () => {
    const { user } = await renderRoute('/student-profile', { as: 'newStudent' })
    const drawer = await openDrawer(user, 'Catalyst Request')
    const rows = await rowsIn(drawer, 'Catalyst requests')
    expect(rows).toHaveLength(3)
    const faded = rows.map(watchFade)
    await user.click(within(drawer).getByRole('button', { name: 'Accept Meera Iyer' }))
    const modal = await screen.findByRole('dialog', { name: 'Meera Iyer' })
    await user.type(within(modal).getByLabelText(/^College/), 'Delhi University')
    await user.type(within(modal).getByLabelText(/^Dream job/), 'Software Engineer')
    await user.type(within(modal).getByLabelText(/^Work location/), 'Bengaluru')
    await user.type(within(modal).getByRole('textbox', { name: /^Message/ }), 'Thank you!')
    await user.click(within(modal).getByRole('button', { name: 'Accept request' }))

    expect(await screen.findByText('Catalyst request accepted successfully')).toBeInTheDocument()
    await waitFor(() => expect(modal).not.toBeInTheDocument())
    // Every row fades out together (300 ms, part 2 section 9), then the empty state.
    for (const elapsed of await Promise.all(faded.map((done) => done()))) {
      expect(elapsed).toBeGreaterThanOrEqual(290)
      expect(elapsed).toBeLessThan(1_500)
    }
    expect(await within(drawer).findByText('No requests available')).toBeVisible()
    expect(await countOn('Catalyst Request')).toBeNull()

    // The server: Meera accepted with the answers, the other two rejected.
    const student = account('newStudent')
    const links = db.connections.findMany((q) => q.where({ studentId: student.id }))
    const byCatalyst = (firstName: string) =>
      links.find((link) => link.counsellorId === catalystByName(firstName).id)
    expect(byCatalyst('Meera')).toMatchObject({
      status: INVITE_STATUS.accepted,
      interest: { college: 'Delhi University', company: 'Software Engineer', stream: 'Bengaluru' },
      replyMessage: 'Thank you!',
    })
    expect(byCatalyst('James')?.status).toBe(INVITE_STATUS.rejected)
    expect(byCatalyst('Kenji')?.status).toBe(INVITE_STATUS.rejected)
  })

  it('warns an already connected student first, with Cancel and Continue Anyway, then shows the accept form', async () => {
    await seedScenario('demo')
    const sofia = catalystByName('Sofia')
    await createLink({
      direction: 'invite',
      counsellorId: sofia.id,
      student: account('student'),
      message: 'Hi! I would love to guide you.',
    })
    const { user } = await renderRoute('/find-counsellors', { as: 'student', scenario: null })
    const drawer = await openDrawer(user, 'Catalyst Request')
    await rowsIn(drawer, 'Catalyst requests')

    await user.click(within(drawer).getByRole('button', { name: 'Accept Sofia Martínez' }))
    const warning = await screen.findByRole('alertdialog', { name: 'You already have a Catalyst' })
    expect(warning).toHaveTextContent(
      'If you accept this request, your existing connection and progress will be lost permanently.',
    )
    await user.click(within(warning).getByRole('button', { name: 'Cancel' }))
    await waitFor(() => expect(warning).not.toBeInTheDocument())
    expect(screen.queryByRole('dialog', { name: 'Sofia Martínez' })).toBeNull()

    // The name leads to the same accept form, so the same warning.
    await user.click(within(drawer).getByRole('button', { name: 'Sofia Martínez' }))
    const again = await screen.findByRole('alertdialog', { name: 'You already have a Catalyst' })
    await user.click(within(again).getByRole('button', { name: 'Continue Anyway' }))
    const modal = await screen.findByRole('dialog', { name: 'Sofia Martínez' })
    expect(within(modal).getByText('Hi! I would love to guide you.')).toBeVisible()
    await user.type(within(modal).getByLabelText(/^College/), 'IIT Bombay')
    await user.type(within(modal).getByLabelText(/^Dream job/), 'Data Scientist')
    await user.type(within(modal).getByLabelText(/^Work location/), 'Mumbai')
    await user.click(within(modal).getByRole('button', { name: 'Accept request' }))
    expect(await screen.findByText('Catalyst request accepted successfully')).toBeInTheDocument()

    // The old connection is gone (dropped), Sofia is the Catalyst now.
    const student = account('student')
    const accepted = db.connections.findMany((q) =>
      q.where({ studentId: student.id, status: INVITE_STATUS.accepted }),
    )
    expect(accepted.map((link) => link.counsellorId)).toEqual([sofia.id])
  })

  it('goes straight to the accept form for a student who is not connected', async () => {
    const { user } = await renderRoute('/student-profile', { as: 'newStudent' })
    const drawer = await openDrawer(user, 'Catalyst Request')
    await rowsIn(drawer, 'Catalyst requests')
    await user.click(within(drawer).getByRole('button', { name: 'Accept James Whitaker' }))
    expect(await screen.findByRole('dialog', { name: 'James Whitaker' })).toBeVisible()
    expect(screen.queryByRole('alertdialog')).toBeNull()
  })

  it('shows "Failed to accept Catalyst request" when the success flag is false, keeping the answers and the list', async () => {
    server.use(
      http.post('*/api/v1/invite/counsellor/:decision/:id', () =>
        HttpResponse.json({ success: false, message: 'Not accepted' }),
      ),
    )
    const { user } = await renderRoute('/student-profile', { as: 'newStudent' })
    const drawer = await openDrawer(user, 'Catalyst Request')
    await rowsIn(drawer, 'Catalyst requests')
    await user.click(within(drawer).getByRole('button', { name: 'Accept Meera Iyer' }))
    const modal = await screen.findByRole('dialog', { name: 'Meera Iyer' })
    await user.type(within(modal).getByLabelText(/^College/), 'Delhi University')
    await user.type(within(modal).getByLabelText(/^Dream job/), 'Designer')
    await user.type(within(modal).getByLabelText(/^Work location/), 'Pune')
    await user.click(within(modal).getByRole('button', { name: 'Accept request' }))

    expect(await screen.findByText('Failed to accept Catalyst request')).toBeInTheDocument()
    expect(toastsShown().some((text) => text.includes('Catalyst request accepted'))).toBe(false)
    expect(within(modal).getByLabelText(/^College/)).toHaveValue('Delhi University')
    await user.keyboard('{Escape}')
    await waitFor(() => expect(modal).not.toBeInTheDocument())
    expect(await rowsIn(drawer, 'Catalyst requests')).toHaveLength(3)
  })

  it('shows "Try Again" (and the server’s message) when accepting fails, keeping the answers', async () => {
    const { user } = await renderRoute('/student-profile', { as: 'newStudent' })
    const drawer = await openDrawer(user, 'Catalyst Request')
    await rowsIn(drawer, 'Catalyst requests')
    await user.click(within(drawer).getByRole('button', { name: 'Accept Meera Iyer' }))
    const modal = await screen.findByRole('dialog', { name: 'Meera Iyer' })
    await user.type(within(modal).getByLabelText(/^College/), 'Delhi University')
    await user.type(within(modal).getByLabelText(/^Dream job/), 'Designer')
    await user.type(within(modal).getByLabelText(/^Work location/), 'Pune')
    injectFault('decideCounsellorRequest', 500, { times: 1 })
    await user.click(within(modal).getByRole('button', { name: 'Accept request' }))
    expect(await screen.findByText('Try Again')).toBeInTheDocument()
    expect(await screen.findByText(GENERIC_500)).toBeInTheDocument()
    expect(within(modal).getByLabelText(/^Work location/)).toHaveValue('Pune')
    // Nothing changed on the server; a second try goes through.
    await dismissToasts()
    await user.click(within(modal).getByRole('button', { name: 'Accept request' }))
    expect(await screen.findByText('Catalyst request accepted successfully')).toBeInTheDocument()
  })

  it('declines one request: the toast, then the row fades out and the count drops', async () => {
    const { user } = await renderRoute('/student-profile', { as: 'newStudent' })
    const drawer = await openDrawer(user, 'Catalyst Request')
    await rowsIn(drawer, 'Catalyst requests')
    const row = await rowOf(drawer, 'Catalyst requests', 'James Whitaker')
    const faded = watchFade(row)
    await user.click(within(row).getByRole('button', { name: 'Decline James Whitaker' }))
    const confirm = await screen.findByRole('alertdialog', {
      name: "Decline James Whitaker's request?",
    })
    await user.click(within(confirm).getByRole('button', { name: 'Decline' }))
    expect(await screen.findByText('Catalyst request rejected successfully')).toBeInTheDocument()
    expect(await faded()).toBeGreaterThanOrEqual(290)
    expect(await rowsIn(drawer, 'Catalyst requests')).toHaveLength(2)
    await waitFor(async () => expect(await countOn('Catalyst Request')).toBe('2 new'))
    const james = db.connections.findFirst((q) =>
      q.where({ counsellorId: catalystByName('James').id, studentId: account('newStudent').id }),
    )
    expect(james?.status).toBe(INVITE_STATUS.rejected)
  })

  it('keeps the list when declining fails, with "Try Again"', async () => {
    const { user } = await renderRoute('/student-profile', { as: 'newStudent' })
    const drawer = await openDrawer(user, 'Catalyst Request')
    await rowsIn(drawer, 'Catalyst requests')
    injectFault('decideCounsellorRequest', 500)
    await user.click(within(drawer).getByRole('button', { name: 'Decline Kenji Watanabe' }))
    const confirm = await screen.findByRole('alertdialog', {
      name: "Decline Kenji Watanabe's request?",
    })
    await user.click(within(confirm).getByRole('button', { name: 'Decline' }))
    expect(await screen.findByText('Try Again')).toBeInTheDocument()
    expect(await screen.findByText(GENERIC_500)).toBeInTheDocument()
    expect(screen.queryByText('Catalyst request rejected successfully')).toBeNull()
    // The dialog stays for another try; the list is kept, no row leaving.
    expect(confirm).toBeInTheDocument()
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }))
    const rows = await rowsIn(drawer, 'Catalyst requests')
    expect(rows).toHaveLength(3)
    expect(rows.some((row) => row.hasAttribute('data-leaving'))).toBe(false)

    // No answer at all: the same.
    clearFaults()
    injectFault('decideCounsellorRequest', 'network')
    await dismissToasts()
    await user.click(within(drawer).getByRole('button', { name: 'Decline Kenji Watanabe' }))
    const again = await screen.findByRole('alertdialog')
    await user.click(within(again).getByRole('button', { name: 'Decline' }))
    expect(await screen.findByText('Try Again')).toBeInTheDocument()
    await user.click(within(again).getByRole('button', { name: 'Cancel' }))
    expect(await rowsIn(drawer, 'Catalyst requests')).toHaveLength(3)
  })

  it('shows "Try Again" when a decline comes back with a false success flag', async () => {
    server.use(
      http.post('*/api/v1/invite/counsellor/:decision/:id', () =>
        HttpResponse.json({ success: false, message: 'Not now' }),
      ),
    )
    const { user } = await renderRoute('/student-profile', { as: 'newStudent' })
    const drawer = await openDrawer(user, 'Catalyst Request')
    await rowsIn(drawer, 'Catalyst requests')
    await user.click(within(drawer).getByRole('button', { name: 'Decline Kenji Watanabe' }))
    const confirm = await screen.findByRole('alertdialog')
    await user.click(within(confirm).getByRole('button', { name: 'Decline' }))
    expect(await screen.findByText('Try Again')).toBeInTheDocument()
    expect(screen.queryByText('Catalyst request rejected successfully')).toBeNull()
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }))
    expect(await rowsIn(drawer, 'Catalyst requests')).toHaveLength(3)
  })

  it('says "No requests available" when there are none, with no count on the button', async () => {
    const { user } = await renderRoute('/find-counsellors', { as: 'student' })
    const button = await drawerButton('Catalyst Request')
    await waitFor(() => expect(screen.getByRole('heading', { level: 1 })).toBeVisible())
    expect(within(button).queryByTestId('request-count')).toBeNull()
    const drawer = await openDrawer(user, 'Catalyst Request')
    expect(await within(drawer).findByText('No requests available')).toBeVisible()
  })

  it('shows a loading state while the list is on its way', async () => {
    injectFault('getCounsellorsRequests', { delayMs: 800 }, { times: 1 })
    const { user } = await renderRoute('/student-profile', { as: 'newStudent' })
    const drawer = await openDrawer(user, 'Catalyst Request')
    expect(within(drawer).getByText('Loading requests...')).toBeInTheDocument()
    expect(await rowsIn(drawer, 'Catalyst requests')).toHaveLength(3)
    expect(within(drawer).queryByText('Loading requests...')).toBeNull()
  })

  it('shows an error with Retry instead of a blank drawer, leaves the page alone, and recovers', async () => {
    await dismissToasts()
    injectFault('getCounsellorsRequests', 500)
    const { user } = await renderRoute('/student-profile', { as: 'newStudent' })
    const drawer = await openDrawer(user, 'Catalyst Request')
    expect(await within(drawer).findByText('Requests could not be loaded')).toBeVisible()
    expect(within(drawer).getByText(GENERIC_500)).toBeVisible()
    expect(within(drawer).queryByText('No requests available')).toBeNull()
    // A failing drawer read is not the page's failure, and nothing is toasted for it.
    const region = screen.queryByRole('region', { name: /^Notifications/ })
    expect(region ? within(region).queryAllByRole('listitem') : []).toHaveLength(0)
    await user.keyboard('{Escape}')
    expect(await screen.findByRole('heading', { level: 1, name: 'Student Profile' })).toBeVisible()
    clearFaults()
    const reopened = await openDrawer(user, 'Catalyst Request')
    await user.click(within(reopened).getByRole('button', { name: 'Retry' }))
    expect(await rowsIn(reopened, 'Catalyst requests')).toHaveLength(3)
  })
})

// ---------------------------------------------------------------------------------------------

/** The demo Catalyst's pending student requests, newest first, as the drawer lists them. */
function pendingNames(): string[] {
  const meera = account('counsellor')
  return db.connections
    .findMany((q) =>
      q.where({ counsellorId: meera.id, direction: 'request', status: INVITE_STATUS.pending }),
    )
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt))
    .map((link) => {
      const student = db.users.findFirst((q) => q.where({ id: link.studentId ?? '' }))
      return [student?.firstName, student?.lastName].filter(Boolean).join(' ')
    })
}

describe('Student Request drawer (Catalyst)', () => {
  it('counts the pending requests on the button and lists them newest first', async () => {
    const { user } = await renderRoute('/dashboard', { as: 'counsellor' })
    const names = pendingNames()
    expect(names).toHaveLength(5)
    const button = await drawerButton('Student Request')
    await waitFor(() => expect(button).toHaveAccessibleName('Student Request 5 new'))
    const drawer = await openDrawer(user, 'Student Request')
    expect(within(drawer).getByText('Students who would like you as their Catalyst.')).toBeVisible()
    const rows = await rowsIn(drawer, 'Student requests')
    expect(rows.map((row) => within(row).getAllByRole('button')[0]?.textContent)).toEqual(names)
    expect(within(rows[0]!).getByText('1d')).toBeVisible()
  })

  it('opens the student’s profile from the name: interests, education, country, message', async () => {
    await seedScenario('demo')
    const meera = account('counsellor')
    const link = db.connections.findFirst((q) =>
      q.where({ counsellorId: meera.id, direction: 'request', status: INVITE_STATUS.pending }),
    )!
    await db.connections.update((q) => q.where({ id: link.id }), {
      data(record) {
        record.interest = { college: 'IIT Delhi', company: 'Product designer', stream: 'Pune' }
        record.message = 'I would like guidance on <b>design</b> schools.'
      },
    })
    const student = db.users.findFirst((q) => q.where({ id: link.studentId ?? '' }))!
    const name = `${student.firstName} ${student.lastName ?? ''}`.trim()
    const { user } = await renderRoute('/dashboard', { as: 'counsellor', scenario: null })
    const drawer = await openDrawer(user, 'Student Request')
    await rowsIn(drawer, 'Student requests')
    await user.click(within(drawer).getByRole('button', { name }))
    const modal = await screen.findByRole('dialog', { name })
    expect(detailsIn(modal)).toEqual({
      Country: student.country,
      ...(student.city ? { City: student.city } : {}),
      Education: 'IIT Delhi',
      'Dream job': 'Product designer',
      'Work location': 'Pune',
    })
    expect(within(modal).getByText('design').tagName).toBe('B')
    expect(within(modal).getByText(/^Requested \d+ [A-Z]{3} \d{4}$/)).toBeVisible()

    // Accept from the profile asks for the reason too.
    await user.click(within(modal).getByRole('button', { name: 'Accept' }))
    expect(
      await screen.findByRole('alertdialog', { name: `Accept ${name}'s request` }),
    ).toBeVisible()
  })

  it('shows the placeholders for a student without name, country, interests or message', async () => {
    const bare: StudentRequest = {
      created_at: new Date(Date.now() - 30_000).toISOString(),
      user_details: {
        given_name: '  ',
        family_name: null,
        country: null,
        sk: 'USER#0b1c2d3e-4f50-4617-8293-a4b5c6d7e8f9',
      },
      inviteMessage: null,
      interests: {},
    }
    server.use(
      http.get('*/api/v1/dashboard/studentsRequestData', () =>
        HttpResponse.json({ success: [bare] }),
      ),
    )
    const { user } = await renderRoute('/dashboard', { as: 'counsellor' })
    const drawer = await openDrawer(user, 'Student Request')
    const [row] = await rowsIn(drawer, 'Student requests')
    expect(within(row!).getByText('Unknown Country')).toBeVisible()
    expect(within(row!).getByText('Now')).toBeVisible()
    await user.click(within(row!).getByRole('button', { name: 'Unknown Name' }))
    const modal = await screen.findByRole('dialog', { name: 'Unknown Name' })
    // No education or interests given: no Education line, N/A for interests and message.
    expect(detailsIn(modal)).toEqual({ Country: 'Unknown Country' })
    expect(within(modal).getByRole('region', { name: 'Interests' })).toHaveTextContent(
      'InterestsN/A',
    )
    expect(within(modal).getByRole('region', { name: 'Message' })).toHaveTextContent('MessageN/A')
  })

  it('accepts with a reason: the toast, the 300 ms fade, the count drops, the server has it', async () => {
    const { user } = await renderRoute('/dashboard', { as: 'counsellor' })
    const [first] = pendingNames()
    const drawer = await openDrawer(user, 'Student Request')
    await rowsIn(drawer, 'Student requests')
    const row = await rowOf(drawer, 'Student requests', first!)
    const faded = watchFade(row)
    await user.click(within(row).getByRole('button', { name: `Accept ${first}` }))
    const dialog = await screen.findByRole('alertdialog', { name: `Accept ${first}'s request` })
    await user.type(within(dialog).getByLabelText('Reason'), 'Happy to help')
    await user.click(within(dialog).getByRole('button', { name: 'Accept' }))

    expect(await screen.findByText('Invitation has been accepted successfully')).toBeInTheDocument()
    expect(await faded()).toBeGreaterThanOrEqual(290)
    expect(await rowsIn(drawer, 'Student requests')).toHaveLength(4)
    await waitFor(async () => expect(await countOn('Student Request')).toBe('4 new'))
    const meera = account('counsellor')
    const accepted = db.connections.findMany((q) =>
      q.where({ counsellorId: meera.id, direction: 'request', reason: 'Happy to help' }),
    )
    expect(accepted.map((link) => link.status)).toEqual([INVITE_STATUS.accepted])
  })

  it('declines with no reason at all (the reason has no validation)', async () => {
    const { user } = await renderRoute('/dashboard', { as: 'counsellor' })
    const names = pendingNames()
    const last = names.at(-1)!
    const drawer = await openDrawer(user, 'Student Request')
    await rowsIn(drawer, 'Student requests')
    const row = await rowOf(drawer, 'Student requests', last)
    await user.click(within(row).getByRole('button', { name: `Decline ${last}` }))
    const dialog = await screen.findByRole('alertdialog', { name: `Decline ${last}'s request` })
    expect(within(dialog).getByLabelText('Reason')).toHaveValue('')
    await user.click(within(dialog).getByRole('button', { name: 'Decline' }))
    expect(await screen.findByText('Invitation has been rejected successfully')).toBeInTheDocument()
    await waitFor(() => expect(row).not.toBeInTheDocument())
    expect(pendingNames()).toEqual(names.slice(0, -1))
  })

  it('keeps a request whose answer fails, with "Try Again" and the reason typed', async () => {
    const { user } = await renderRoute('/dashboard', { as: 'counsellor' })
    const [first] = pendingNames()
    const drawer = await openDrawer(user, 'Student Request')
    await rowsIn(drawer, 'Student requests')
    injectFault('decideStudentRequest', 500)
    await user.click(within(drawer).getByRole('button', { name: `Decline ${first}` }))
    const dialog = await screen.findByRole('alertdialog', { name: `Decline ${first}'s request` })
    await user.type(within(dialog).getByLabelText('Reason'), 'At capacity')
    await user.click(within(dialog).getByRole('button', { name: 'Decline' }))
    expect(await screen.findByText('Try Again')).toBeInTheDocument()
    expect(await screen.findByText(GENERIC_500)).toBeInTheDocument()
    expect(within(dialog).getByLabelText('Reason')).toHaveValue('At capacity')
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    const rows = await rowsIn(drawer, 'Student requests')
    expect(rows).toHaveLength(5)
    expect(rows.some((row) => row.hasAttribute('data-leaving'))).toBe(false)
    expect(pendingNames()).toHaveLength(5)
  })

  it('shows "Try Again" for a false success flag and keeps the request', async () => {
    server.use(
      http.post('*/api/v1/invite/student/:studentId/:action', () =>
        HttpResponse.json({ success: false, message: 'Not now' }),
      ),
    )
    const { user } = await renderRoute('/dashboard', { as: 'counsellor' })
    const [first] = pendingNames()
    const drawer = await openDrawer(user, 'Student Request')
    await rowsIn(drawer, 'Student requests')
    await user.click(within(drawer).getByRole('button', { name: `Accept ${first}` }))
    const dialog = await screen.findByRole('alertdialog')
    await user.click(within(dialog).getByRole('button', { name: 'Accept' }))
    expect(await screen.findByText('Try Again')).toBeInTheDocument()
    expect(screen.queryByText('Invitation has been accepted successfully')).toBeNull()
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    expect(await rowsIn(drawer, 'Student requests')).toHaveLength(5)
  })

  it('says "No requests available" when there are none', async () => {
    server.use(
      http.get('*/api/v1/dashboard/studentsRequestData', () => HttpResponse.json({ success: [] })),
    )
    const { user } = await renderRoute('/dashboard', { as: 'counsellor' })
    const drawer = await openDrawer(user, 'Student Request')
    expect(await within(drawer).findByText('No requests available')).toBeVisible()
    expect(await countOn('Student Request')).toBeNull()
  })

  it('shows a loading state while the list is on its way', async () => {
    injectFault('getStudentsRequestData', { delayMs: 800 }, { times: 1 })
    const { user } = await renderRoute('/dashboard', { as: 'counsellor' })
    const drawer = await openDrawer(user, 'Student Request')
    expect(within(drawer).getByText('Loading requests...')).toBeInTheDocument()
    expect(await rowsIn(drawer, 'Student requests')).toHaveLength(5)
  })

  it('shows an error with Retry when the list cannot be read, and recovers', async () => {
    injectFault('getStudentsRequestData', 'network')
    const { user } = await renderRoute('/dashboard', { as: 'counsellor' })
    const drawer = await openDrawer(user, 'Student Request')
    expect(await within(drawer).findByText('Requests could not be loaded')).toBeVisible()
    expect(within(drawer).getByText('Network error or no response from server')).toBeVisible()
    clearFaults()
    await user.click(within(drawer).getByRole('button', { name: 'Retry' }))
    expect(await rowsIn(drawer, 'Student requests')).toHaveLength(5)
  })
})

describe('both sides stay current', () => {
  it('a new request from the other side shows in the open drawer without a reload', async () => {
    const { user } = await renderRoute('/student-profile', { as: 'newStudent' })
    const drawer = await openDrawer(user, 'Catalyst Request')
    expect(await rowsIn(drawer, 'Catalyst requests')).toHaveLength(3)
    // Aisha invites the student from her own sign-in (another window).
    await createLink({
      direction: 'invite',
      counsellorId: catalystByName('Aisha').id,
      student: account('newStudent'),
    })
    // The list refetches on its interval (REQUESTS_REFRESH_MS, 5 s).
    await waitFor(async () => expect(await rowsIn(drawer, 'Catalyst requests')).toHaveLength(4), {
      timeout: 8_000,
    })
    expect(within(drawer).getByRole('button', { name: 'Aisha Rahman' })).toBeVisible()
  }, 15_000)
})
