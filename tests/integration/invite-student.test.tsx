import { act, screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { toast } from 'sonner'
import { describe, expect, it } from 'vitest'

import type { InviteStatsByMonth, SentInvite } from '@/api/generated/types.gen'
import { db, type UserRecord } from '@mocks/db'
import { seedScenario } from '@mocks/seed'
import { demoAccounts } from '@mocks/seed/demo-accounts'
import { api } from '@mocks/testing/api'
import { issueSignInTokens } from '@mocks/services/tokens'
import { latestMailTo } from '@mocks/services/mailbox'
import { findUserByEmail } from '@mocks/services/relations'
import { clearFaults, injectFault } from '@mocks/testing/faults'

import { withMockServer } from '../msw'
import { renderRoute } from '../render-route'

/**
 * The Invite Student page (issue 11 point 1; spec part 1 sections 2, 3, 5, 6, 7, 8, 9), rendered
 * in the real route tree as a Catalyst against the mock backend.
 */
const server = withMockServer()

type View = Awaited<ReturnType<typeof renderRoute>>
type User = View['user']

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
]
const monthsSoFar = () => MONTHS.slice(0, new Date().getMonth() + 1)
const currentMonth = () => MONTHS[new Date().getMonth()]!
const SPEC_DATE = /^\d{1,2} [A-Z]{3} \d{4}$/

function account(key: keyof typeof demoAccounts): UserRecord {
  const user = findUserByEmail(demoAccounts[key].email)
  if (!user) throw new Error(`no ${key} in the seed`)
  return user
}

const invitesOf = (counsellorId: string) =>
  db.connections.findMany((q) => q.where({ counsellorId, direction: 'invite' }))

/** A sent invitation written straight into the db. */
async function addInvite(counsellor: UserRecord, fields: Partial<SentInvite> & { email: string }) {
  return db.connections.create({
    id: crypto.randomUUID(),
    direction: 'invite',
    counsellorId: counsellor.id,
    studentId: null,
    studentEmail: fields.email,
    status: fields.status ?? 0,
    message: null,
    interest: null,
    replyMessage: null,
    reason: null,
    createdAt: fields.created_at ?? new Date().toISOString(),
    decidedAt: fields.accept_reject_date ?? null,
  })
}

const emailField = () => screen.getByRole('textbox', { name: /^Student e-mail/ })
const noteField = () => screen.getByRole('textbox', { name: 'Note (optional)' })
const inviteButton = () => screen.getByRole('button', { name: 'Invite' })
const htmlSwitch = () => screen.getByRole('switch', { name: 'HTML mode' })
const preview = () => screen.getByTestId('note-preview')

async function openPage(options: Parameters<typeof renderRoute>[1] = { as: 'counsellor' }) {
  const view = await renderRoute('/invite-student', options)
  expect(await screen.findByRole('heading', { level: 1, name: 'Invite Student' })).toBeVisible()
  return view
}

const latestPanel = () => screen.getByRole('region', { name: 'Latest requests' })
const statsPanel = () => screen.getByRole('region', { name: 'Request statistics' })

/** The latest-requests rows once loaded: [e-mail, sent on, status] per row. */
async function latestRows(): Promise<string[][]> {
  const table = await within(latestPanel()).findByRole('table', { name: 'Latest sent requests' })
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent ?? ''),
    )
}

const toastsShown = () => {
  const region = screen.queryByRole('region', { name: /^Notifications/ })
  return region
    ? within(region)
        .queryAllByRole('listitem')
        .map((item) => item.textContent ?? '')
    : []
}

async function expectToast(text: string) {
  await waitFor(() => expect(toastsShown()).toContain(text), { timeout: 3_000 })
}

/** Earlier toasts go first, so the one a step expects is its own. */
async function dismissToasts() {
  act(() => {
    toast.dismiss()
  })
  await waitFor(() => expect(toastsShown()).toEqual([]))
}

async function typeEmail(user: User, email: string) {
  await user.clear(emailField())
  if (email) await user.type(emailField(), email)
}

async function openSeeMore(user: User) {
  await user.click(within(latestPanel()).getByRole('button', { name: 'See More' }))
  return screen.findByRole('dialog', { name: 'Sent requests' })
}

/** The figures of the month tab shown: its caption (the figure's text alternative). */
function shownCaption(): string {
  const panel = within(statsPanel()).getByRole('tabpanel')
  return within(panel).getByRole('figure').querySelector('figcaption')?.textContent ?? ''
}

// ---------------------------------------------------------------------------------------------

