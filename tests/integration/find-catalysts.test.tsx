import { screen, waitFor, within } from '@testing-library/react'
import { delay, http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'

import type { Catalyst } from '@/api/generated/types.gen'
import { db, type UserRecord } from '@mocks/db'
import { PAYMENT_STATUS } from '@mocks/handlers/billing/billing'
import { seedScenario } from '@mocks/seed'
import { demoAccounts } from '@mocks/seed/demo-accounts'
import { findUserByEmail, INVITE_STATUS } from '@mocks/services/relations'
import { giveActivePlan } from '@mocks/testing/factories'
import { createLink, createUser } from '@mocks/testing/fixtures'
import { clearFaults, injectFault } from '@mocks/testing/faults'

import { withMockServer } from '../msw'
import { renderRoute } from '../render-route'

/**
 * Find Catalysts (issue 11 point 5; spec part 2 sections 2, 3, 4, 5, 8, 9; part 1 section 9):
 * the student's directory of Catalysts, rendered in the real route tree against the mock backend.
 */
const server = withMockServer()

type View = Awaited<ReturnType<typeof renderRoute>>
type User = View['user']

const URL = '/find-counsellors'
const WAIT = { timeout: 5_000 }
const directoryRead = '*/api/v1/user/counsellors'

function account(key: keyof typeof demoAccounts): UserRecord {
  const user = findUserByEmail(demoAccounts[key].email)
  if (!user) throw new Error(`no ${key} in the seed`)
  return user
}

const catalystNamed = (firstName: string) => {
  const user = db.users.findFirst((q) => q.where({ firstName, role: 'counsellor' }))
  if (!user) throw new Error(`no Catalyst ${firstName}`)
  return user
}

/** The names on the cards, in order. */
const cardNames = () =>
  screen
    .queryAllByRole('article')
    .map((card) => within(card).getByRole('heading', { level: 2 }).textContent)

const card = (name: string) => screen.getByRole('article', { name })

/** The demo directory's Prime Catalysts after the featured ones, in the server's order. */
const OTHERS_LISTED = [
  'James Whitaker',
  'Kenji Watanabe',
  'Marta Kowalska',
  'Rafael Souza',
  'Chloé Laurent',
  'Min-jun Park',
  // In the demo Catalyst's Prime team (issue 34): listed under the team's plan.
  'Arjun Menon',
]

/** Renders the page and waits for the first cards. */
async function openDirectory(
  as: 'student' | 'newStudent',
  options: { scenario?: null } = {},
): Promise<View> {
  const view = await renderRoute(URL, { as, ...options })
  await screen.findAllByRole('article', {}, WAIT)
  return view
}

async function openForm(user: User, name: string) {
  await user.click(within(card(name)).getByRole('button', { name: 'Connect' }))
  return screen.findByRole('dialog', { name: `Connect with ${name}` })
}

async function fillForm(user: User, form: HTMLElement, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) {
    const field = within(form).getByLabelText(new RegExp(`^${label}`))
    await user.clear(field)
    if (value) await user.type(field, value)
  }
}

const validAnswers = {
  College: 'Delhi University',
  'Dream job': 'Data Scientist',
  'Work location': 'Bengaluru',
}

