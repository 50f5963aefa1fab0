import type { Meta, StoryObj } from '@storybook/react-vite'
import { delay, http, HttpResponse } from 'msw'
import { expect, within } from 'storybook/test'

import { PLAN_OFFER_ACTION, planOfferTitle } from '@/components/plan/plan-offer'

import { appStory } from '../../../.storybook/story-app'
import { db } from '../../../mocks/db'
import { cancelSubscription } from '../../../mocks/handlers/billing/billing'
import { managerOf } from '../../../mocks/handlers/account-manager/managers'
import { demoAccounts } from '../../../mocks/seed/demo-accounts'
import { newId, nowIso } from '../../../mocks/services/ids'
import { findUserByEmail } from '../../../mocks/services/relations'
import { giveActivePlan } from '../../../mocks/testing/factories'

/**
 * Account manager (issue 34) on the mock backend: counsellor@catalyst.demo is on Prime in the
 * seed, so each story sets the plan (and the calls and requests it shows) before it renders and
 * puts the db back afterwards.
 */
const meta: Meta = {
  title: 'Screens/Account manager',
  // The page this file pictures (tests/lint/story-catalogue.test.ts).
  tags: ['route:/account-manager'],
  parameters: { layout: 'fullscreen' },
}
export default meta
type Story = StoryObj

const page = () => within(document.body)
const WAIT = { timeout: 8_000 }
const mobile = { viewport: { value: 'mobile1', isRotated: false } }
const story = appStory({ url: '/account-manager', as: 'counsellor' })
const meera = () => findUserByEmail(demoAccounts.counsellor.email)!

/** A call with the manager `days` ahead at 05:00 UTC, and an answered request. */
async function history(days = 3) {
  const me = meera()
  const { manager } = await managerOf(me)
  const start = (Math.floor(Date.now() / 86_400_000) + days) * 86_400_000 + 5 * 3_600_000
  await db.managerCalls.create({
    id: newId(),
    counsellorId: me.id,
    managerId: manager.id,
    start: new Date(start).toISOString(),
    end: new Date(start + 30 * 60_000).toISOString(),
    timeZone: manager.timeZone,
    topic: 'Reaching more students in Germany',
    status: 'booked',
    bookedAt: nowIso(),
    sequence: 0,
    cancellation: null,
  })
  await db.marketingRequests.create({
    id: newId(),
    counsellorId: me.id,
    managerId: manager.id,
    kind: 'profile-review',
    message: 'Could you look at my bio and specialisations before the autumn intake?',
    status: 'answered',
    createdAt: new Date(Date.now() - 3 * 86_400_000).toISOString(),
    reviewStartedAt: new Date(Date.now() - 2.9 * 86_400_000).toISOString(),
    decidedAt: new Date(Date.now() - 2 * 86_400_000).toISOString(),
    answer:
      'Open your bio with the universities you know best, and add them to your specialisations.',
    appOrigin: null,
  })
}

/**
 * Sets the plan (and history) for one story; afterwards Meera's checkouts are as in the seed
 * again and her calls, requests and manager are gone (the seed gives her none).
 */
const arrange = (setup: () => Promise<void>) => async (): Promise<() => Promise<void>> => {
  const me = meera()
  const checkouts = structuredClone(db.checkouts.lookup('user', me.id))
  await setup()
  return async () => {
    db.checkouts.deleteRecords(db.checkouts.lookup('user', me.id))
    for (const checkout of checkouts) await db.checkouts.create(checkout)
    db.managerCalls.deleteRecords(db.managerCalls.lookup('counsellor', me.id))
    db.marketingRequests.deleteRecords(db.marketingRequests.lookup('counsellor', me.id))
    const assignment = db.managerAssignments.get(me.id)
    if (assignment) db.managerAssignments.deleteRecords([assignment])
  }
}
const elite = () => giveActivePlan(meera(), 'elite').then(() => undefined)

/** Elite: the manager, free times, an upcoming call and an answered request. */
export const Loaded: Story = {
  ...story,
  beforeEach: arrange(async () => {
    await elite()
    await history()
  }),
  play: async () => {
    await expect(await page().findByRole('heading', { name: 'Lukas Becker' }, WAIT)).toBeVisible()
    await expect(
      await page().findByText('Reaching more students in Germany', {}, WAIT),
    ).toBeVisible()
    await expect(await page().findByText('Answered', {}, WAIT)).toBeVisible()
  },
}
export const LoadedDark: Story = { ...Loaded, globals: { theme: 'dark' } }
export const LoadedMobile: Story = { ...Loaded, globals: mobile }
export const LoadedMobileDark: Story = { ...Loaded, globals: { ...mobile, theme: 'dark' } }

/** Elite, nothing booked or sent yet. */
export const Empty: Story = {
  ...story,
  beforeEach: arrange(elite),
  play: async () => {
    await expect(await page().findByText('No upcoming calls', {}, WAIT)).toBeVisible()
    await expect(await page().findByText('No requests yet', {}, WAIT)).toBeVisible()
  },
}
export const EmptyDark: Story = { ...Empty, globals: { theme: 'dark' } }

export const Loading: Story = {
  ...story,
  beforeEach: arrange(elite),
  parameters: {
    msw: [
      http.get('*/api/v1/account-manager', async () => {
        await delay('infinite')
        return HttpResponse.json({})
      }),
    ],
  },
  play: async () => {
    await expect(await page().findByText('Loading your account manager...', {}, WAIT)).toBeVisible()
  },
}
export const LoadingDark: Story = { ...Loading, globals: { theme: 'dark' } }

/** The manager could not be read: the page says so, with Retry. */
export const Failed: Story = {
  ...story,
  beforeEach: arrange(elite),
  parameters: {
    msw: [
      http.get('*/api/v1/account-manager', () =>
        HttpResponse.json({ message: 'Internal server error' }, { status: 500 }),
      ),
    ],
  },
  play: async () => {
    await expect(
      await page().findByText('Your account manager could not be loaded.', {}, WAIT),
    ).toBeVisible()
    await expect(page().getByRole('button', { name: 'Retry' })).toBeVisible()
  },
}
export const FailedDark: Story = { ...Failed, globals: { theme: 'dark' } }

/** Prime (the seed's plan): the offers of both Elite features, with the way to Pricing. */
export const Offer: Story = {
  ...story,
  play: async () => {
    const offer = await page().findByRole(
      'region',
      { name: planOfferTitle('account-manager') },
      WAIT,
    )
    await expect(within(offer).getByRole('link', { name: PLAN_OFFER_ACTION })).toBeVisible()
    await expect(
      await page().findByRole('region', { name: planOfferTitle('marketing-support') }, WAIT),
    ).toBeVisible()
  },
}
export const OfferDark: Story = { ...Offer, globals: { theme: 'dark' } }
export const OfferMobile: Story = { ...Offer, globals: mobile }

/** Elite ended: the offer, and the call booked and request sent still there. */
export const Lapsed: Story = {
  ...story,
  beforeEach: arrange(async () => {
    await elite()
    await history()
    await cancelSubscription(meera().id)
  }),
  play: async () => {
    await expect(await page().findByText(/Calls you booked stay here/, {}, WAIT)).toBeVisible()
    await expect(
      await page().findByText('Reaching more students in Germany', {}, WAIT),
    ).toBeVisible()
  },
}
export const LapsedDark: Story = { ...Lapsed, globals: { theme: 'dark' } }
export const LapsedMobile: Story = { ...Lapsed, globals: mobile }
