import type { Meta, StoryObj } from '@storybook/react-vite'
import { delay, http, HttpResponse } from 'msw'
import { expect, within } from 'storybook/test'

import type { AvailabilityState } from '@/api/generated/types.gen'
import { SESSION_DEFAULTS } from '@/config/constants'

import { appStory } from '../../../../.storybook/story-app'
import { AVAILABILITY_MESSAGES } from './availability-rules'
import { PLAN_OFFER_ACTION, planOfferTitle } from '@/components/plan/plan-offer'

const meta: Meta = {
  title: 'Screens/Availability',
  // The page this file pictures (tests/lint/story-catalogue.test.ts).
  tags: ['route:/availability'],
  parameters: { layout: 'fullscreen' },
}
export default meta
type Story = StoryObj

const page = () => within(document.body)
const WAIT = { timeout: 8_000 }
const availabilityRead = '*/api/v1/sessions/availability'
const mobile = { viewport: { value: 'mobile1', isRotated: false } }

/** An availability never saved (the server's defaults), with the plan and reason given. */
const unsaved = (
  plan: AvailabilityState['plan'],
  notBookableReason: string,
): AvailabilityState => ({
  availability: {
    timeZone: 'Asia/Kolkata',
    weeklyHours: [],
    ...SESSION_DEFAULTS,
    daysOff: [],
    meetingLink: null,
  },
  configured: false,
  updatedAt: null,
  bookable: false,
  notBookableReason,
  plan,
})
const answer = (state: AvailabilityState) =>
  http.get(availabilityRead, () => HttpResponse.json({ success: state }))

/** counsellor@catalyst.demo on Prime: weekday hours, students can book, the next days shown. */
export const Loaded: Story = {
  ...appStory({ url: '/availability', as: 'counsellor' }),
  play: async () => {
    await expect(await page().findByText(AVAILABILITY_MESSAGES.bookable, {}, WAIT)).toBeVisible()
    await expect(page().getByRole('switch', { name: 'Monday' })).toBeChecked()
  },
}
export const LoadedDark: Story = { ...Loaded, globals: { theme: 'dark' } }
export const LoadedMobile: Story = { ...Loaded, globals: mobile }
export const LoadedMobileDark: Story = { ...Loaded, globals: { ...mobile, theme: 'dark' } }

/** On Prime, never saved: no weekly hours yet, so students cannot book; every day is off. */
export const NotConfigured: Story = {
  tags: ['state:empty'],
  ...appStory({ url: '/availability', as: 'counsellor' }),
  parameters: {
    msw: [
      answer(
        unsaved('prime', 'Add your weekly hours so that students can book sessions with you.'),
      ),
    ],
  },
  play: async () => {
    await expect(
      await page().findByText(/Add your weekly hours so that students can book/, {}, WAIT),
    ).toBeVisible()
    await expect(page().getByRole('switch', { name: 'Monday' })).not.toBeChecked()
  },
}
export const NotConfiguredDark: Story = { ...NotConfigured, globals: { theme: 'dark' } }
export const NotConfiguredMobile: Story = { ...NotConfigured, globals: mobile }

/** No Prime or Elite plan: what booking gives, a way to Pricing, the form switched off. */
export const NoPlan: Story = {
  ...appStory({ url: '/availability', as: 'counsellor' }),
  parameters: {
    msw: [
      answer(
        unsaved(
          null,
          'Session booking comes with the Prime and Elite Access plans. Choose one on Pricing to set your availability.',
        ),
      ),
    ],
  },
  play: async () => {
    const offer = await page().findByRole(
      'region',
      { name: planOfferTitle('session-booking') },
      WAIT,
    )
    await expect(within(offer).getByRole('link', { name: PLAN_OFFER_ACTION })).toBeVisible()
    await expect(page().getByRole('button', { name: 'Save' })).toBeDisabled()
  },
}
export const NoPlanDark: Story = { ...NoPlan, globals: { theme: 'dark' } }
export const NoPlanMobile: Story = { ...NoPlan, globals: mobile }

export const Loading: Story = {
  ...appStory({ url: '/availability', as: 'counsellor' }),
  parameters: {
    msw: [
      http.get(availabilityRead, async () => {
        await delay('infinite')
        return HttpResponse.json({})
      }),
    ],
  },
  play: async () => {
    await expect(await page().findByText('Loading your availability...', {}, WAIT)).toBeVisible()
  },
}
export const LoadingDark: Story = { ...Loading, globals: { theme: 'dark' } }

/** The read failed: the page says so, with Retry. */
export const Failed: Story = {
  ...appStory({ url: '/availability', as: 'counsellor' }),
  parameters: { msw: [http.get(availabilityRead, () => HttpResponse.error())] },
  play: async () => {
    await expect(await page().findByText(AVAILABILITY_MESSAGES.loadFailed, {}, WAIT)).toBeVisible()
    await expect(page().getByRole('button', { name: 'Retry' })).toBeVisible()
  },
}
export const FailedDark: Story = { ...Failed, globals: { theme: 'dark' } }