describe('the e-mail field', () => {
  it('keeps Invite disabled while the e-mail is invalid, with the spec’s messages', async () => {
    const { user } = await openPage()
    expect(inviteButton()).toBeDisabled()

    await user.type(emailField(), 'not-an-email')
    await user.tab()
    expect(await screen.findByText('Please enter a valid email address.')).toBeVisible()
    expect(emailField()).toHaveAttribute('aria-invalid', 'true')
    expect(inviteButton()).toBeDisabled()

    // Enter cannot send (Invite is disabled): the toast says why.
    await user.type(emailField(), '{Enter}')
    await expectToast('Please enter a valid email')
    await dismissToasts()

    await typeEmail(user, '')
    expect(await screen.findByText('Please enter email')).toBeVisible()
    await user.type(emailField(), '{Enter}')
    await expectToast('Please enter email')
    expect(inviteButton()).toBeDisabled()

    await dismissToasts()
    await typeEmail(user, 'a.student@example.org')
    expect(inviteButton()).toBeEnabled()
    expect(screen.queryByText('Please enter email')).toBeNull()
    expect(screen.queryByText('Please enter a valid email address.')).toBeNull()

    // The contract's limit: 50 characters.
    await typeEmail(user, `${'a'.repeat(40)}@example.org`)
    expect(inviteButton()).toBeDisabled()
    expect(await screen.findByText('Please enter a valid email address.')).toBeVisible()
  })
})

describe('the note', () => {
  it('previews plain text as text', async () => {
    const { user } = await openPage()
    expect(htmlSwitch()).not.toBeChecked()
    expect(within(preview()).getByText(/Your note will show here/)).toBeVisible()
    await user.type(noteField(), 'Hi <b>Rahul</b>, let us talk')
    expect(within(preview()).getByText('Hi <b>Rahul</b>, let us talk')).toBeVisible()
    expect(preview().innerHTML).not.toContain('<b>')
    // Plain text is never checked as HTML.
    await user.type(noteField(), ' <p>')
    expect(screen.queryByText('Invalid HTML content')).toBeNull()
  })

  it('in HTML mode shows Invalid HTML content and blocks sending with Invalid HTML in the message', async () => {
    const { user } = await openPage()
    const counsellor = account('counsellor')
    const before = invitesOf(counsellor.id).length
    await user.type(emailField(), 'html.student@example.org')
    await user.click(htmlSwitch())
    expect(htmlSwitch()).toBeChecked()
    await user.type(noteField(), '<p><b>Welcome</p></b>')
    expect(await screen.findByText('Invalid HTML content')).toBeVisible()
    expect(noteField()).toHaveAttribute('aria-invalid', 'true')
    // The e-mail is valid, so Invite is enabled: pressing it is refused on the page.
    expect(inviteButton()).toBeEnabled()
    await user.click(inviteButton())
    await expectToast('Invalid HTML in the message')
    expect(invitesOf(counsellor.id)).toHaveLength(before)
    expect(latestMailTo('html.student@example.org')).toBeUndefined()

    // Well formed again: the message goes and the preview renders the formatting.
    await user.clear(noteField())
    await user.type(noteField(), '<p><b>Welcome</b> aboard</p>')
    await waitFor(() => expect(screen.queryByText('Invalid HTML content')).toBeNull())
    expect(within(preview()).getByText('Welcome').tagName).toBe('B')

    // Back to plain text: the same note is no longer HTML, so nothing is invalid.
    await user.clear(noteField())
    await user.type(noteField(), '<p>')
    expect(await screen.findByText('Invalid HTML content')).toBeVisible()
    await user.click(htmlSwitch())
    expect(screen.queryByText('Invalid HTML content')).toBeNull()
  })

  it('renders the HTML preview only through the sanitiser', async () => {
    const { user } = await openPage()
    await user.click(htmlSwitch())
    await user.click(noteField())
    await user.paste(
      '<p onclick="window.__inviteXss = 1">Hello <strong>there</strong>' +
        '<img src="x" onerror="window.__inviteXss = 2"><script>window.__inviteXss = 3</script>' +
        '<a href="javascript:window.__inviteXss = 4">link</a><iframe src="https://evil.example"></iframe></p>',
    )
    expect(within(preview()).getByText('there').tagName).toBe('STRONG')
    const html = preview().innerHTML
    expect(html).toContain('<img src="x">')
    expect(html).not.toMatch(/onclick|onerror|<script|javascript:|<iframe/i)
    expect(within(preview()).getByText('link')).not.toHaveAttribute('href')
    expect((window as { __inviteXss?: number }).__inviteXss).toBeUndefined()
  })
})

