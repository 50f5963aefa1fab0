import type { Meta, StoryObj } from '@storybook/react-vite'
import { delay, http, HttpResponse } from 'msw'
import { expect, within } from 'storybook/test'

import { PLAN_OFFER_ACTION, planOfferTitle } from '@/components/plan/plan-offer'

import { appStory } from '../../../.storybook/story-app'

const meta: Meta = {
  title: 'Screens/Webinars',
  // The page this file pictures (tests/lint/story-catalogue.test.ts).
  tags: ['route:/webinars'],
  parameters: { layout: 'fullscreen' },
}
export default meta
type Story = StoryObj

const listRead = '*/api/v1/webinars'
const planRead = '*/api/v1/payment/plan'
const page = () => within(document.body)
const WAIT = { timeout: 8_000 }
const mobile = { viewport: { value: 'mobile1', isRotated: false } }

const emptyPage = { webinars: [], page: 1, pageSize: 10, total: 0, hasMore: false }
const noPlan = { tier: null, through: null, features: [], lapsed: [], team: null }

/** counsellor@catalyst.demo (Prime): the live webinar with its join link, seats, the waitlist. */
export const Loaded: Story = {
  ...appStory({ url: '/webinars', as: 'counsellor' }),
  play: async () => {
    await expect(await page().findByRole('list', { name: 'Upcoming webinars' }, WAIT)).toBeVisible()
    await expect(await page().findByRole('link', { name: 'Join webinar' }, WAIT)).toBeVisible()
  },
}
export const LoadedDark: Story = { ...Loaded, globals: { theme: 'dark' } }
export const LoadedMobile: Story = { ...Loaded, globals: mobile }
export const LoadedMobileDark: Story = { ...Loaded, globals: { ...mobile, theme: 'dark' } }

/** The past tab: recordings, and one webinar that was not recorded. */
export const Past: Story = {
  ...appStory({ url: '/webinars?tab=past', as: 'counsellor' }),
  play: async () => {
    await expect(await page().findByRole('list', { name: 'Past webinars' }, WAIT)).toBeVisible()
    await expect(
      (await page().findAllByRole('link', { name: 'Watch the recording' }, WAIT))[0],
    ).toBeVisible()
  },
}
export const PastDark: Story = { ...Past, globals: { theme: 'dark' } }
export const PastMobile: Story = { ...Past, globals: mobile }

/** No plan with premium webinars: the list, the one offer above it, no Register. */
export const Offer: Story = {
  ...appStory({ url: '/webinars', as: 'counsellor' }),
  parameters: { msw: [http.get(planRead, () => HttpResponse.json({ success: noPlan }))] },
  play: async () => {
    const offer = await page().findByRole(
      'region',
      { name: planOfferTitle('premium-webinars') },
      WAIT,
    )
    await expect(within(offer).getByRole('link', { name: PLAN_OFFER_ACTION })).toBeVisible()
    await expect(page().queryByRole('button', { name: 'Register' })).toBeNull()
  },
}
export const OfferDark: Story = { ...Offer, globals: { theme: 'dark' } }
export const OfferMobile: Story = { ...Offer, globals: mobile }
export const OfferMobileDark: Story = { ...Offer, globals: { ...mobile, theme: 'dark' } }

/** Nothing announced yet. */
export const Empty: Story = {
  ...appStory({ url: '/webinars', as: 'counsellor' }),
  parameters: { msw: [http.get(listRead, () => HttpResponse.json({ success: emptyPage }))] },
  play: async () => {
    await expect(await page().findByText('No upcoming webinars', {}, WAIT)).toBeVisible()
  },
}
export const EmptyDark: Story = { ...Empty, globals: { theme: 'dark' } }
export const EmptyMobile: Story = { ...Empty, globals: mobile }

export const Loading: Story = {
  ...appStory({ url: '/webinars', as: 'counsellor' }),
  parameters: {
    msw: [
      http.get(listRead, async () => {
        await delay('infinite')
        return HttpResponse.json({})
      }),
    ],
  },
  play: async () => {
    await expect(await page().findByText('Loading webinars...', {}, WAIT)).toBeVisible()
  },
}
export const LoadingDark: Story = { ...Loading, globals: { theme: 'dark' } }

/** The list could not be read: the red box and Retry. */
export const Failed: Story = {
  ...appStory({ url: '/webinars', as: 'counsellor' }),
  parameters: { msw: [http.get(listRead, () => HttpResponse.error())] },
  play: async () => {
    await expect(
      await page().findByText('The webinars could not be loaded.', {}, WAIT),
    ).toBeVisible()
  },
}
export const FailedDark: Story = { ...Failed, globals: { theme: 'dark' } }
