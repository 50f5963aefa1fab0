import type { Meta, StoryObj } from '@storybook/react-vite'
import { delay, http, HttpResponse } from 'msw'
import { expect, within } from 'storybook/test'

import { appStory } from '../../../.storybook/story-app'

const meta: Meta = {
  title: 'Screens/Billing',
  // The page this file pictures (tests/lint/story-catalogue.test.ts).
  tags: ['route:/billing'],
  parameters: { layout: 'fullscreen' },
}
export default meta
type Story = StoryObj

const page = () => within(document.body)
const WAIT = { timeout: 8_000 }
const portalCall = '*/api/v1/payment/billing-portal'

/** No payment history: No Payment History with View Pricing Plans. */
export const NoPaymentHistory: Story = {
  tags: ['state:empty'],
  ...appStory({ url: '/billing', as: 'counsellor' }),
  parameters: { msw: [http.post(portalCall, () => HttpResponse.json({ success: '' }))] },
  play: async () => {
    await expect(await page().findByText('No Payment History', {}, WAIT)).toBeVisible()
  },
}
export const NoPaymentHistoryDark: Story = { ...NoPaymentHistory, globals: { theme: 'dark' } }

/** While the portal address is requested (it then replaces the page). */
export const Opening: Story = {
  tags: ['state:loading'],
  ...appStory({ url: '/billing', as: 'counsellor' }),
  parameters: {
    msw: [
      http.post(portalCall, async () => {
        await delay('infinite')
        return HttpResponse.json({})
      }),
    ],
  },
  play: async () => {
    await expect(await page().findByText('Opening the billing portal...', {}, WAIT)).toBeVisible()
  },
}
export const OpeningDark: Story = { ...Opening, globals: { theme: 'dark' } }

export const LoadError: Story = {
  ...appStory({ url: '/billing', as: 'counsellor' }),
  parameters: { msw: [http.post(portalCall, () => HttpResponse.error())] },
  play: async () => {
    await expect(await page().findByText('Failed to load billing portal.', {}, WAIT)).toBeVisible()
  },
}
export const LoadErrorDark: Story = { ...LoadError, globals: { theme: 'dark' } }
