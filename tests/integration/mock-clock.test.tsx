import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'

import { now } from '@/lib/clock'
import { relativeTime } from '@/lib/format/dates'
import { DIRECTORY_MESSAGES } from '@/features/connections/directory/directory'
import { clearDb, db } from '@mocks/db'
import { demoAccounts } from '@mocks/seed/demo-accounts'
import { findUserByEmail } from '@mocks/services/relations'
import { createLink } from '@mocks/testing/fixtures'
import { TimeTab } from '@mocks/dev-panel/time-tab'
import { clockControls } from '@mocks/serving/clock-controls'

import { withMockServer } from '../msw'
import { renderRoute } from '../render-route'

withMockServer()
afterEach(() => clockControls.realTime())

/**
 * The mock clock (issue 35): the app's relative times follow it as soon as it moves, and Mock
 * tools' Time tab moves it and runs the scheduled jobs due on the way.
 */
const WAIT = { timeout: 8_000 }
const DAY = 24 * 3_600_000
/** A relative time as the app writes it (src/lib/format/dates.ts relativeTime). */
const RELATIVE = /^(Now|\d+(m|h|d|w|mo|y))$/

describe('the mock clock', () => {
  it("moves the app's relative times with it", async () => {
    await renderRoute('/crafted/pages/profile', { as: 'student' })
    const list = await screen.findByRole('list', { name: 'Activity' }, WAIT)
    const time = within(within(list).getAllByRole('listitem')[0]!).getByText(RELATIVE)
    const at = time.getAttribute('dateTime')!
    expect(time).toHaveTextContent(relativeTime(at, Date.now()))

    const moved = await clockControls.advanceClock(365 * DAY)
    expect(moved.offsetMs).toBe(365 * DAY)
    expect(Math.abs(now() - (Date.now() + moved.offsetMs))).toBeLessThan(50)
    // A year ahead: whatever it said, it now says "1y" (or more) without a reload.
    await waitFor(() => expect(time.textContent).toMatch(/^\d+y$/))
    expect(time).toHaveTextContent(relativeTime(at, now()))

    await clockControls.realTime()
    await waitFor(() => expect(time).toHaveTextContent(relativeTime(at, Date.now())))
  })

  it('the Time tab advances to the next job and runs it', async () => {
    await renderRoute('/auth/login')
    const user = userEvent.setup()
    render(<TimeTab />)
    // The demo seed has jobs waiting (reminders of booked sessions, a request's nudge).
    const next = await screen.findByText(/, due /, {}, WAIT)
    const label = next.textContent.split(', due ')[0]!
    expect(db.mails.all().filter((mail) => mail.kind === 'notification')).toEqual([])
    await user.click(screen.getByRole('button', { name: 'Advance to the next scheduled job' }))
    expect(await screen.findByRole('status')).toHaveTextContent(
      `Advanced to the next scheduled job. Ran 1 job: ${label}`,
    )
    expect(db.mails.all().filter((mail) => mail.kind === 'notification').length).toBeGreaterThan(0)
    expect(screen.getByRole('button', { name: 'Back to real time' })).toBeEnabled()
  })

  it('the Time tab says why there is no next job, and advances by the hour', async () => {
    clearDb()
    const user = userEvent.setup()
    render(<TimeTab />)
    const next = await screen.findByRole('button', { name: 'Advance to the next scheduled job' })
    expect(next).toBeDisabled()
    expect(next).toHaveAccessibleDescription(/^None: no booked session ahead/)
    expect(screen.getByRole('button', { name: 'Back to real time' })).toBeDisabled()
    await user.click(screen.getByRole('button', { name: 'Advance 1 hour' }))
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Advanced 1 hour. No scheduled job was due.',
    )
    expect(await screen.findByText('Ahead of real time by 1 hours.')).toBeVisible()
  })

  it('a request unanswered for 14 days shows as expired on Find Catalysts', async () => {
    const { router } = await renderRoute('/find-counsellors', { as: 'student' })
    await screen.findByRole('article', { name: 'Sofia Martínez' }, WAIT)
    const catalyst = db.users
      .lookup('role', 'counsellor')
      .find((counsellor) => counsellor.firstName === 'Sofia')!
    await createLink({
      direction: 'request',
      counsellorId: catalyst.id,
      student: findUserByEmail(demoAccounts.student.email)!,
      createdAt: new Date(now() - 14 * DAY + 30 * 60_000).toISOString(),
    })
    const moved = await clockControls.advanceClock(3_600_000)
    // Made straight in the data, its nudge never ran: it goes out late, then the request expires.
    expect(moved.ran.map((job) => job.kind)).toEqual(['request-nudge', 'request-expired'])
    // Opened again (as the e-mail's link does), the directory shows it.
    await router.navigate({ href: '/my-pathway' })
    await router.navigate({ href: '/find-counsellors' })
    const sofia = await screen.findByRole('article', { name: 'Sofia Martínez' }, WAIT)
    expect(await within(sofia).findByText(DIRECTORY_MESSAGES.expired, {}, WAIT)).toBeVisible()
    expect(within(sofia).getByRole('button', { name: 'Connect' })).toBeEnabled()
  })
})