describe('sending an invitation', () => {
  it('sends, toasts, clears the form and refreshes the latest list and the statistics', async () => {
    const { user } = await openPage()
    const counsellor = account('counsellor')
    await latestRows()
    await waitFor(() => expect(shownCaption()).not.toBe(''))
    const sentBefore = Number(/^(\d+) invitations? sent/.exec(shownCaption())?.[1] ?? 0)

    await user.type(emailField(), 'New.Invitee@Example.org')
    await user.click(htmlSwitch())
    await user.type(noteField(), '<p>Let us plan your <b>engineering</b> applications.</p>')
    await user.click(inviteButton())
    await expectToast('Invite request sent successfully')

    // The form is ready for the next student; the mode chosen stays.
    expect(emailField()).toHaveValue('')
    expect(noteField()).toHaveValue('')
    expect(htmlSwitch()).toBeChecked()
    expect(inviteButton()).toBeDisabled()

    const [first] = await latestRows()
    expect(first?.[0]).toMatch(/^new\.invitee@example\.org/)
    expect(first?.[2]).toBe('Pending')
    await waitFor(() =>
      expect(shownCaption()).toMatch(
        new RegExp(`^${sentBefore + 1} invitations? sent in ${currentMonth()}`),
      ),
    )

    // The server stored the sanitised note and mailed the address (no account yet: register).
    const [link] = invitesOf(counsellor.id).filter(
      (row) => row.studentEmail === 'new.invitee@example.org',
    )
    expect(link).toMatchObject({
      status: 0,
      message: '<p>Let us plan your <b>engineering</b> applications.</p>',
    })
    expect(latestMailTo('new.invitee@example.org', 'invite')?.link).toMatch(/\/auth\/registration$/)
  })

  it('tells an unapproved Catalyst on the form, which is off, and the server refuses too', async () => {
    await openPage({ as: 'pendingCounsellor' })
    const pending = account('pendingCounsellor')
    const form = screen.getByRole('region', { name: 'Invite a student' })
    // Said where they start (issue 27), not in a toast after a filled form.
    expect(within(form).getByText('You cannot send invites.')).toBeVisible()
    // The banner above says why, once.
    expect(screen.getAllByText('Your profile is awaiting moderator approval.')).toHaveLength(1)
    expect(
      within(form).getByText('You can invite students once a moderator has approved your profile.'),
    ).toBeVisible()
    expect(emailField()).toBeDisabled()
    expect(noteField()).toBeDisabled()
    expect(inviteButton()).toBeDisabled()
    // The server holds the rule whatever the form does.
    const { accessToken } = await issueSignInTokens(pending)
    const refused = await api('POST', '/invite/inviteStudent', {
      token: accessToken,
      body: { email: 'someone@example.org' },
    })
    expect(refused.status).toBe(403)
    expect(refused.body.message).toBe(
      'Your profile is awaiting moderator approval. You cannot send invites.',
    )
    expect(invitesOf(pending.id)).toHaveLength(0)
  })

  it('keeps what was typed when the call fails, and sends it on the next try', async () => {
    const { user } = await openPage()
    await user.type(emailField(), 'retry.student@example.org')
    await user.click(htmlSwitch())
    await user.type(noteField(), '<p>Second try</p>')
    injectFault('inviteStudent', 500, { times: 1, message: 'The invite service is down' })
    await user.click(inviteButton())
    await expectToast('The invite service is down')
    expect(emailField()).toHaveValue('retry.student@example.org')
    expect(noteField()).toHaveValue('<p>Second try</p>')
    expect(htmlSwitch()).toBeChecked()
    expect(inviteButton()).toBeEnabled()

    await dismissToasts()
    injectFault('inviteStudent', 'network', { times: 1 })
    await user.click(inviteButton())
    await expectToast('Network error or no response from server')
    expect(emailField()).toHaveValue('retry.student@example.org')

    await user.click(inviteButton())
    await expectToast('Invite request sent successfully')
    expect(emailField()).toHaveValue('')
  })

  it('shows the server’s refusal of a second pending invitation', async () => {
    const { user } = await openPage()
    await user.type(emailField(), 'tanvi.kulkarni@gmail.com')
    await user.click(inviteButton())
    await expectToast('An invitation is already pending for this email.')
    expect(emailField()).toHaveValue('tanvi.kulkarni@gmail.com')
  })
})

