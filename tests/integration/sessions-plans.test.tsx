import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'

import { PLAN_OFFER_ACTION, planOfferTitle } from '@/components/plan/plan-offer'
import { db } from '@mocks/db'
import { seedScenario } from '@mocks/seed'
import { demoAccounts } from '@mocks/seed/demo-accounts'
import { findUserByEmail } from '@mocks/services/relations'

import { withMockServer } from '../msw'
import { renderRoute } from '../render-route'

withMockServer()

/**
 * Sessions for a Catalyst with and without a plan that includes booking (issue 36): without it
 * the page shows one PlanOffer (with the server's reason) and the empty list offers nothing the
 * plan refuses; with it the empty list leads to Availability.
 */
const WAIT = { timeout: 8_000 }

async function withoutSessions(account: 'counsellor' | 'basicCounsellor') {
  await seedScenario('demo')
  const me = findUserByEmail(demoAccounts[account].email)!
  db.sessions.deleteMany((q) => q.where({ counsellorId: me.id }))
  return renderRoute('/sessions', { as: account, scenario: null })
}

describe('Sessions and the plan', () => {
  it('without a plan that includes booking: one PlanOffer, no Set your availability', async () => {
    await withoutSessions('basicCounsellor')
    const title = planOfferTitle('session-booking')
    const offer = await screen.findByRole('region', { name: title }, WAIT)
    expect(within(offer).getByRole('link', { name: PLAN_OFFER_ACTION })).toHaveAttribute(
      'href',
      '/pricing',
    )
    expect(await screen.findByText('No upcoming sessions', {}, WAIT)).toBeVisible()
    expect(screen.getAllByRole('region', { name: title })).toHaveLength(1)
    expect(screen.queryByRole('link', { name: /Set your availability/ })).not.toBeInTheDocument()
    expect(screen.queryByRole('link', { name: 'Availability' })).not.toBeInTheDocument()
    expect(screen.queryByText('Students can book you.')).not.toBeInTheDocument()
  })

  it('with Prime: the empty list leads to Availability, and no offer shows', async () => {
    await withoutSessions('counsellor')
    expect(await screen.findByText('No upcoming sessions', {}, WAIT)).toBeVisible()
    expect(
      await screen.findByRole('link', { name: /Set your availability/ }, WAIT),
    ).toHaveAttribute('href', '/availability')
    expect(
      screen.queryByRole('region', { name: planOfferTitle('session-booking') }),
    ).not.toBeInTheDocument()
  })
})