describe('Find Catalysts directory (part 2 sections 2, 3, 4)', () => {
  it('shows the catalysts with name, country and last seen, and hides the connected one', async () => {
    await openDirectory('student')
    expect(screen.getByRole('heading', { level: 1, name: 'Find Catalysts' })).toBeVisible()
    expect(screen.getByRole('searchbox', { name: 'Search catalyst name' })).toHaveAttribute(
      'placeholder',
      'Search catalyst name...',
    )
    // Meera Iyer is the demo student's connected Catalyst: accepted ones are hidden. Only Prime
    // and Elite Access Catalysts are listed (issue 34): Aisha Rahman (now Basic) is not.
    expect(cardNames()).toEqual(['Sofia Martínez', 'Amara Okafor', ...OTHERS_LISTED])
    expect(screen.queryByRole('article', { name: 'Meera Iyer' })).toBeNull()
    expect(screen.queryByRole('article', { name: 'Aisha Rahman' })).toBeNull()
    expect(screen.getByText('9 Catalysts')).toBeVisible()
    const sofia = card('Sofia Martínez')
    expect(within(sofia).getByText('Spain')).toBeVisible()
    expect(within(sofia).getByText(/^Last seen/)).toHaveTextContent(
      /^Last seen (Now|\d+(m|h|d|w|mo|y) ago)$/,
    )
    expect(within(sofia).getByRole('button', { name: 'Connect' })).toBeEnabled()
  })

  it('puts requested catalysts last; the Requested toggle shows only those', async () => {
    await seedScenario('demo')
    await createLink({
      direction: 'request',
      counsellorId: catalystNamed('James').id,
      student: account('student'),
    })
    const { user } = await openDirectory('student', { scenario: null })
    // Sofia Martínez and Amara Okafor are featured (Elite Access) and keep the top.
    expect(cardNames()).toEqual([
      'Sofia Martínez',
      'Amara Okafor',
      ...OTHERS_LISTED.filter((name) => name !== 'James Whitaker'),
      'James Whitaker',
    ])
    const sent = within(card('James Whitaker')).getByRole('button', { name: 'Request Sent' })
    expect(sent).toHaveAttribute('aria-disabled', 'true')

    // Clicking a request sent earlier says it is pending, and opens nothing.
    await user.click(sent)
    expect(await screen.findByText('Your connection request is pending')).toBeInTheDocument()
    expect(screen.queryByRole('dialog')).toBeNull()

    const toggle = screen.getByRole('button', { name: 'Requested' })
    expect(toggle).toHaveAttribute('aria-pressed', 'false')
    await user.click(toggle)
    expect(toggle).toHaveAttribute('aria-pressed', 'true')
    expect(cardNames()).toEqual(['James Whitaker'])
    await user.click(toggle)
    expect(cardNames()).toHaveLength(9)
  })

  it('puts Elite Access Catalysts first with a Featured badge, and only while their plan is active (issue 29)', async () => {
    await seedScenario('demo')
    // Kenji Watanabe subscribes to Elite Access too, and the student has asked him already.
    await giveActivePlan(catalystNamed('Kenji'), 'elite')
    await createLink({
      direction: 'request',
      counsellorId: catalystNamed('Kenji').id,
      student: account('student'),
    })
    await openDirectory('student', { scenario: null })
    // Featured first; within each group the spec's order (a requested one after the others).
    expect(cardNames()).toEqual([
      'Sofia Martínez',
      'Amara Okafor',
      'Kenji Watanabe',
      ...OTHERS_LISTED.filter((name) => name !== 'Kenji Watanabe'),
    ])
    for (const name of ['Sofia Martínez', 'Amara Okafor', 'Kenji Watanabe'])
      expect(within(card(name)).getByText('Featured')).toBeVisible()
    for (const name of ['James Whitaker', 'Marta Kowalska'])
      expect(within(card(name)).queryByText('Featured')).toBeNull()
  })

  it('stops featuring a Catalyst who moves from Elite Access to Prime, and lists them still', async () => {
    await seedScenario('demo')
    await giveActivePlan(catalystNamed('Sofia'), 'prime')
    await openDirectory('student', { scenario: null })
    expect(within(card('Sofia Martínez')).queryByText('Featured')).toBeNull()
    expect(cardNames()[0]).toBe('Amara Okafor')
    expect(screen.getAllByText('Featured')).toHaveLength(1)
  })

  it('takes a Catalyst whose Elite Access is cancelled out of the directory', async () => {
    await seedScenario('demo')
    const sofia = catalystNamed('Sofia')
    await db.checkouts.update((q) => q.where({ userId: sofia.id }), {
      data(record) {
        record.payment_status = PAYMENT_STATUS.canceled
      },
    })
    await openDirectory('student', { scenario: null })
    expect(screen.queryByRole('article', { name: 'Sofia Martínez' })).toBeNull()
    expect(cardNames()).toHaveLength(8)
  })

  it('searches given or family names, case-insensitively, after a 300 ms pause', async () => {
    const { user } = await openDirectory('student')
    const search = screen.getByRole('searchbox', { name: 'Search catalyst name' })

    await user.type(search, 'WHIT')
    // Debounced: the grid has not changed yet.
    expect(cardNames()).toHaveLength(9)
    await waitFor(() => expect(cardNames()).toEqual(['James Whitaker']))

    await user.clear(search)
    await user.type(search, 'marta')
    await waitFor(() => expect(cardNames()).toEqual(['Marta Kowalska']))

    // Accents need not be typed; Enter applies the search at once.
    await user.clear(search)
    await user.type(search, 'martinez{Enter}')
    expect(cardNames()).toEqual(['Sofia Martínez'])

    // The connected Catalyst stays hidden even when her name is searched.
    await user.clear(search)
    await user.type(search, 'iyer{Enter}')
    expect(cardNames()).toEqual([])
    expect(screen.getByRole('heading', { name: 'No catalyst found' })).toBeVisible()
    expect(screen.getByText('Try adjusting your search criteria')).toBeVisible()

    await user.clear(search)
    await waitFor(() => expect(cardNames()).toHaveLength(9))
  })

  it("shows each Catalyst's specialisation and bio, so a student has something to choose by", async () => {
    await seedScenario('demo')
    // A Catalyst who wrote neither shows no empty lines in their place.
    await db.users.update((q) => q.where({ id: catalystNamed('Sofia').id }), {
      data(record) {
        record.bio = '  '
        record.specializationArea = null
      },
    })
    await openDirectory('student', { scenario: null })
    const kenji = card('Kenji Watanabe')
    const { specializationArea, bio } = catalystNamed('Kenji')
    expect(specializationArea && bio).toBeTruthy()
    expect(within(kenji).getByText(specializationArea!)).toBeVisible()
    expect(within(kenji).getByText(bio!)).toBeVisible()
    expect(within(card('Sofia Martínez')).queryByText(/Study Abroad|I help students/)).toBeNull()
  })

  it('shows the empty state with the Requested toggle on and nobody asked', async () => {
    const { user } = await openDirectory('newStudent')
    await user.click(screen.getByRole('button', { name: 'Requested' }))
    expect(screen.getByRole('heading', { name: 'No catalyst found' })).toBeVisible()
    expect(screen.getByText('Try adjusting your search criteria')).toBeVisible()
  })

  it('uses the fallbacks and shows badges only when numeric (and above 0 for badges and replies)', async () => {
    const id = (n: number) => `00000000-0000-4000-8000-00000000000${n}`
    const list: Catalyst[] = [
      {
        id: id(1),
        status: 'none',
        featured: false,
        takesInquiries: true,
        given_name: null,
        family_name: null,
        country: null,
        lastSeen: null,
      },
      {
        id: id(2),
        status: 'none',
        featured: false,
        takesInquiries: true,
        given_name: 'Zero',
        family_name: 'Stats',
        country: 'Kenya',
        lastSeen: new Date(Date.now() - 3 * 60 * 60 * 1000).toISOString(),
        badgeCount: 0,
        stats: { guidance_impact: 0, no_pathway_recommended: 0, avg_res_time: 0 },
      },
      {
        id: id(3),
        status: 'none',
        featured: false,
        takesInquiries: true,
        given_name: 'Full',
        family_name: null,
        country: '  ',
        lastSeen: new Date().toISOString(),
        badgeCount: 2,
        stats: { guidance_impact: 72.4, no_pathway_recommended: 1, avg_res_time: 5.25 },
      },
    ]
    server.use(http.get(directoryRead, () => HttpResponse.json({ success: list })))
    await openDirectory('newStudent')

    const unknown = card('Unknown Name')
    expect(within(unknown).getByText('Unknown Country')).toBeVisible()
    expect(within(unknown).getByText(/^Last seen/)).toHaveTextContent(/^Last seen N\/A$/)
    expect(within(unknown).queryByRole('list', { name: 'Catalyst stats' })).toBeNull()
    expect(within(unknown).queryByText(/badge/)).toBeNull()

    // Numeric impact shows even at 0; pathways, replies and badges only above 0.
    const zero = card('Zero Stats')
    expect(within(zero).getByText(/^Last seen/)).toHaveTextContent(/^Last seen 3h ago$/)
    expect(within(zero).getByRole('list', { name: 'Catalyst stats' })).toHaveTextContent(
      /^Guidance impact 0%$/,
    )
    expect(within(zero).queryByText(/badge/)).toBeNull()

    const full = card('Full')
    expect(within(full).getByText('Unknown Country')).toBeVisible()
    expect(within(full).getByText(/^Last seen/)).toHaveTextContent(/^Last seen Now$/)
    const stats = within(full).getByRole('list', { name: 'Catalyst stats' })
    expect(within(stats).getByText('Guidance impact 72%')).toBeInTheDocument()
    expect(within(stats).getByText('1 pathway recommended')).toBeInTheDocument()
    expect(within(stats).getByText('Replies in about 5 hours')).toBeInTheDocument()
    expect(within(full).getByText('2 badges earned')).toBeInTheDocument()
  })

  it('shows a page of cards at a time', async () => {
    await seedScenario('demo')
    // Listed Catalysts: on Prime (issue 34).
    for (let index = 0; index < 30; index += 1)
      await giveActivePlan(
        await createUser({ role: 'counsellor', firstName: `Extra${index}`, lastName: 'Guide' }),
        'prime',
      )
    const { user } = await openDirectory('student', { scenario: null })
    expect(cardNames()).toHaveLength(24)
    expect(screen.getByText('Showing 24 of 39 Catalysts')).toBeVisible()
    await user.click(screen.getByRole('button', { name: 'Show more Catalysts' }))
    expect(cardNames()).toHaveLength(39)
    expect(screen.getByText('39 Catalysts')).toBeVisible()
    expect(screen.queryByRole('button', { name: 'Show more Catalysts' })).toBeNull()
    // A new search starts again from its first page.
    await user.type(screen.getByRole('searchbox'), 'guide{Enter}')
    expect(cardNames()).toHaveLength(24)
    expect(screen.getByText('Showing 24 of 30 Catalysts')).toBeVisible()
  })
})

