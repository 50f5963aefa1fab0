import type { Meta, StoryObj } from '@storybook/react-vite'
import { delay, http, HttpResponse } from 'msw'
import { expect, userEvent, waitFor, within } from 'storybook/test'

import type { PaymentResult } from '@/api/generated/types.gen'
import { PAYMENT_STATUS } from '@/config/status-codes'

import { appStory } from '../../../.storybook/story-app'

const meta: Meta = {
  title: 'Screens/Pricing',
  // The page this file pictures (tests/lint/story-catalogue.test.ts).
  tags: ['route:/pricing'],
  parameters: { layout: 'fullscreen' },
}
export default meta
type Story = StoryObj

const page = () => within(document.body)
const WAIT = { timeout: 8_000 }
const checkoutCall = '*/api/v1/payment/checkout'
const statusRead = '*/api/v1/payment/status/:sessionId'
const subscriptionRead = '*/api/v1/payment/subscription'
const mobile = { viewport: { value: 'mobile1', isRotated: false } }

/**
 * Plans, monthly, each with what it includes; the demo Catalyst's Prime marked "Current plan"
 * with where to change it; the comparison table.
 */
export const Loaded: Story = {
  ...appStory({ url: '/pricing', as: 'counsellor' }),
  play: async () => {
    await expect(await page().findByText('Current plan', {}, WAIT)).toBeVisible()
    await expect(page().getByRole('table', { name: 'Feature comparison' })).toBeVisible()
  },
}
export const LoadedDark: Story = { ...Loaded, globals: { theme: 'dark' } }
export const LoadedMobile: Story = { ...Loaded, globals: mobile }
export const LoadedMobileDark: Story = { ...Loaded, globals: { ...mobile, theme: 'dark' } }

/** A Catalyst without a plan: no card is marked. */
export const WithoutPlan: Story = {
  ...appStory({ url: '/pricing', as: 'counsellor' }),
  parameters: { msw: [http.get(subscriptionRead, () => HttpResponse.json({ success: null }))] },
  play: async () => {
    await expect(await page().findByRole('list', { name: 'Plans' }, WAIT)).toBeVisible()
    await expect(page().queryByText('Current plan')).toBeNull()
  },
}
export const WithoutPlanDark: Story = { ...WithoutPlan, globals: { theme: 'dark' } }

/** The current plan still loading: a line waits where it will be named; the plans already sell. */
export const CurrentPlanLoading: Story = {
  ...appStory({ url: '/pricing', as: 'counsellor' }),
  parameters: {
    msw: [
      http.get(subscriptionRead, async () => {
        await delay('infinite')
        return HttpResponse.json({ success: null })
      }),
    ],
  },
  play: async () => {
    await expect(await page().findByRole('list', { name: 'Plans' }, WAIT)).toBeVisible()
  },
}
export const CurrentPlanLoadingDark: Story = { ...CurrentPlanLoading, globals: { theme: 'dark' } }

/** The current plan could not be read: said with Retry; Choose still asks the server. */
export const CurrentPlanError: Story = {
  tags: ['state:error'],
  ...appStory({ url: '/pricing', as: 'counsellor' }),
  parameters: {
    msw: [
      http.get(subscriptionRead, () =>
        HttpResponse.json({ message: 'Something went wrong' }, { status: 500 }),
      ),
    ],
  },
  play: async () => {
    await expect(
      await page().findByText('Your current plan could not be checked.', {}, WAIT),
    ).toBeVisible()
    await expect(page().getByRole('button', { name: 'Retry' })).toBeVisible()
  },
}
export const CurrentPlanErrorDark: Story = { ...CurrentPlanError, globals: { theme: 'dark' } }

