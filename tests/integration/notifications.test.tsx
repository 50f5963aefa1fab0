import { screen, waitFor } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'

import { NO_NOTIFICATIONS, NOTIFICATIONS_FAILED } from '@/features/notifications/notification-list'
import {
  PREFERENCES_FAILED,
  PREFERENCES_NOT_SAVED,
  PREFERENCES_SAVED,
} from '@/features/notifications/notification-preferences-page'
import { formatLocalDate } from '@/lib/format/dates'
import { db } from '@mocks/db'
import { seedScenario } from '@mocks/seed'
import { demoAccounts } from '@mocks/seed/demo-accounts'
import { notify } from '@mocks/services/notify'
import { findUserByEmail } from '@mocks/services/relations'

import { liveConnected } from '../live-socket'
import { withMockServer } from '../msw'
import { renderRoute } from '../render-route'

const server = withMockServer()

/**
 * The notification centre (issue 35) on the demo seed (mocks/seed/notifications.ts): the bell
 * in the header of both roles, the centre's states, paging and marking read, and the
 * preferences page under each role's profile.
 */
const WAIT = { timeout: 8_000 }
const account = (key: 'counsellor' | 'student') => findUserByEmail(demoAccounts[key].email)!
const unreadOf = (key: 'counsellor' | 'student') =>
  db.notifications.countOf('unread', account(key).id)
