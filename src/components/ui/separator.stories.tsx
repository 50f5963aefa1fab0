import type { Meta, StoryObj } from '@storybook/react-vite'

import { Separator } from './separator'

const meta = {
  title: 'UI/Separator',
  component: Separator,
  tags: ['autodocs'],
} satisfies Meta<typeof Separator>

export default meta
type Story = StoryObj<typeof meta>

export const Horizontal: Story = {
  render: (args) => (
    <div className="max-w-sm text-sm">
      <p>Upcoming sessions</p>
      <Separator {...args} className="my-3" />
      <p>Past sessions</p>
    </div>
  ),
}

export const Vertical: Story = {
  render: (args) => (
    <div className="flex h-5 items-center gap-3 text-sm">
      <span>Goals</span>
      <Separator {...args} orientation="vertical" />
      <span>Notes</span>
      <Separator {...args} orientation="vertical" />
      <span>Files</span>
    </div>
  ),
}
