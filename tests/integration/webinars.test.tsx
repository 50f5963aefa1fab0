import { screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'

import { PLAN_OFFER_ACTION, planOfferTitle } from '@/components/plan/plan-offer'
import { planRefusal } from '@/config/plans'
import { WEBINARS_MESSAGES as M } from '@/features/webinars/webinar-rules'
import { db, type UserRecord } from '@mocks/db'
import { cancelSubscription } from '@mocks/handlers/billing/billing'
import { placesOf, registrationOf } from '@mocks/handlers/webinars/places'
import { seedScenario } from '@mocks/seed'
import { demoAccounts } from '@mocks/seed/demo-accounts'
import { SEEDED_WEBINAR_ID } from '@mocks/seed/webinars'
import { newId, nowIso } from '@mocks/services/ids'
import { findUserByEmail } from '@mocks/services/relations'
import { api } from '@mocks/testing/api'
import { giveActivePlan } from '@mocks/testing/factories'
import { tokenFor } from '@mocks/testing/fixtures'

import { withMockServer } from '../msw'
import { liveConnected } from '../live-socket'
import { renderRoute } from '../render-route'

const server = withMockServer()

/**
 * The Webinars page (issue 34; openapi/description.md "Webinars") on the demo seed
 * (mocks/seed/webinars.ts): the demo Catalyst (Prime) holds seats at the live webinar (1) and
 * the single-seat clinic 4 (Sofia, Elite, waiting), waits at clinic 3 (Sofia's seat); webinar 5
 * is open; 6 to 8 are past (8 not recorded). Without the plan the list shows with the one offer
 * and no Register; with it, register, the waitlist, leaving, the join link and the recordings.
 */
const WAIT = { timeout: 8_000 }
const me = () => findUserByEmail(demoAccounts.counsellor.email)!
const webinar = (key: number) => db.webinars.get(SEEDED_WEBINAR_ID(key))!
const card = async (key: number) => screen.findByRole('article', { name: webinar(key).title }, WAIT)
const sofia = () => db.users.get(placesOf(SEEDED_WEBINAR_ID(3)).seats[0]!.userId)!
const MINUTE = 60_000

/** A webinar written into the seeded db, `seatHolder` in its only seat when given. */
async function addWebinar(title: string, inMs: number, capacity: number, seatHolder?: UserRecord) {
  const id = newId()
  await db.webinars.create({
    id,
    title,
    description: 'Written by the test.',
    speaker: { name: 'Test Speaker', title: '', photo: null },
    start: new Date(Date.now() + inMs).toISOString(),
    minutes: 45,
    capacity,
    joinUrl: `https://webinars.example.org/live/${id}`,
    recordingUrl: null,
    createdAt: nowIso(),
  })
  if (seatHolder) {
    await db.webinarRegistrations.create({
      id: newId(),
      webinarId: id,
      userId: seatHolder.id,
      status: 'registered',
      since: nowIso(),
      sequence: 0,
    })
  }
  return id
}

describe('the Webinars page without premium webinars in the plan', () => {
  it.each([
    ['no plan', null],
    ['Basic', 'basic'],
  ] as const)(
    'shows the list with the one offer and no Register (%s)',
    async (_, tier) => {
      await seedScenario('demo')
      db.checkouts.deleteMany((q) => q.where({ userId: me().id }))
      if (tier) await giveActivePlan(me(), tier)
      const { user, router } = await renderRoute('/webinars', { as: 'counsellor', scenario: null })

      const offer = await screen.findByRole(
        'region',
        { name: planOfferTitle('premium-webinars') },
        WAIT,
      )
      const open = await card(5)
      expect(open).toHaveTextContent('200 of 200 seats left')
      expect(open).toHaveTextContent(M.registerForPlan)
      expect(screen.queryByRole('button', { name: 'Register' })).toBeNull()
      expect(screen.queryByRole('button', { name: 'Join the waitlist' })).toBeNull()

      await user.click(screen.getByRole('tab', { name: 'Past' }))
      const past = await card(6)
      expect(past).toHaveTextContent(M.recordingForPlan)
      expect(within(past).queryByRole('link')).toBeNull()

      await user.click(within(offer).getByRole('link', { name: PLAN_OFFER_ACTION }))
      await waitFor(() => expect(router.state.location.pathname).toBe('/pricing'))
    },
    30_000,
  )

  it('says so when the list cannot be read, and when there is nothing to list', async () => {
    server.use(http.get('*/api/v1/webinars', () => HttpResponse.error()))
    const view = await renderRoute('/webinars', { as: 'counsellor' })
    expect(await screen.findByText(M.loadFailed, {}, WAIT)).toBeVisible()
    expect(screen.getByRole('button', { name: 'Retry' })).toBeVisible()
    view.unmount()
    server.use(
      http.get('*/api/v1/webinars', () =>
        HttpResponse.json({
          success: { webinars: [], page: 1, pageSize: 10, total: 0, hasMore: false },
        }),
      ),
    )
    await renderRoute('/webinars?tab=past', { as: 'counsellor' })
    expect(await screen.findByText('No past webinars', {}, WAIT)).toBeVisible()
  }, 30_000)
})

describe('the Webinars page with premium webinars (Prime, Elite Access)', () => {
  it.each(['prime', 'elite'] as const)(
    'registers for a seat and leaves it again (%s)',
    async (tier) => {
      await seedScenario('demo')
      await giveActivePlan(me(), tier)
      const { user } = await renderRoute('/webinars', { as: 'counsellor', scenario: null })
      const open = await card(5)
      const registerButton = await within(open).findByRole('button', { name: 'Register' }, WAIT)
      // The plan read: no offer.
      expect(screen.queryByRole('region', { name: planOfferTitle('premium-webinars') })).toBeNull()
      await user.click(registerButton)
      await waitFor(() => expect(open).toHaveTextContent('Registered'), WAIT)
      expect(open).toHaveTextContent('199 of 200 seats left')
      expect(open).toHaveTextContent(M.joinSoon)
      expect(within(open).getByRole('button', { name: 'Add to calendar' })).toBeVisible()
      expect(registrationOf(SEEDED_WEBINAR_ID(5), me().id)?.status).toBe('registered')

      await user.click(within(open).getByRole('button', { name: 'Unregister' }))
      expect(await within(open).findByRole('button', { name: 'Register' }, WAIT)).toBeVisible()
      expect(open).toHaveTextContent('200 of 200 seats left')
      expect(registrationOf(SEEDED_WEBINAR_ID(5), me().id)?.status).toBe('left')
    },
    30_000,
  )

  it('puts a registration for a full webinar on the waitlist', async () => {
    await seedScenario('demo')
    await addWebinar('A full clinic', 2 * 24 * 60 * MINUTE, 1, sofia())
    const { user } = await renderRoute('/webinars', { as: 'counsellor', scenario: null })
    const full = await screen.findByRole('article', { name: 'A full clinic' }, WAIT)
    expect(full).toHaveTextContent('Full')
    await user.click(within(full).getByRole('button', { name: 'Join the waitlist' }))
    await waitFor(() => expect(full).toHaveTextContent('Waitlist #1'), WAIT)
    expect(full).toHaveTextContent('You are number 1 on the waitlist.')
    expect(full).toHaveTextContent('Full · 1 waiting')
    expect(within(full).queryByRole('button', { name: 'Add to calendar' })).toBeNull()
    expect(within(full).getByRole('button', { name: 'Leave the waitlist' })).toBeVisible()
  }, 30_000)

  it('moves the waitlist up when someone leaves: mine by my click, and me, live, by another', async () => {
    const { user } = await renderRoute('/webinars', { as: 'counsellor' })
    // Clinic 4: my seat goes to Sofia, the first waiting.
    const mine = await card(4)
    expect(mine).toHaveTextContent('Registered')
    await user.click(within(mine).getByRole('button', { name: 'Unregister' }))
    await waitFor(() => expect(registrationOf(SEEDED_WEBINAR_ID(4), me().id)?.status).toBe('left'))
    expect(registrationOf(SEEDED_WEBINAR_ID(4), sofia().id)?.status).toBe('registered')
    expect(
      await within(mine).findByRole('button', { name: 'Join the waitlist' }, WAIT),
    ).toBeVisible()
    expect(mine).toHaveTextContent('Full')

    // Clinic 3: I wait; Sofia gives up her seat in another app, and this page shows mine live.
    const waiting = await card(3)
    expect(waiting).toHaveTextContent('Waitlist #1')
    await liveConnected(me().id)
    const left = await api('POST', `/webinars/${SEEDED_WEBINAR_ID(3)}/unregister`, {
      token: await tokenFor(sofia()),
    })
    expect(left.status).toBe(200)
    await waitFor(() => expect(waiting).toHaveTextContent('Registered'), WAIT)
    expect(within(waiting).getByRole('button', { name: 'Unregister' })).toBeVisible()
  }, 30_000)

  it('shows the join link near the start and the recording after the end', async () => {
    await seedScenario('demo')
    const soon = await addWebinar('Starting soon', 10 * MINUTE, 30, me())
    const { user } = await renderRoute('/webinars', { as: 'counsellor', scenario: null })
    // Live, with my seat: the link.
    expect(within(await card(1)).getByRole('link', { name: 'Join webinar' })).toHaveAttribute(
      'href',
      webinar(1).joinUrl,
    )
    // Ten minutes before the start: the link.
    const near = await screen.findByRole('article', { name: 'Starting soon' }, WAIT)
    expect(within(near).getByRole('link', { name: 'Join webinar' })).toHaveAttribute(
      'href',
      `https://webinars.example.org/live/${soon}`,
    )
    // Six days ahead: not yet, and says when.
    const later = await card(4)
    expect(within(later).queryByRole('link', { name: 'Join webinar' })).toBeNull()
    expect(later).toHaveTextContent(M.joinSoon)

    await user.click(screen.getByRole('tab', { name: 'Past' }))
    expect(
      within(await card(6)).getByRole('link', { name: 'Watch the recording' }),
    ).toHaveAttribute('href', webinar(6).recordingUrl)
    // Recordings are for the plan, registered or not (Sofia's seat, not mine).
    expect(within(await card(7)).getByRole('link', { name: 'Watch the recording' })).toBeVisible()
    expect(await card(8)).toHaveTextContent(M.notRecorded)
  }, 30_000)

  it('follows a plan that ends while the page is open: the offer, no Register, no recording', async () => {
    const { user } = await renderRoute('/webinars', { as: 'counsellor' })
    expect(within(await card(5)).getByRole('button', { name: 'Register' })).toBeVisible()
    await liveConnected(me().id)
    await cancelSubscription(me().id)
    const offer = await screen.findByRole(
      'region',
      { name: planOfferTitle('premium-webinars') },
      WAIT,
    )
    expect(offer).toHaveTextContent(planRefusal('premium-webinars', true))
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Register' })).toBeNull())
    // What the plan made stays: the seat at clinic 4 and leaving it.
    expect(within(await card(4)).getByRole('button', { name: 'Unregister' })).toBeVisible()
    await user.click(screen.getByRole('tab', { name: 'Past' }))
    expect(await card(6)).toHaveTextContent(M.recordingForPlan)
  }, 30_000)
})