const startingWith = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`)
const bell = (unread: number) =>
  screen.findByRole('link', { name: `Notifications, ${unread} unread` }, WAIT)

describe('the bell', () => {
  it.each(['counsellor', 'student'] as const)(
    'shows the unread count to a %s, follows a new notification live, and opens the centre',
    async (as) => {
      await seedScenario('demo')
      const before = unreadOf(as)
      const { user, router } = await renderRoute(
        as === 'counsellor' ? '/dashboard' : '/my-pathway',
        {
          as,
          scenario: null,
        },
      )
      await bell(before)
      await liveConnected(account(as).id)
      await notify({
        userId: account(as).id,
        kind: 'session-reminder',
        title: 'Your session starts in 1 hour.',
        link: '/sessions',
      })
      await user.click(await bell(before + 1))
      await waitFor(() => expect(router.state.location.pathname).toBe('/notifications'))
      expect(
        await screen.findByRole('link', { name: /Your session starts in 1 hour/ }, WAIT),
      ).toBeVisible()
    },
    30_000,
  )
})

describe('the notification centre', () => {
  it('lists newest first by day, marks one read by opening it, and all with one button', async () => {
    await seedScenario('demo')
    const { user, router } = await renderRoute('/notifications', { as: 'student', scenario: null })
    const newest = [...db.notifications.lookup('owner', account('student').id)].sort((a, b) =>
      b.at.localeCompare(a.at),
    )
    const unread = newest.find((entry) => entry.readAt === null)!
    const link = await screen.findByRole('link', { name: startingWith(unread.title) }, WAIT)
    expect(link).toHaveTextContent(/\(unread\)$/)
    const known = new Set(newest.map((entry) => entry.title))
    const titles = screen
      .getAllByRole('link')
      .map((item) => item.textContent?.replace(/\s?\(unread\)$/, '') ?? '')
      .filter((title) => known.has(title))
    expect(titles).toEqual(newest.map((entry) => entry.title))
    // Grouped by the day each happened, in the one date format.
    for (const entry of newest)
      expect(screen.getByRole('heading', { name: formatLocalDate(entry.at) })).toBeVisible()
    await user.click(link)
    await waitFor(() => expect(router.state.location.pathname).toBe(unread.link))
    await waitFor(() => expect(db.notifications.get(unread.id)?.readAt).not.toBeNull())

    await router.navigate({ to: '/notifications' })
    await user.click(await screen.findByRole('button', { name: 'Mark all as read' }, WAIT))
    await waitFor(() => expect(unreadOf('student')).toBe(0))
    await waitFor(() => expect(screen.queryByText(/\(unread\)/)).toBeNull())
  }, 30_000)

  it('pages: Show more brings the next, older page', async () => {
    await seedScenario('demo')
    const me = account('counsellor')
    for (let index = 0; index < 25; index += 1)
      await notify({
        userId: me.id,
        kind: 'request-nudge',
        title: `Nudge ${index}`,
        link: '/dashboard',
      })
    const { user } = await renderRoute('/notifications', { as: 'counsellor', scenario: null })
    expect(await screen.findByRole('link', { name: /^Nudge 24/ }, WAIT)).toBeVisible()
    expect(screen.queryByRole('link', { name: /^Nudge 4\b/ })).toBeNull()
    await user.click(screen.getByRole('button', { name: 'Show more' }))
    expect(await screen.findByRole('link', { name: /^Nudge 4\b/ }, WAIT)).toBeVisible()
  }, 30_000)

  it('says so when it is empty, and when it cannot be read', async () => {
    server.use(
      http.get('*/api/v1/notifications', () =>
        HttpResponse.json({ success: { results: [], nextCursor: null, unread: 0 } }),
      ),
    )
    const view = await renderRoute('/notifications', { as: 'counsellor' })
    expect(await screen.findByText(NO_NOTIFICATIONS, {}, WAIT)).toBeVisible()
    view.unmount()
    server.use(http.get('*/api/v1/notifications', () => HttpResponse.error()))
    await renderRoute('/notifications', { as: 'counsellor' })
    expect(await screen.findByText(NOTIFICATIONS_FAILED, {}, WAIT)).toBeVisible()
    expect(screen.getByRole('button', { name: 'Retry' })).toBeVisible()
  }, 30_000)
})

describe('the preferences page', () => {
  it.each([
    ['counsellor', '/counselor-profile/notifications'],
    ['student', '/student-profile/notifications'],
  ] as const)(
    'saves a %s’s toggles',
    async (as, url) => {
      const { user } = await renderRoute(url, { as })
      await user.click(
        await screen.findByRole(
          'switch',
          { name: 'Sessions booked, moved or cancelled: e-mail' },
          WAIT,
        ),
      )
      await user.click(screen.getByRole('button', { name: 'Save' }))
      expect(await screen.findByText(PREFERENCES_SAVED, {}, WAIT)).toBeVisible()
      const stored = db.notificationPreferences.get(account(as).id)?.kinds
      expect(stored?.find((entry) => entry.kind === 'session-changed')).toEqual({
        kind: 'session-changed',
        inApp: true,
        email: false,
      })
    },
    30_000,
  )

  it('keeps the toggles and says so when the save fails', async () => {
    server.use(http.post('*/api/v1/notifications/preferences', () => HttpResponse.error()))
    const { user } = await renderRoute('/student-profile/notifications', { as: 'student' })
    const toggle = await screen.findByRole(
      'switch',
      { name: 'Reminders before a session: in app' },
      WAIT,
    )
    await user.click(toggle)
    await user.click(screen.getByRole('button', { name: 'Save' }))
    expect(await screen.findByText(PREFERENCES_NOT_SAVED, {}, WAIT)).toBeVisible()
    expect(toggle).toHaveAttribute('aria-checked', 'false')
    expect(db.notificationPreferences.get(account('student').id)).toBeUndefined()
  }, 30_000)

  it('says so when the preferences cannot be read, and Retry reads them again', async () => {
    server.use(
      http.get('*/api/v1/notifications/preferences', () => HttpResponse.error(), { once: true }),
    )
    const { user } = await renderRoute('/student-profile/notifications', { as: 'student' })
    expect(await screen.findByText(PREFERENCES_FAILED, {}, WAIT)).toBeVisible()
    await user.click(screen.getByRole('button', { name: 'Retry' }))
    expect(
      await screen.findByRole('switch', { name: 'Reminders before a session: in app' }, WAIT),
    ).toBeVisible()
  }, 30_000)
})
