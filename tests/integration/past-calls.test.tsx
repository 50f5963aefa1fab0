import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'

import { SESSION_JOIN_WINDOW_MS } from '@/config/constants'
import { db } from '@mocks/db'
import { HOUR, MINUTE, sessionIn, type Person } from '@mocks/handlers/sessions/testing'
import { seedScenario } from '@mocks/seed'
import { demoAccounts } from '@mocks/seed/demo-accounts'
import { findUserByEmail } from '@mocks/services/relations'
import { nowIso } from '@mocks/services/ids'

import { managerCallOf } from '../contract/inputs/account-manager'
import { withMockServer } from '../msw'
import { renderRoute } from '../render-route'

withMockServer()

/**
 * Past calls read as past (issue 36), for the student and the Catalyst alike: a session that
 * ended reads "Took place", a cancelled one "Cancelled", and neither offers Add to calendar, Join
 * call or a change; Join call is the filled primary action only in its join window
 * (SESSION_JOIN_WINDOW_MS before the start until the end), a quiet outline one days ahead.
 */
const WAIT = { timeout: 8_000 }
const person = (key: 'student' | 'counsellor'): Person => ({
  user: findUserByEmail(demoAccounts[key].email)!,
  token: '',
})
const card = (text: string) =>
  screen.getAllByRole('article').find((each) => within(each).queryByText(text))!
const FILLED = 'bg-primary'

async function withSessions() {
  await seedScenario('demo')
  const catalyst = person('counsellor')
  const student = person('student')
  await sessionIn(catalyst, student, -HOUR, { topic: 'A session that took place' })
  await sessionIn(catalyst, student, -2 * HOUR, {
    topic: 'A session that was cancelled',
    status: 'cancelled',
    lastChange: {
      kind: 'cancelled',
      by: 'student',
      at: nowIso(),
      reason: 'Exams.',
      previousStart: null,
    },
  })
  await sessionIn(catalyst, student, 3 * 24 * HOUR, { topic: 'Three days ahead' })
  await sessionIn(catalyst, student, SESSION_JOIN_WINDOW_MS - 5 * MINUTE, {
    topic: 'About to start',
  })
}

/** The sessions page of `as` on `tab`, with the sessions above, once its list shows. */
async function openSessions(as: 'student' | 'counsellor', tab: 'upcoming' | 'past') {
  await withSessions()
  await renderRoute(tab === 'past' ? '/sessions?tab=past' : '/sessions', { as, scenario: null })
  const name = tab === 'past' ? 'Past sessions' : 'Upcoming sessions'
  await screen.findByRole('list', { name }, WAIT)
}

describe.each(['student', 'counsellor'] as const)('past sessions, as the %s', (as) => {
  it('read "Took place" or "Cancelled" and offer nothing to do', async () => {
    await openSessions(as, 'past')

    const tookPlace = card('A session that took place')
    expect(within(tookPlace).getByText('Took place')).toBeVisible()
    expect(within(tookPlace).queryByText('Booked')).toBeNull()
    const cancelled = card('A session that was cancelled')
    expect(within(cancelled).getByText('Cancelled')).toBeVisible()
    for (const past of [tookPlace, cancelled]) {
      expect(within(past).queryByRole('button', { name: 'Add to calendar' })).toBeNull()
      expect(within(past).queryByRole('link', { name: 'Join call' })).toBeNull()
      expect(within(past).queryByRole('button', { name: 'Cancel' })).toBeNull()
      expect(within(past).queryByRole('button', { name: 'Reschedule' })).toBeNull()
    }
  })

  it('make Join call prominent only near the start', async () => {
    await openSessions(as, 'upcoming')

    const soon = card('About to start')
    expect(within(soon).getByText('Booked')).toBeVisible()
    expect(within(soon).getByRole('link', { name: 'Join call' })).toHaveClass(FILLED)
    const later = card('Three days ahead')
    expect(within(later).getByRole('button', { name: 'Add to calendar' })).toBeVisible()
    const quiet = within(later).getByRole('link', { name: 'Join call' })
    expect(quiet).toHaveAttribute('href', 'https://meet.catalyst.demo/meera-iyer')
    expect(quiet).not.toHaveClass(FILLED)
  })
})

describe('past calls with the account manager', () => {
  it("show the Elite demo account's seeded call as taken place", async () => {
    await renderRoute('/account-manager', { as: 'eliteCounsellor' })
    const past = await screen.findByRole('region', { name: 'Past calls' }, WAIT)
    const [call] = await within(past).findAllByRole('listitem', {}, WAIT)
    expect(call).toHaveTextContent(/A spotlight for medicine applicants/)
    expect(within(call!).getByText('Took place')).toBeVisible()
    expect(within(past).getByText('1 call')).toBeVisible()
  })

  it('are listed a page at a time, read "Took place" and offer nothing to do', async () => {
    await seedScenario('demo')
    const elite = findUserByEmail(demoAccounts.eliteCounsellor.email)!
    // One upcoming call and twelve past ones a day apart, besides the seeded one 16 days ago: 10 a
    // page, latest first.
    const upcoming = await managerCallOf(elite)
    for (let day = 1; day <= 12; day++) {
      const start = Date.now() - day * 24 * HOUR
      await db.managerCalls.create({
        ...upcoming,
        id: crypto.randomUUID(),
        start: new Date(start).toISOString(),
        end: new Date(start + 30 * MINUTE).toISOString(),
        topic: `Past call ${day}`,
      })
    }
    const { user } = await renderRoute('/account-manager', {
      as: 'eliteCounsellor',
      scenario: null,
    })
    const past = await screen.findByRole('region', { name: 'Past calls' }, WAIT)
    expect(await within(past).findByText('Showing 10 of 13 calls', {}, WAIT)).toBeVisible()
    expect(within(past).getByText('Past call 10')).toBeVisible()
    expect(within(past).queryByText('Past call 11')).toBeNull()
    await user.click(within(past).getByRole('button', { name: 'Show more' }))
    expect(await within(past).findByText('Past call 12', {}, WAIT)).toBeVisible()
    expect(within(past).getByText('13 calls')).toBeVisible()
    expect(within(past).queryByRole('button', { name: 'Show more' })).toBeNull()

    const items = within(within(past).getByRole('list', { name: 'Past calls' })).getAllByRole(
      'listitem',
    )
    expect(items).toHaveLength(13)
    for (const item of items) expect(within(item).getByText('Took place')).toBeVisible()
    expect(within(past).queryByRole('button', { name: 'Add to calendar' })).toBeNull()
    expect(within(past).queryByRole('button', { name: 'Cancel call' })).toBeNull()
    expect(within(past).queryByRole('link', { name: 'Join call' })).toBeNull()
    // The upcoming list is its own: none of the past calls are in it.
    expect(within(past).queryByText(upcoming.topic)).toBeNull()
    const next = screen.getByRole('region', { name: 'Upcoming calls' })
    expect(within(next).getByText(upcoming.topic)).toBeVisible()
    expect(within(next).getByText('Booked')).toBeVisible()
    expect(within(next).queryByText('Past call 1')).toBeNull()
  })
})
