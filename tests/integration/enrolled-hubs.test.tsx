import { act, screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { afterEach, describe, expect, it, vi } from 'vitest'

import { HUB_MESSAGES } from '@/features/learning-hubs/hub-rules'
import { db } from '@mocks/db'
import { seedScenario } from '@mocks/seed'
import { demoAccounts } from '@mocks/seed/demo-accounts'
import { findUserByEmail } from '@mocks/services/relations'
import { clearFaults, injectFault } from '@mocks/testing/faults'

import { withMockServer } from '../msw'
import { renderRoute } from '../render-route'

const server = withMockServer()

/**
 * Enrolled Hubs (issue 15 points 1 and 4; spec part 2 sections 2, 4, 7, 8): the Catalyst's
 * applications with their statuses, and Start My Experience, against the mock backend.
 */
const WAIT = { timeout: 8_000 }
const me = () => findUserByEmail(demoAccounts.counsellor.email)!
const hubNamed = (code: string) => db.learnHubs.findFirst((q) => q.where({ code }))!
const card = (name: string) => screen.getByRole('article', { name })

/** A stand-in for the tab Start My Experience opens at the click. */
function catchTab() {
  const tab = { opener: {} as unknown, location: { href: '' }, close: vi.fn() }
  vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window)
  return tab
}
afterEach(() => vi.restoreAllMocks())

describe('Enrolled Hubs', () => {
  it('shows each application with its status, and progress except for Applied and Rejected', async () => {
    await renderRoute('/learning-hub/applied', { as: 'counsellor' })
    await screen.findAllByRole('article', {}, WAIT)
    const applied = card(hubNamed('UAA-210').name)
    expect(within(applied).getByText('Applied')).toBeVisible()
    expect(within(applied).queryByRole('progressbar')).toBeNull()
    const rejected = card(hubNamed('ICP-250').name)
    expect(within(rejected).getByText('Rejected')).toBeVisible()
    expect(within(rejected).queryByRole('progressbar')).toBeNull()
    const complete = card(hubNamed('WBF-110').name)
    expect(within(complete).getByText('Complete')).toBeVisible()
    expect(within(complete).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100')
    expect(within(card(hubNamed('CGF-101').name)).getByText('Rewards Awarded')).toBeVisible()
    const accepted = card(hubNamed('PSY-201').name)
    expect(within(accepted).getByRole('button', { name: 'Start My Experience' })).toBeVisible()
    expect(within(accepted).getByRole('progressbar')).toBeVisible()
  })

  it('opens the hosted course in a new tab with Start My Experience', async () => {
    const { user } = await renderRoute('/learning-hub/applied', { as: 'counsellor' })
    const accepted = await screen.findByRole('article', { name: hubNamed('PSY-201').name }, WAIT)
    const tab = catchTab()
    await user.click(within(accepted).getByRole('button', { name: 'Start My Experience' }))
    await waitFor(() => expect(tab.location.href).not.toBe(''), WAIT)
    expect(tab.location.href).toBe(
      `${location.origin}/mock-services/moodle/${hubNamed('PSY-201').moodle_id}?user=${me().id}`,
    )
    expect(tab.opener).toBeNull()
  })

  it('says Learner is not applied or Moodle ID missing, or Moodle URL is empty or invalid, and closes the tab', async () => {
    const { user } = await renderRoute('/learning-hub/applied', { as: 'counsellor' })
    const accepted = await screen.findByRole('article', { name: hubNamed('PSY-201').name }, WAIT)
    const start = within(accepted).getByRole('button', { name: 'Start My Experience' })
    const tab = catchTab()
    injectFault('startMyExperience', 400, { times: 1 })
    await user.click(start)
    expect(await screen.findByText(HUB_MESSAGES.notApplied, {}, WAIT)).toBeVisible()
    expect(tab.close).toHaveBeenCalledTimes(1)

    server.use(
      http.get('*/api/v1/moodle/startMyExperience/:id', () =>
        HttpResponse.json({ success: 'javascript:alert(1)' }),
      ),
    )
    await user.click(start)
    expect(await screen.findByText(HUB_MESSAGES.badUrl, {}, WAIT)).toBeVisible()
    expect(tab.close).toHaveBeenCalledTimes(2)
    expect(tab.location.href).toBe('')
  })

  it('says so when the user has applied to nothing yet', async () => {
    await seedScenario('demo')
    db.applications.deleteMany((q) => q.where({ userId: me().id }))
    await renderRoute('/learning-hub/applied', { as: 'counsellor', scenario: null })
    expect(await screen.findByText(HUB_MESSAGES.noEnrolled, {}, WAIT)).toBeVisible()
  })

  it('says Failed to load trainings. Please try again. when the list fails, and Retry recovers', async () => {
    injectFault('appliedHubList', 500)
    const { user } = await renderRoute('/learning-hub/applied', { as: 'counsellor' })
    expect(await screen.findByText(HUB_MESSAGES.loadFailed, {}, WAIT)).toBeVisible()
    act(() => clearFaults())
    await user.click(screen.getByRole('button', { name: 'Retry' }))
    expect((await screen.findAllByRole('article', {}, WAIT)).length).toBeGreaterThan(0)
  })
})
