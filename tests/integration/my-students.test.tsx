import { act, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'

import { acceptedSince, STUDENT_LIST_MESSAGES } from '@/features/students/list/student-list-rules'
import { db } from '@mocks/db'
import { connectedStudents, toStudentCard } from '@mocks/handlers/connections/students'
import { seedScenario } from '@mocks/seed'
import { demoAccounts } from '@mocks/seed/demo-accounts'
import { findUserByEmail, INVITE_STATUS } from '@mocks/services/relations'
import { clearFaults, injectFault } from '@mocks/testing/faults'

import { withMockServer } from '../msw'
import { currentPath, renderRoute } from '../render-route'

withMockServer()

/**
 * My Students (issue 14 point 1; spec part 2 sections 2, 4, 8, 9): the Catalyst's connected
 * students as cards, in the real route tree against the mock backend.
 */
const WAIT = { timeout: 5_000 }
const me = () => findUserByEmail(demoAccounts.counsellor.email)!
/** What the server answers for the demo Catalyst, in its order (the seed's pictures are external). */
const serverCards = () =>
  connectedStudents(me().id).map((item) => toStudentCard(item, (user) => user.profileImg ?? null))

const cardNames = () =>
  screen
    .queryAllByRole('article')
    .map((card) => within(card).getByRole('heading', { level: 2 }).textContent)

async function open(url = '/my-student') {
  const view = await renderRoute(url, { as: 'counsellor' })
  await screen.findAllByRole('article', {}, WAIT)
  return view
}

describe('My Students', () => {
  it("shows every connected student's card: goal, latest note, pathway and its progress colour", async () => {
    await open()
    const cards = serverCards()
    expect(cardNames()).toEqual(cards.map((card) => card.name))
    expect(screen.getByRole('status')).toHaveTextContent(`${cards.length} students`)

    const withPathway = cards.find((card) => card.pathwayName)!
    const article = screen.getByRole('article', { name: withPathway.name })
    expect(article).toHaveTextContent(withPathway.pathwayName!)
    expect(article).toHaveTextContent(`College:${withPathway.studentGoal?.college}`)
    const bar = within(article).getByRole('progressbar', { name: 'Pathway progress' })
    const percent = withPathway.progressPercentage!
    expect(bar).toHaveAttribute('aria-valuenow', String(percent))
    expect(bar).toHaveAttribute(
      'data-tone',
      percent <= 25 ? 'danger' : percent <= 50 ? 'warning' : 'success',
    )
    expect(within(article).getByRole('link', { name: /View Profile/ })).toHaveAttribute(
      'href',
      `/students/view/${withPathway.studentId}`,
    )

    const unread = cards.find((card) => (card.unreadChat ?? 0) > 0)!
    const count = unread.unreadChat!
    expect(screen.getByRole('article', { name: unread.name })).toHaveTextContent(
      `${count > 9 ? '9+' : count} unread ${count === 1 ? 'message' : 'messages'}`,
    )
    expect(screen.getByRole('link', { name: 'Invite Student' })).toHaveAttribute(
      'href',
      '/invite-student',
    )
  })

  it('labels the goal as the accept form asks it: College, Work location, Dream job', async () => {
    await open()
    const card = serverCards().find((item) => item.studentGoal?.stream)!
    const goal = within(screen.getByRole('article', { name: card.name })).getByRole('region', {
      name: 'Goal',
    })
    const terms = within(goal).getAllByRole('term')
    expect(terms.map((term) => term.textContent)).toEqual([
      'College:',
      'Work location:',
      'Dream job:',
    ])
    expect(
      within(goal)
        .getAllByRole('definition')
        .map((value) => value.textContent),
    ).toEqual([card.studentGoal?.college, card.studentGoal?.stream, card.studentGoal?.company])
    // Whole and wrapping, never cut (issue 36).
    for (const value of within(goal).getAllByRole('definition'))
      expect(value.className).not.toMatch(/truncate|line-clamp/)
  })

  it('searches by name or country, case-insensitively, and keeps the search in the URL', async () => {
    const { user, router } = await open()
    const cards = serverCards()
    const country = cards[0]!.country!
    const search = screen.getByRole('searchbox', { name: 'Search by name or country' })
    await user.type(search, country.toUpperCase())
    await waitFor(
      () =>
        expect(cardNames()).toEqual(
          cards.filter((card) => card.country === country).map((card) => card.name),
        ),
      WAIT,
    )
    expect(router.state.location.search).toMatchObject({ q: country.toUpperCase() })

    await user.clear(search)
    await user.type(search, 'zzz-nobody{Enter}')
    expect(await screen.findByText(STUDENT_LIST_MESSAGES.noMatch, {}, WAIT)).toBeVisible()
    expect(screen.getByText(STUDENT_LIST_MESSAGES.noMatchHint)).toBeVisible()
  })

  it('shows a search that arrives by the URL (Back, a link) in the search box', async () => {
    const { router } = await open('/my-student?q=india')
    const search = screen.getByRole('searchbox', { name: 'Search by name or country' })
    expect(search).toHaveValue('india')
    await act(() => router.navigate({ to: '/my-student', search: { q: 'spain' } }))
    await waitFor(() => expect(search).toHaveValue('spain'))
    expect(cardNames()).toEqual(
      serverCards()
        .filter((card) => card.country === 'Spain')
        .map((card) => card.name),
    )
  })

  it('cycles the sort none, newest, oldest, none by acceptance date', async () => {
    const { user, router } = await open()
    const cards = serverCards()
    const byDate = [...cards].sort((a, b) => b.acceptedDate.localeCompare(a.acceptedDate))
    await user.click(screen.getByRole('button', { name: 'Sort by accepted date' }))
    expect(cardNames()).toEqual(byDate.map((card) => card.name))
    expect(currentPath(router)).toContain('sort=newest')
    await user.click(screen.getByRole('button', { name: 'Newest accepted first' }))
    expect(cardNames()).toEqual([...byDate].reverse().map((card) => card.name))
    await user.click(screen.getByRole('button', { name: 'Oldest accepted first' }))
    expect(cardNames()).toEqual(cards.map((card) => card.name))
    expect(currentPath(router)).not.toContain('sort=')
  })

  it('filters by unread chats, acceptance window and countries (5 chips, then +N)', async () => {
    const { user } = await open()
    const cards = serverCards()
    await user.click(screen.getByRole('button', { name: 'Unread chats' }))
    expect(cardNames()).toEqual(
      cards.filter((card) => (card.unreadChat ?? 0) > 0).map((card) => card.name),
    )
    await user.click(screen.getByRole('button', { name: 'Unread chats' }))

    await user.click(screen.getByRole('button', { name: /Filters/ }))
    const filters = screen.getByRole('region', { name: 'Filters' })
    await user.click(within(filters).getByLabelText('Last 30 days'))
    const since = acceptedSince('month')
    const recent = cards.filter((card) => new Date(card.acceptedDate).getTime() >= since)
    expect(recent.length).toBeLessThan(cards.length)
    expect(cardNames()).toEqual(recent.map((card) => card.name))
    await user.click(within(filters).getByLabelText('Any time'))

    const countries = [...new Set(cards.map((card) => card.country!))].sort()
    expect(countries.length).toBeGreaterThan(5)
    for (const country of countries.slice(0, 6))
      await user.click(within(filters).getByLabelText(country))
    const chips = within(filters).getByRole('list', { name: 'Chosen countries' })
    expect(
      within(chips)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([...countries.slice(0, 5).map((country) => `${country}Remove ${country}`), '+1'])
    expect(new Set(cardNames())).toEqual(
      new Set(
        cards.filter((card) => countries.slice(0, 6).includes(card.country!)).map((c) => c.name),
      ),
    )
    await user.click(within(filters).getByRole('button', { name: 'Clear filters' }))
    expect(cardNames()).toHaveLength(cards.length)
  })

  it('restores a shared filtered view from the URL, and ignores what it cannot read', async () => {
    const cards = (await seedScenario('demo'), serverCards())
    const unread = cards.filter((card) => (card.unreadChat ?? 0) > 0)
    await renderRoute('/my-student?unread=true&sort=oldest&accepted=%22soon%22', {
      as: 'counsellor',
      scenario: null,
    })
    await screen.findAllByRole('article', {}, WAIT)
    expect(cardNames()).toEqual(
      [...unread]
        .sort((a, b) => a.acceptedDate.localeCompare(b.acceptedDate))
        .map((card) => card.name),
    )
    expect(screen.getByRole('button', { name: 'Unread chats' })).toHaveAttribute(
      'aria-pressed',
      'true',
    )
  })

  it('says No students connected, with Invite Student, when the Catalyst has none', async () => {
    await seedScenario('demo')
    db.connections.deleteMany((q) =>
      q.where({ counsellorId: me().id, status: INVITE_STATUS.accepted }),
    )
    await renderRoute('/my-student', { as: 'counsellor', scenario: null })
    expect(await screen.findByText(STUDENT_LIST_MESSAGES.noStudents, {}, WAIT)).toBeVisible()
    const main = screen.getByRole('main')
    expect(within(main).getAllByRole('link', { name: 'Invite Student' })).toHaveLength(2)
  })

  it('says Unable to load student data when the list fails, and Retry recovers', async () => {
    injectFault('getCounsellorAcceptedStudents', 500)
    const { user } = await renderRoute('/my-student', { as: 'counsellor' })
    expect(await screen.findByText(STUDENT_LIST_MESSAGES.loadFailed, {}, WAIT)).toBeVisible()
    act(() => clearFaults())
    await user.click(screen.getByRole('button', { name: 'Retry' }))
    expect(await screen.findAllByRole('article', {}, WAIT)).toHaveLength(serverCards().length)
  })
})
