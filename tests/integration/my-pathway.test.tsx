import { act, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'

import { MY_PATHWAY_MESSAGES } from '@/features/students/my-pathway/my-pathway-rules'
import { db } from '@mocks/db'
import { assignmentOf } from '@mocks/handlers/pathways/pathways'
import { seedScenario } from '@mocks/seed'
import { demoAccounts } from '@mocks/seed/demo-accounts'
import { findUserByEmail, INVITE_STATUS } from '@mocks/services/relations'
import { clearFaults, injectFault } from '@mocks/testing/faults'

import { withMockServer } from '../msw'
import { renderRoute } from '../render-route'

withMockServer()

/**
 * My Pathway (issue 14 point 6; spec part 2 sections 2, 3, 4, 8): the student's Catalyst, goals,
 * pathway, modules and chat, in the real route tree against the mock backend.
 */
const WAIT = { timeout: 5_000 }
const student = () => findUserByEmail(demoAccounts.student.email)!

describe('My Pathway', () => {
  it('shows the Catalyst, the goals, the pathway with its progress, the modules and the chat', async () => {
    await renderRoute('/my-pathway', { as: 'student' })
    const { assignment, pathway } = assignmentOf(student().id)!
    const catalyst = findUserByEmail(demoAccounts.counsellor.email)!
    expect(await screen.findByRole('heading', { name: pathway.name }, WAIT)).toBeVisible()
    expect(
      screen.getByRole('heading', { name: `${catalyst.firstName} ${catalyst.lastName}` }),
    ).toBeVisible()
    expect(screen.getByRole('heading', { name: 'My Goals' })).toBeVisible()
    expect(screen.getByText(`${pathway.steps.length} modules`)).toBeVisible()
    const done = assignment.steps.filter((step) => step.status === 'COMPLETED').length
    expect(screen.getByRole('progressbar', { name: 'Pathway progress' })).toHaveAttribute(
      'aria-valuenow',
      String(Math.round((done / pathway.steps.length) * 100)),
    )

    // Completed, then in progress, then pending; completed ones with their evidence.
    const modules = screen.getByRole('list', { name: 'Modules' })
    const labels = within(modules)
      .getAllByRole('listitem')
      .map((item) =>
        ['Completed', 'In Progress', 'Pending'].find((label) => item.textContent?.includes(label)),
      )
    expect(labels).toEqual(
      [...labels].sort(
        (a, b) =>
          ['Completed', 'In Progress', 'Pending'].indexOf(a!) -
          ['Completed', 'In Progress', 'Pending'].indexOf(b!),
      ),
    )
    expect(labels.filter((label) => label === 'Completed')).toHaveLength(done)
    expect(within(modules).getAllByRole('link', { name: 'View evidence' })).toHaveLength(done)
    expect(screen.queryByRole('button', { name: /Mark as Complete/ })).toBeNull()

    expect(
      await screen.findByRole(
        'heading',
        { name: `Chat with ${catalyst.firstName} ${catalyst.lastName}` },
        WAIT,
      ),
    ).toBeVisible()
  })

  it('labels the goals by what they hold: College, Work location, Dream job', async () => {
    await renderRoute('/my-pathway', { as: 'student' })
    const card = await screen.findByRole('region', { name: 'My Goals' }, WAIT)
    const link = db.connections.findFirst((q) =>
      q.where({ studentId: student().id, status: INVITE_STATUS.accepted }),
    )
    const interest = link?.interest ?? student().interest
    expect(interest?.stream).toBeTruthy()
    expect(
      within(card)
        .getAllByRole('term')
        .map((term) => term.textContent),
    ).toEqual(['College', 'Work location', 'Dream job'])
    expect(
      within(card)
        .getAllByRole('definition')
        .map((value) => value.textContent),
    ).toEqual([interest?.college, interest?.stream, interest?.company])
  })

  it('shows only the chat when the Catalyst has assigned no pathway', async () => {
    await seedScenario('demo')
    db.pathwayAssignments.deleteMany((q) => q.where({ studentId: student().id }))
    await renderRoute('/my-pathway', { as: 'student', scenario: null })
    expect(await screen.findByText(MY_PATHWAY_MESSAGES.noPathway, {}, WAIT)).toBeVisible()
    expect(screen.queryByRole('list', { name: 'Modules' })).toBeNull()
    expect(await screen.findByRole('heading', { name: /^Chat with / }, WAIT)).toBeVisible()
  })

  it('says No catalyst Assigned, with a way to Find Catalysts, to a student without one', async () => {
    await renderRoute('/my-pathway', { as: 'newStudent' })
    expect(await screen.findByText(MY_PATHWAY_MESSAGES.noCatalyst, {}, WAIT)).toBeVisible()
    expect(screen.getByText(MY_PATHWAY_MESSAGES.noCatalystHint)).toBeVisible()
    expect(
      within(screen.getByRole('main')).getByRole('link', { name: 'Find Catalysts' }),
    ).toHaveAttribute('href', '/find-counsellors')
  })

  it('shows the red box when a read fails, and Retry recovers', async () => {
    injectFault('getRecommendedPathway', 500)
    const { user } = await renderRoute('/my-pathway', { as: 'student' })
    const box = await screen.findByText(MY_PATHWAY_MESSAGES.loadFailed, {}, WAIT)
    expect(box).toBeVisible()
    act(() => clearFaults())
    await user.click(screen.getByRole('button', { name: 'Retry' }))
    expect(await screen.findByRole('list', { name: 'Modules' }, WAIT)).toBeVisible()
  })

  it('/student-pathway is the same page', async () => {
    const { router } = await renderRoute('/student-pathway', { as: 'student' })
    await screen.findByRole('list', { name: 'Modules' }, WAIT)
    expect(router.state.location.pathname).toBe('/my-pathway')
  })
})
