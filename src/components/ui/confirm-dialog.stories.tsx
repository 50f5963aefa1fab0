import type { Meta, StoryObj } from '@storybook/react-vite'
import { fn } from 'storybook/test'

import { Button } from './button'
import { ConfirmDialog } from './confirm-dialog'

const meta = {
  title: 'UI/ConfirmDialog',
  component: ConfirmDialog,
  args: {
    trigger: <Button variant="outline">Cancel session</Button>,
    title: 'Cancel this session?',
    description: 'Your Catalyst will be notified by e-mail.',
    confirmLabel: 'Yes, cancel it',
    cancelLabel: 'Keep session',
    variant: 'danger',
    onConfirm: fn(),
  },
} satisfies Meta<typeof ConfirmDialog>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {}
export const Open: Story = { args: { defaultOpen: true } }
export const Pending: Story = { args: { defaultOpen: true, pending: true } }
export const AsyncConfirm: Story = {
  args: { onConfirm: fn(() => new Promise((resolve) => setTimeout(resolve, 1500))) },
}
