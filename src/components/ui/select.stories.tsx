import type { Meta, StoryObj } from '@storybook/react-vite'

import { Select } from './select'

const meta = {
  title: 'UI/Select',
  component: Select,
  tags: ['autodocs'],
  args: {
    'aria-label': 'Timezone',
    defaultValue: '',
    children: (
      <>
        <option value="">Choose a timezone...</option>
        <option value="Asia/Kolkata">India (IST)</option>
        <option value="Europe/London">London (GMT/BST)</option>
        <option value="America/New_York">New York (ET)</option>
      </>
    ),
  },
  decorators: [
    (Story) => (
      <div className="max-w-xs">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Select>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {}
export const Invalid: Story = { args: { 'aria-invalid': true } }
export const Disabled: Story = { args: { disabled: true } }
