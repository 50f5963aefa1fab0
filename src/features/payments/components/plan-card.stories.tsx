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

/** Selected: Choose at the foot (its name says which plan). */
export const Selected: Story = {
  args: { selected: true, interval: 'year' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('button', { name: 'Choose Prime' }),
    ).toHaveTextContent(/^Choose$/)
  },
}
export const SelectedDark: Story = { ...Selected, globals: { theme: 'dark' } }

/** The Catalyst's plan: Current plan beside the name; nothing to select or choose (issue 36). */
export const Current: Story = {
  args: { current: true, interval: 'year' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('This is your plan')).toBeVisible()
    await expect(within(canvasElement).queryByRole('button')).toBeNull()
  },
}
export const CurrentDark: Story = { ...Current, globals: { theme: 'dark' } }

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
