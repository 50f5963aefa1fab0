import { screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'

import type { GetCounsellorsResponse } from '@/api/generated/types.gen'
import { PLAN_OFFER_ACTION, planOfferTitle } from '@/components/plan/plan-offer'
import { DIRECTORY_MESSAGES } from '@/features/connections/directory/directory'
import {
  LISTING_MESSAGES,
  LISTING_TITLE,
} from '@/features/dashboard/components/directory-listing-card'
import { db } from '@mocks/db'
import { cancelSubscription } from '@mocks/handlers/billing/billing'
import { NOT_IN_DIRECTORY } from '@mocks/handlers/connections/directory'
import { seedScenario } from '@mocks/seed'
import { demoAccounts, type DemoAccountKey } from '@mocks/seed/demo-accounts'
import { findUserByEmail } from '@mocks/services/relations'
import { giveActivePlan } from '@mocks/testing/factories'

import { withMockServer } from '../msw'
import { liveConnected } from '../live-socket'
import { renderRoute } from '../render-route'

/**
 * Directory listing and student inquiries (issue 34; openapi "Plans"): the Catalyst's dashboard
 * says whether they are listed in Find Catalysts and why, on every plan and live; the student's
 * directory holds Prime and Elite Access Catalysts only, and a card says before the student tries
 * when a Catalyst takes no requests.
 */
const server = withMockServer()
const WAIT = { timeout: 15_000 }
const account = (key: DemoAccountKey) => findUserByEmail(demoAccounts[key].email)!
const catalystNamed = (firstName: string) =>
  db.users.findFirst((q) => q.where({ firstName, role: 'counsellor' }))!
const listingCard = () => screen.findByRole('region', { name: LISTING_TITLE }, WAIT)
const offer = () => screen.findByRole('region', { name: planOfferTitle('directory-listing') }, WAIT)

describe("the Catalyst's dashboard says whether they are listed, and why", () => {
  it('Prime: listed and taking requests, not featured', { timeout: 30_000 }, async () => {
    await renderRoute('/dashboard', { as: 'counsellor' })
    const card = await listingCard()
    expect(await within(card).findByText(LISTING_MESSAGES.listed, {}, WAIT)).toBeVisible()
    expect(within(card).queryByText(LISTING_MESSAGES.featured)).toBeNull()
    expect(screen.queryByRole('region', { name: planOfferTitle('directory-listing') })).toBeNull()
  })

  it('Elite Access: listed, and featured first', { timeout: 30_000 }, async () => {
    await renderRoute('/dashboard', { as: 'eliteCounsellor' })
    const card = await listingCard()
    expect(await within(card).findByText(LISTING_MESSAGES.listed, {}, WAIT)).toBeVisible()
    expect(within(card).getByText(LISTING_MESSAGES.featured)).toBeVisible()
  })

  it('Basic: not listed, with what listing gives and the way to Pricing in place', async () => {
    await renderRoute('/dashboard', { as: 'basicCounsellor' })
    const region = await offer()
    expect(region).toHaveTextContent(LISTING_MESSAGES.basic)
    expect(within(region).getByRole('link', { name: PLAN_OFFER_ACTION })).toHaveAttribute(
      'href',
      '/pricing',
    )
    expect(screen.queryByRole('region', { name: LISTING_TITLE })).toBeNull()
  })

  it('no plan: not listed, and says so', async () => {
    await seedScenario('demo')
    await cancelSubscription(account('basicCounsellor').id)
    await renderRoute('/dashboard', { as: 'basicCounsellor', scenario: null })
    expect(await offer()).toHaveTextContent(LISTING_MESSAGES.noPlan)
  })

  it('a plan that ends takes the card to the offer live, with the lapse words; a new one lists again', async () => {
    await renderRoute('/dashboard', { as: 'counsellor' })
    await within(await listingCard()).findByText(LISTING_MESSAGES.listed, {}, WAIT)
    await liveConnected(account('counsellor').id)
    await cancelSubscription(account('counsellor').id)
    expect(await offer()).toHaveTextContent(LISTING_MESSAGES.lapsed)
    await giveActivePlan(account('counsellor'), 'elite')
    await waitFor(
      () => expect(screen.getByRole('region', { name: LISTING_TITLE })).toBeVisible(),
      WAIT,
    )
  }, 45_000)

  it('awaiting approval on a listing plan: not listed yet, and why', async () => {
    await seedScenario('demo')
    await giveActivePlan(account('pendingCounsellor'), 'prime')
    await renderRoute('/dashboard', { as: 'pendingCounsellor', scenario: null })
    const card = await listingCard()
    expect(await within(card).findByText(LISTING_MESSAGES.awaitingApproval, {}, WAIT)).toBeVisible()
    expect(within(card).getByRole('link', { name: 'Complete your profile' })).toBeVisible()
  })
})

describe("the student's directory follows each Catalyst's plan", () => {
  const names = () =>
    screen
      .queryAllByRole('article')
      .map((card) => within(card).getByRole('heading', { level: 2 }).textContent)

  it('lists Prime and Elite Access Catalysts only: none on Basic, lapsed or without a plan', async () => {
    await renderRoute('/find-counsellors', { as: 'newStudent' })
    await screen.findAllByRole('article', {}, WAIT)
    const listed = names()
    for (const name of ['Sofia Martínez', 'Amara Okafor', 'Meera Iyer', 'Marta Kowalska'])
      expect(listed).toContain(name)
    // Basic, Basic after Prime, no plan, a cancelled Prime.
    for (const name of ['Tomás Herrera', 'Aisha Rahman', 'Wanjiru Kamau', 'Eleanor Hughes'])
      expect(listed).not.toContain(name)
    expect(listed.slice(0, 2)).toEqual(['Sofia Martínez', 'Amara Okafor'])
  })

  it('a Catalyst whose plan ends before the request is sent: the refusal, and the card leaves', async () => {
    const { user } = await renderRoute('/find-counsellors', { as: 'newStudent' })
    const card = await screen.findByRole('article', { name: 'Rafael Souza' }, WAIT)
    await user.click(within(card).getByRole('button', { name: 'Connect' }))
    const form = await screen.findByRole('dialog', { name: 'Connect with Rafael Souza' }, WAIT)
    for (const [label, value] of [
      ['College', 'Delhi University'],
      ['Dream job', 'Lawyer'],
      ['Work location', 'Mumbai'],
    ] as const) {
      const field = within(form).getByLabelText(new RegExp(`^${label}`))
      await user.clear(field)
      await user.type(field, value)
    }
    const rafael = catalystNamed('Rafael')
    await cancelSubscription(rafael.id)
    await user.click(within(form).getByRole('button', { name: 'Send Request' }))
    expect(await screen.findByText(NOT_IN_DIRECTORY, {}, WAIT)).toBeInTheDocument()
    await waitFor(
      () => expect(screen.queryByRole('article', { name: 'Rafael Souza' })).toBeNull(),
      WAIT,
    )
    expect(
      db.connections.findFirst((q) => q.where({ counsellorId: rafael.id, direction: 'request' })),
    ).toBeUndefined()
  }, 30_000)

  it('says on the card that a Catalyst takes no requests, with no Connect to press', async () => {
    server.use(
      http.get('*/api/v1/user/counsellors', () =>
        HttpResponse.json<GetCounsellorsResponse>({
          success: [
            {
              id: catalystNamed('James').id,
              given_name: 'James',
              family_name: 'Whitaker',
              status: 'none',
              featured: false,
              takesInquiries: false,
            },
            {
              id: catalystNamed('Kenji').id,
              given_name: 'Kenji',
              family_name: 'Watanabe',
              status: 'none',
              featured: false,
              takesInquiries: true,
            },
          ],
        }),
      ),
    )
    await renderRoute('/find-counsellors', { as: 'newStudent' })
    const closed = await screen.findByRole('article', { name: 'James Whitaker' }, WAIT)
    expect(within(closed).getByText(DIRECTORY_MESSAGES.noInquiries)).toBeVisible()
    expect(within(closed).getByText(DIRECTORY_MESSAGES.noInquiriesWhy)).toBeVisible()
    expect(within(closed).queryByRole('button')).toBeNull()
    const open = screen.getByRole('article', { name: 'Kenji Watanabe' })
    expect(within(open).getByRole('button', { name: 'Connect' })).toBeEnabled()
    expect(within(open).queryByText(DIRECTORY_MESSAGES.noInquiries)).toBeNull()
  })
})
