import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'

import { ACTIVITY_FAILED, NO_ACTIVITY } from '@/features/activity/activity-list'
import { activityOf } from '@mocks/handlers/activity/activity-log'
import { demoAccounts } from '@mocks/seed/demo-accounts'
import { findUserByEmail } from '@mocks/services/relations'
import { clearFaults, injectFault } from '@mocks/testing/faults'

import { withMockServer } from '../msw'
import { renderRoute } from '../render-route'

withMockServer()

/**
 * The activity log (spec part 1 section 2; issue 13): the shell's drawer for both roles, and
 * View All Activities, listing what the mock backend derives from the account's records.
 */
const WAIT = { timeout: 8_000 }

describe('the activity log', () => {
  it('opens from the header, newest first, and links to all activities', async () => {
    const { user, router } = await renderRoute('/dashboard', { as: 'counsellor' })
    const all = activityOf(findUserByEmail(demoAccounts.counsellor.email)!)
    expect(all.length).toBeGreaterThan(20)
    await user.click(await screen.findByRole('button', { name: 'Activity log' }, WAIT))
    const drawer = await screen.findByRole('dialog', { name: 'Activity log' })
    const list = await within(drawer).findByRole('list', { name: 'Activity' }, WAIT)
    const rows = within(list).getAllByRole('listitem')
    expect(rows).toHaveLength(20)
    expect(rows[0]).toHaveTextContent(all[0]!.text)

    await user.click(within(drawer).getByRole('button', { name: 'Show more' }))
    await waitFor(() =>
      expect(within(list).getAllByRole('listitem')).toHaveLength(Math.min(40, all.length)),
    )

    await user.click(within(drawer).getByRole('link', { name: 'View All Activities' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/crafted/pages/profile'))
    expect(await screen.findByRole('heading', { level: 1, name: 'Activities' })).toBeVisible()
  })

  it('shows a student their own activity', async () => {
    await renderRoute('/crafted/pages/profile', { as: 'student' })
    const mine = activityOf(findUserByEmail(demoAccounts.student.email)!)
    const list = await screen.findByRole('list', { name: 'Activity' }, WAIT)
    expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent(mine[0]!.text)
  })

  it('says when there is nothing yet', async () => {
    await renderRoute('/crafted/pages/profile', { as: 'pendingCounsellor' })
    expect(await screen.findByText(NO_ACTIVITY, {}, WAIT)).toBeVisible()
  })

  it('a failed read says so and Retry loads it', async () => {
    injectFault('getActivityLog', 500)
    const { user } = await renderRoute('/crafted/pages/profile', { as: 'counsellor' })
    expect(await screen.findByText(ACTIVITY_FAILED, {}, WAIT)).toBeVisible()
    clearFaults()
    await user.click(screen.getByRole('button', { name: 'Retry' }))
    expect(await screen.findByRole('list', { name: 'Activity' }, WAIT)).toBeVisible()
  })
})