describe('loading and failure (part 2 section 8)', () => {
  it('shows the loading state until the directory answers', async () => {
    server.use(
      http.get(directoryRead, async () => {
        await delay(400)
      }),
    )
    await renderRoute(URL, { as: 'student' })
    expect(await screen.findByText('Loading Catalysts...', {}, WAIT)).toBeVisible()
    expect(await screen.findByRole('article', { name: 'James Whitaker' }, WAIT)).toBeVisible()
    expect(screen.queryByText('Loading Catalysts...')).toBeNull()
  })

  it('says the catalysts failed to load, and Retry reads them again', async () => {
    injectFault('getCounsellors', 500)
    const { user } = await renderRoute(URL, { as: 'student' })
    const alert = await screen.findByRole('alert', {}, WAIT)
    expect(alert).toHaveTextContent('Failed to load catalysts. Please try again later.')
    expect(screen.getByRole('heading', { level: 1, name: 'Find Catalysts' })).toBeVisible()
    expect(screen.queryByRole('article')).toBeNull()

    clearFaults()
    await user.click(screen.getByRole('button', { name: 'Retry' }))
    expect(await screen.findByRole('article', { name: 'Kenji Watanabe' }, WAIT)).toBeVisible()
    expect(screen.queryByText('Failed to load catalysts. Please try again later.')).toBeNull()
  })
})

