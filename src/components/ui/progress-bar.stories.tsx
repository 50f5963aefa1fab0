import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'

import { ProgressBar } from './progress-bar'

const meta = {
  title: 'UI/ProgressBar',
  component: ProgressBar,
  tags: ['autodocs'],
  args: { value: 40, label: 'Pathway progress' },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof ProgressBar>

export default meta
type Story = StoryObj<typeof meta>

export const Yellow: Story = {}

/** Spec part 2 section 9: red at 25 % or below, yellow at 50 % or below, otherwise green. */
export const AllTones: Story = {
  render: () => (
    <div className="flex max-w-md flex-col gap-3 bg-surface p-4">
      {[0, 10, 25, 26, 40, 50, 51, 75, 100].map((value) => (
        <ProgressBar key={value} value={value} label={`${value} per cent`} />
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('progressbar', { name: '25 per cent' })).toHaveAttribute(
      'data-tone',
      'danger',
    )
    await expect(canvas.getByRole('progressbar', { name: '26 per cent' })).toHaveAttribute(
      'data-tone',
      'warning',
    )
    await expect(canvas.getByRole('progressbar', { name: '51 per cent' })).toHaveAttribute(
      'data-tone',
      'success',
    )
  },
}
export const AllTonesDark: Story = { ...AllTones, globals: { theme: 'dark' } }
