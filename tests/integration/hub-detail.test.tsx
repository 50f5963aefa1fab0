import { act, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'

import { HUB_MESSAGES } from '@/features/learning-hubs/hub-rules'
import { slugify } from '@/lib/post-login-redirect'
import { db } from '@mocks/db'
import { clearFaults, injectFault } from '@mocks/testing/faults'

import { withMockServer } from '../msw'
import { renderRoute } from '../render-route'

withMockServer()

/**
 * Learning Hub Details of an applied hub (issue 15 point 2; spec part 2 sections 2, 4, 8, 9),
 * in the real route tree against the mock backend.
 */
const WAIT = { timeout: 8_000 }
const hubNamed = (code: string) => db.learnHubs.findFirst((q) => q.where({ code }))!
const urlOf = (hub: { id: string; name: string }) =>
  `/learning-hub/applied/${slugify(hub.name)}/${hub.id}`

describe('Learning Hub Details (applied)', () => {
  it('shows the hub, the status and progress, where the learner is, eligibility and rewards', async () => {
    const { user } = await renderRoute('/learning-hub/applied', { as: 'counsellor' })
    const hub = hubNamed('PSY-201')
    const card = await screen.findByRole('article', { name: hub.name }, WAIT)
    await user.click(within(card).getByRole('link', { name: /View Details/ }))
    await screen.findByRole('heading', { level: 1, name: 'Learning Hub Details' }, WAIT)
    expect(await screen.findByRole('heading', { level: 2, name: hub.name }, WAIT)).toBeVisible()
    expect(screen.getByRole('button', { name: 'Start My Experience' })).toBeVisible()
    expect(screen.getByRole('progressbar', { name: 'Progress' })).toBeVisible()

    const application = db.applications.findFirst((q) => q.where({ learnHubId: hub.id }))!
    const current = hub.modules!.findIndex((module) => module.sk === application.curr_mdl)
    const steps = within(screen.getByRole('list', { name: 'Modules in this Path' }))
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent)
    expect(steps).toEqual(
      hub.modules!.map(
        (module, index) =>
          `${module.name} (${index < current ? 'Done' : index === current ? 'Current' : 'Upcoming'})`,
      ),
    )
    for (const criterion of hub.eligibility ?? [])
      expect(screen.getByText(criterion.name)).toBeVisible()
    expect(screen.getByText(hub.badge!.name)).toBeVisible()

    // The description's first 3 sentences, the rest behind Read more.
    await user.click(screen.getByRole('button', { name: 'Read more' }))
    expect(screen.getByText(hub.long_desc!.trim(), { exact: false })).toBeVisible()
  })

  it('marks every module done once rewards are awarded, without Start My Experience', async () => {
    const hub = hubNamed('CGF-101')
    await renderRoute(urlOf(hub), { as: 'counsellor' })
    const list = await screen.findByRole('list', { name: 'Modules in this Path' }, WAIT)
    for (const heading of within(list).getAllByRole('heading', { level: 3 }))
      expect(heading).toHaveTextContent('(Done)')
    expect(screen.getByText('Rewards Awarded')).toBeVisible()
    expect(screen.queryByRole('button', { name: 'Start My Experience' })).toBeNull()
  })

  it('says the hub cannot be found for an unknown id', async () => {
    await renderRoute('/learning-hub/applied/some-hub/00000000-0000-4000-8000-000000000000', {
      as: 'counsellor',
    })
    expect(
      await screen.findByText(
        'The requested learning hub could not be found or may no longer be available.',
        {},
        WAIT,
      ),
    ).toBeVisible()
  })

  it('says Failed to load training details when the read fails, and Retry recovers', async () => {
    injectFault('viewHubDetail', 500)
    const hub = hubNamed('PSY-201')
    const { user } = await renderRoute(urlOf(hub), { as: 'counsellor' })
    expect(await screen.findByText(HUB_MESSAGES.detailFailed, {}, WAIT)).toBeVisible()
    act(() => clearFaults())
    await user.click(screen.getByRole('button', { name: 'Retry' }))
    expect(await screen.findByRole('heading', { level: 2, name: hub.name }, WAIT)).toBeVisible()
  })
})