describe('connection request (part 2 sections 4, 5, 8)', () => {
  it('asks for college, dream job and work location with the spec messages', async () => {
    const { user } = await openDirectory('newStudent')
    const form = await openForm(user, 'Sofia Martínez')
    const send = within(form).getByRole('button', { name: 'Send Request' })
    expect(send).toBeDisabled()
    expect(within(form).getByText('In 2-3 words, e.g. Delhi University')).toBeVisible()
    expect(within(form).getByText('In 2-3 words, e.g. Software Engineer')).toBeVisible()
    expect(within(form).getByText('In 2-3 words, e.g. Bengaluru, India')).toBeVisible()
    expect(within(form).getByLabelText('Message (optional)')).toHaveValue('')

    // Touched and left blank.
    for (const label of ['College', 'Dream job', 'Work location']) {
      await user.click(within(form).getByLabelText(new RegExp(`^${label}`)))
    }
    await user.click(within(form).getByLabelText('Message (optional)'))
    expect(await within(form).findByText('College name is required')).toBeVisible()
    expect(within(form).getByText('Dream job is required')).toBeVisible()
    expect(within(form).getByText('Work location is required')).toBeVisible()

    await fillForm(user, form, { College: '2024', 'Dream job': '42', 'Work location': '560001' })
    expect(await within(form).findByText('College name cannot be only numbers')).toBeVisible()
    expect(within(form).getByText('Dream job cannot be only numbers')).toBeVisible()
    expect(within(form).getByText('Work location cannot be only numbers')).toBeVisible()
    expect(send).toBeDisabled()

    await fillForm(user, form, validAnswers)
    await waitFor(() => expect(send).toBeEnabled())
    // Two of three is not enough.
    await fillForm(user, form, { 'Work location': '' })
    await waitFor(() => expect(send).toBeDisabled())
  })

  it('shows Request Sent at once, sends the answers, and says so', async () => {
    const sofia = catalystNamed('Sofia')
    injectFault('connectWithCounsellor', { delayMs: 400 }, { times: 1 })
    const { user } = await openDirectory('newStudent')
    const place = cardNames().indexOf('Sofia Martínez')
    const form = await openForm(user, 'Sofia Martínez')
    await fillForm(user, form, validAnswers)
    await user.type(
      within(form).getByLabelText('Message (optional)'),
      'I would love <b>guidance</b>.',
    )
    await user.click(within(form).getByRole('button', { name: 'Send Request' }))

    // Optimistic: before the server answers, the card shows the request as sent.
    expect(screen.queryByRole('dialog')).toBeNull()
    const sent = within(card('Sofia Martínez')).getByRole('button', { name: 'Request Sent' })
    expect(sent).toHaveAttribute('aria-disabled', 'true')
    expect(screen.queryByText('Connection request sent successfully')).toBeNull()
    // It keeps its place until the next visit.
    expect(cardNames().indexOf('Sofia Martínez')).toBe(place)
    expect(
      await screen.findByText('Connection request sent successfully', {}, WAIT),
    ).toBeInTheDocument()
    expect(sent).toHaveFocus()

    const link = db.connections.findFirst((q) =>
      q.where({
        counsellorId: sofia.id,
        studentId: account('newStudent').id,
        direction: 'request',
      }),
    )
    expect(link).toMatchObject({
      status: INVITE_STATUS.pending,
      interest: { college: 'Delhi University', company: 'Data Scientist', stream: 'Bengaluru' },
      message: 'I would love &lt;b&gt;guidance&lt;/b&gt;.',
    })
    // The student's goals now prefill the next request.
    const next = await openForm(user, 'James Whitaker')
    expect(within(next).getByLabelText(/^College/)).toHaveValue('Delhi University')
    expect(within(next).getByRole('button', { name: 'Send Request' })).toBeEnabled()
  })

  it('puts the card back when the request fails, and keeps what was typed', async () => {
    // The answer is slow and then a failure.
    injectFault('connectWithCounsellor', { delayMs: 300 }, { times: 1 })
    injectFault('connectWithCounsellor', 500, { times: 1 })
    const { user } = await openDirectory('newStudent')
    const form = await openForm(user, 'Kenji Watanabe')
    await fillForm(user, form, validAnswers)
    await user.click(within(form).getByRole('button', { name: 'Send Request' }))
    expect(
      within(card('Kenji Watanabe')).getByRole('button', { name: 'Request Sent' }),
    ).toHaveAttribute('aria-disabled', 'true')

    expect(await screen.findByText('Something went wrong', {}, WAIT)).toBeInTheDocument()
    await waitFor(() =>
      expect(within(card('Kenji Watanabe')).getByRole('button', { name: 'Connect' })).toBeEnabled(),
    )
    expect(screen.queryByText('Connection request sent successfully')).toBeNull()
    expect(
      db.connections.findFirst((q) =>
        q.where({
          counsellorId: catalystNamed('Kenji').id,
          studentId: account('newStudent').id,
          direction: 'request',
        }),
      ),
    ).toBeUndefined()

    const again = await openForm(user, 'Kenji Watanabe')
    expect(within(again).getByLabelText(/^College/)).toHaveValue('Delhi University')
    expect(within(again).getByLabelText(/^Dream job/)).toHaveValue('Data Scientist')
    await user.click(within(again).getByRole('button', { name: 'Send Request' }))
    expect(
      await screen.findByText('Connection request sent successfully', {}, WAIT),
    ).toBeInTheDocument()
  })

  it('warns a connected student first, and a new request ends the current connection', async () => {
    const meera = catalystNamed('Meera')
    const { user } = await openDirectory('student')

    // Cancel: nothing is sent, the focus goes back to the card.
    await user.click(within(card('James Whitaker')).getByRole('button', { name: 'Connect' }))
    let warning = await screen.findByRole('alertdialog')
    expect(warning).toHaveTextContent(
      'If you send a request to James Whitaker, your existing connection with Meera Iyer and your progress on your current pathway will be lost permanently.',
    )
    await user.click(within(warning).getByRole('button', { name: 'Cancel' }))
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull())
    expect(screen.queryByRole('dialog')).toBeNull()
    await waitFor(() =>
      expect(within(card('James Whitaker')).getByRole('button', { name: 'Connect' })).toHaveFocus(),
    )

    // Continue Anyway: the form, with the student's goals already in it.
    await user.click(within(card('James Whitaker')).getByRole('button', { name: 'Connect' }))
    warning = await screen.findByRole('alertdialog')
    await user.click(within(warning).getByRole('button', { name: 'Continue Anyway' }))
    const form = await screen.findByRole('dialog', { name: 'Connect with James Whitaker' })
    expect(within(form).getByLabelText(/^College/)).toHaveValue('National University of Singapore')
    expect(within(form).getByLabelText(/^Dream job/)).toHaveValue('Data Scientist')
    expect(within(form).getByLabelText(/^Work location/)).toHaveValue('Singapore')
    await waitFor(() => expect(within(form).getByLabelText(/^College/)).toHaveFocus())
    await user.click(within(form).getByRole('button', { name: 'Send Request' }))
    expect(
      await screen.findByText('Connection request sent successfully', {}, WAIT),
    ).toBeInTheDocument()

    // The connection with Meera Iyer is over: she is back in the directory, and the next request
    // needs no warning.
    expect(
      db.connections.findFirst((q) =>
        q.where({
          counsellorId: meera.id,
          studentId: account('student').id,
          status: INVITE_STATUS.accepted,
        }),
      ),
    ).toBeUndefined()
    expect(
      await within(await screen.findByRole('article', { name: 'Meera Iyer' }, WAIT)).findByRole(
        'button',
        { name: 'Connect' },
      ),
    ).toBeEnabled()
    await openForm(user, 'Marta Kowalska')
    expect(screen.queryByRole('alertdialog')).toBeNull()
  })
})
