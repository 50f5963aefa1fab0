import type { Meta, StoryObj } from '@storybook/react-vite'

import { Input } from './input'

const meta = {
  title: 'UI/Input',
  component: Input,
  tags: ['autodocs'],
  args: { 'aria-label': 'Email', placeholder: 'you@example.com', type: 'email' },
  decorators: [
    (Story) => (
      <div className="max-w-sm">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Input>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {}
export const Filled: Story = { args: { defaultValue: 'asha@example.com' } }
export const Invalid: Story = { args: { 'aria-invalid': true, defaultValue: 'asha@' } }
export const Disabled: Story = { args: { disabled: true, defaultValue: 'asha@example.com' } }
export const File: Story = { args: { type: 'file', 'aria-label': 'Résumé' } }