describe('latest sent requests', () => {
  it('pads to 4 rows with dashes and words every status and date as the spec does', async () => {
    await seedScenario('empty')
    const counsellor = account('counsellor')
    await addInvite(counsellor, {
      email: 'older@example.org',
      status: 3,
      created_at: '2026-01-05T09:00:00.000Z',
    })
    await addInvite(counsellor, {
      email: 'newer@example.org',
      status: 1,
      created_at: '2026-02-14T09:00:00.000Z',
      accept_reject_date: '2026-02-16T09:00:00.000Z',
    })
    await openPage({ as: 'counsellor', scenario: null })
    expect(await latestRows()).toEqual([
      ['newer@example.orgSent 14 FEB 2026', '14 FEB 2026', 'Approved'],
      ['older@example.orgSent 5 JAN 2026', '5 JAN 2026', 'Discontinued'],
      ['—No request', '—', '—'],
      ['—No request', '—', '—'],
    ])
  })

  it('labels Pending, Approved, Declined and Discontinued', async () => {
    await seedScenario('empty')
    const counsellor = account('counsellor')
    for (const [index, status] of ([2, 0, 3, 1] as const).entries())
      await addInvite(counsellor, {
        email: `s${index}@example.org`,
        status,
        created_at: new Date(Date.now() - (10 - index) * 86_400_000).toISOString(),
      })
    await openPage({ as: 'counsellor', scenario: null })
    const rows = await latestRows()
    expect(rows.map((row) => row[2])).toEqual(['Approved', 'Discontinued', 'Pending', 'Declined'])
    for (const row of rows) expect(row[1]).toMatch(SPEC_DATE)
  })

  it('shows No requests sent when nothing was sent', async () => {
    await openPage({ as: 'counsellor', scenario: 'empty' })
    expect(
      await within(latestPanel()).findByRole('heading', { name: 'No requests sent' }),
    ).toBeVisible()
    expect(within(latestPanel()).queryByRole('table')).toBeNull()
  })

  it('shows a loading state while the list loads', async () => {
    injectFault('fetchLatestFourRequests', { delayMs: 400 }, { times: 1 })
    await openPage()
    expect(within(latestPanel()).getByRole('status')).toHaveTextContent(
      'Loading the latest requests...',
    )
    expect(await latestRows()).toHaveLength(4)
    clearFaults()
  })

  it('shows what failed with Retry, and Retry recovers', async () => {
    injectFault('fetchLatestFourRequests', 500, { message: 'Lists are resting' })
    const { user } = await openPage()
    const alert = await within(latestPanel()).findByRole('alert')
    expect(alert).toHaveTextContent('The latest requests could not be loaded')
    expect(alert).toHaveTextContent('Lists are resting')
    // The rest of the page works: the form is there.
    expect(emailField()).toBeEnabled()
    clearFaults()
    await user.click(within(alert).getByRole('button', { name: 'Retry' }))
    expect(await latestRows()).toHaveLength(4)
    expect(within(latestPanel()).queryByRole('alert')).toBeNull()
  })
})

describe('See More', () => {
  it('lists every sent request in pages, filtered by status', async () => {
    const { user } = await openPage()
    const counsellor = account('counsellor')
    const all = invitesOf(counsellor.id)
    const count = (status: number) => all.filter((link) => link.status === status).length
    expect(all.length).toBeGreaterThan(10)

    const dialog = await openSeeMore(user)
    const table = await within(dialog).findByRole('table', { name: 'Sent requests' })
    const bodyRows = () => within(within(dialog).getByRole('table')).getAllByRole('row').slice(1)
    expect(bodyRows()).toHaveLength(10)
    const pages = within(dialog).getByRole('navigation', { name: 'Pages of sent requests' })
    expect(within(pages).getByRole('status')).toHaveTextContent(`1–10 of ${all.length}`)
    expect(within(pages).getByRole('button', { name: 'Previous' })).toBeDisabled()
    // Answered column: accepted ones carry a date, pending ones a dash.
    expect(within(table).getByRole('columnheader', { name: 'Answered on' })).toBeInTheDocument()

    await user.click(within(pages).getByRole('button', { name: 'Next' }))
    expect(within(pages).getByRole('status')).toHaveTextContent(
      `11–${Math.min(20, all.length)} of ${all.length}`,
    )
    expect(within(pages).getByText(`Page 2 of ${Math.ceil(all.length / 10)}`)).toBeVisible()

    const filter = within(dialog).getByRole('combobox', { name: 'Status' })
    expect(
      within(filter)
        .getAllByRole('option')
        .map((option) => [option.textContent, (option as HTMLOptionElement).value]),
    ).toEqual([
      ['All', '-1'],
      ['Pending', '0'],
      ['Approved', '1'],
      ['Declined', '2'],
      ['Discontinued', '3'],
    ])
    for (const [label, status] of [
      ['Approved', 1],
      ['Declined', 2],
      ['Discontinued', 3],
      ['Pending', 0],
    ] as const) {
      await user.selectOptions(filter, label)
      const rows = bodyRows()
      expect(rows).toHaveLength(Math.min(10, count(status)))
      for (const row of rows) expect(within(row).getByText(label)).toBeVisible()
      // A new filter starts on its first page.
      expect(within(dialog).getByRole('status')).toHaveTextContent(
        `1–${Math.min(10, count(status))} of ${count(status)}`,
      )
    }
  })

  it('says No requests found for a status with none, and No requests sent with none at all', async () => {
    await seedScenario('empty')
    await addInvite(account('counsellor'), { email: 'only.pending@example.org', status: 0 })
    const { user } = await openPage({ as: 'counsellor', scenario: null })
    const dialog = await openSeeMore(user)
    await within(dialog).findByRole('table')
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Status' }), 'Declined')
    expect(within(dialog).getByRole('heading', { name: 'No requests found' })).toBeVisible()
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Status' }), 'All')
    expect(within(dialog).getByText('only.pending@example.org')).toBeVisible()
  })

  it('shows No requests sent in the overlay when nothing was sent', async () => {
    const { user } = await openPage({ as: 'counsellor', scenario: 'empty' })
    const dialog = await openSeeMore(user)
    expect(await within(dialog).findByRole('heading', { name: 'No requests sent' })).toBeVisible()
  })

  it('shows an error with Retry when the list cannot be read', async () => {
    injectFault('fetchAllRequests', 500)
    const { user } = await openPage()
    const dialog = await openSeeMore(user)
    const alert = await within(dialog).findByRole('alert')
    expect(alert).toHaveTextContent('Sent requests could not be loaded')
    clearFaults()
    await user.click(within(alert).getByRole('button', { name: 'Retry' }))
    expect(await within(dialog).findByRole('table', { name: 'Sent requests' })).toBeVisible()
  })
})