/** Elite Access selected: its card offers Choose, the others still Select. */
export const PlanSelected: Story = {
  ...appStory({ url: '/pricing', as: 'counsellor' }),
  play: async () => {
    await userEvent.click(await page().findByRole('button', { name: /^Elite Access/ }, WAIT))
    await expect(page().getByRole('button', { name: 'Choose Elite Access' })).toBeVisible()
  },
}
export const PlanSelectedDark: Story = { ...PlanSelected, globals: { theme: 'dark' } }
export const PlanSelectedMobile: Story = { ...PlanSelected, globals: mobile }

/** Prime chosen yearly: the embedded checkout with the mock provider's test-card form. */
export const CheckoutModal: Story = {
  ...appStory({ url: '/pricing', as: 'counsellor' }),
  parameters: {
    msw: [
      http.post(checkoutCall, () =>
        HttpResponse.json({
          success: {
            clientSecret: 'cs_test_story_secret_story',
            sessionId: 'cs_test_story',
            hasExistingSubscription: false,
          },
        }),
      ),
    ],
  },
  play: async () => {
    await userEvent.click(await page().findByRole('button', { name: 'Yearly' }, WAIT))
    await userEvent.click(page().getByRole('button', { name: /^Prime/ }))
    await userEvent.click(page().getByRole('button', { name: 'Choose Prime' }))
    const card = await page().findByLabelText('Card number', {}, WAIT)
    // The dialog fades in (motion-safe), so the field becomes visible a moment after it exists.
    await waitFor(() => expect(card).toBeVisible(), WAIT)
  },
}
export const CheckoutModalDark: Story = { ...CheckoutModal, globals: { theme: 'dark' } }

/** The demo Catalyst already subscribes. */
export const ExistingSubscription: Story = {
  ...appStory({ url: '/pricing', as: 'counsellor' }),
  play: async () => {
    await userEvent.click(await page().findByRole('button', { name: /^Basic/ }, WAIT))
    await userEvent.click(page().getByRole('button', { name: 'Choose Basic' }))
    const dialog = await page().findByRole('dialog', { name: 'Existing Subscription' }, WAIT)
    await waitFor(() => expect(dialog).toBeVisible(), WAIT)
  },
}
export const ExistingSubscriptionDark: Story = {
  ...ExistingSubscription,
  globals: { theme: 'dark' },
}

const paid: PaymentResult = {
  status: 'complete',
  payment_status: PAYMENT_STATUS.active,
  planName: 'Prime',
  email: 'counsellor@catalyst.demo',
  paymentId: 'pi_3OqXyZ2eZvKYlo2C1abcdEFG',
  transactionDate: '2026-11-25T09:45:00.000Z',
  paymentMethod: 'visa **** 4242',
  amount: 2200,
  currency: 'usd',
}

function resultStory(title: string, result: PaymentResult): Story {
  return {
    ...appStory({ url: '/pricing?session_id=cs_test_story', as: 'counsellor' }),
    parameters: { msw: [http.get(statusRead, () => HttpResponse.json({ success: result }))] },
    play: async () => {
      const dialog = await page().findByRole('dialog', { name: title }, WAIT)
      await waitFor(() => expect(dialog).toBeVisible(), WAIT)
    },
  }
}

export const PaymentSuccessful = resultStory('Payment Successful', paid)
export const PaymentSuccessfulDark: Story = { ...PaymentSuccessful, globals: { theme: 'dark' } }
export const PaymentPending = resultStory('Payment Pending', { ...paid, payment_status: 6 })
export const PaymentPendingDark: Story = { ...PaymentPending, globals: { theme: 'dark' } }
export const PaymentFailed = resultStory('Payment Failed', {
  ...paid,
  status: 'open',
  payment_status: 1,
})
export const PaymentFailedDark: Story = { ...PaymentFailed, globals: { theme: 'dark' } }
export const PaymentProcessing = resultStory('Payment Processing', {
  ...paid,
  paymentId: null,
  status: 'open',
  payment_status: 1,
})
export const PaymentProcessingDark: Story = { ...PaymentProcessing, globals: { theme: 'dark' } }
