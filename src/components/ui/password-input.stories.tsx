import type { Meta, StoryObj } from '@storybook/react-vite'

import { PasswordInput } from './password-input'

const meta = {
  title: 'UI/PasswordInput',
  component: PasswordInput,
  tags: ['autodocs'],
  args: { 'aria-label': 'Password', defaultValue: 'correct horse battery' },
  decorators: [
    (Story) => (
      <div className="max-w-sm">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PasswordInput>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {}
export const NewPassword: Story = { args: { autoComplete: 'new-password', defaultValue: '' } }
export const Invalid: Story = { args: { 'aria-invalid': true } }
export const Disabled: Story = { args: { disabled: true } }