describe('request statistics', () => {
  it('has one tab per month from January to this month, this month shown first', async () => {
    const stats: InviteStatsByMonth = {}
    monthsSoFar().forEach((month, index) => {
      stats[month as keyof InviteStatsByMonth] = {
        accepted: index + 1,
        rejected: 1,
        invited: 2,
        dropped: index === 0 ? 0 : 1,
        total: index + 4 + (index === 0 ? 0 : 1),
      }
    })
    server.use(
      http.get('*/api/v1/invite/fetchCounsellingStats/:id', () =>
        HttpResponse.json({ success: stats }),
      ),
    )
    const { user } = await openPage()
    const tabs = await within(statsPanel()).findAllByRole('tab')
    expect(tabs.map((tab) => tab.textContent)).toEqual(monthsSoFar().map((m) => m.slice(0, 3)))
    expect(tabs.map((tab) => tab.getAttribute('title'))).toEqual(monthsSoFar())
    expect(within(statsPanel()).getByRole('tab', { selected: true })).toHaveAccessibleDescription(
      currentMonth(),
    )

    await user.click(within(statsPanel()).getByRole('tab', { name: 'Jan' }))
    expect(shownCaption()).toBe(
      '4 invitations sent in January: 1 accepted, 1 rejected, 2 awaiting an answer, 0 dropped.',
    )
    const figure = within(within(statsPanel()).getByRole('tabpanel')).getByRole('figure')
    const terms = within(figure)
      .getAllByRole('term')
      .map((term) => term.textContent)
    const values = within(figure)
      .getAllByRole('definition')
      .map((value) => value.textContent)
    expect(terms).toEqual([
      'Accepted',
      'Rejected',
      'Invited (awaiting an answer)',
      'Dropped',
      'Total',
    ])
    expect(values).toEqual(['1', '1', '2', '0', '4'])
    // The bars are each answer's share of the month.
    expect(
      within(figure)
        .getAllByTestId('share-bar')
        .map((bar) => bar.getAttribute('data-share')),
    ).toEqual(['25', '25', '50', '0'])
  })

  it('says so when a month has no invitations', async () => {
    await openPage({ as: 'counsellor', scenario: 'empty' })
    await waitFor(() => expect(shownCaption()).toBe(`No invitations sent in ${currentMonth()}.`))
  })

  it('shows an error with Retry when the statistics cannot be read', async () => {
    injectFault('fetchCounsellingStats', 'network')
    const { user } = await openPage()
    const alert = await within(statsPanel()).findByRole('alert')
    expect(alert).toHaveTextContent('Request statistics could not be loaded')
    expect(alert).toHaveTextContent('Network error or no response from server')
    clearFaults()
    await user.click(within(alert).getByRole('button', { name: 'Retry' }))
    await waitFor(() => expect(shownCaption()).toMatch(/sent in|No invitations/))
  })
})
