import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, within } from 'storybook/test'

import { planByTier } from '@/config/plans'

import { CARD_PAYMENTS_NOT_CONFIGURED } from '../payment-rules'
import { ChooseAction } from './choose-action'
import { PlanCard } from './plan-card'

const prime = planByTier('prime')

const meta = {
  title: 'Payments/Plan card',
  component: PlanCard,
  parameters: { layout: 'padded' },
  decorators: [
    (Story) => (
      <div className="max-w-sm">
        <Story />
      </div>
    ),
  ],
  args: {
    plan: prime,
    interval: 'month',
    selected: false,
    current: false,
    onToggle: fn(),
    action: <ChooseAction plan={prime} pending={false} unavailable={false} onChoose={fn()} />,
  },
} satisfies Meta<typeof PlanCard>
export default meta
type Story = StoryObj<typeof meta>

/** Not selected: what Prime includes, and Select at its foot. */
export const Unselected: Story = {}
export const UnselectedDark: Story = { globals: { theme: 'dark' } }

/** The Catalyst's plan, selected: Current plan beside the name, Choose at the foot. */
export const CurrentAndSelected: Story = {
  args: { current: true, selected: true, interval: 'year' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Choose Prime' })).toBeVisible()
  },
}
export const CurrentAndSelectedDark: Story = {
  ...CurrentAndSelected,
  globals: { theme: 'dark' },
}

/** Choose pressed where no card provider is configured: the notice in place of the payment form. */
export const NoCardProvider: Story = {
  args: {
    selected: true,
    action: <ChooseAction plan={prime} pending={false} unavailable onChoose={fn()} />,
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      CARD_PAYMENTS_NOT_CONFIGURED,
    )
  },
}
export const NoCardProviderDark: Story = { ...NoCardProvider, globals: { theme: 'dark' } }
