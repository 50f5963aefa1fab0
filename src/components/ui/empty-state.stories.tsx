import type { Meta, StoryObj } from '@storybook/react-vite'
import { CalendarX, Inbox } from 'lucide-react'

import { Button } from './button'
import { EmptyState } from './empty-state'

const meta = {
  title: 'UI/EmptyState',
  component: EmptyState,
  tags: ['autodocs'],
  args: {
    icon: <Inbox />,
    title: 'No requests yet',
    description: 'When a student asks you to be their Catalyst, the request appears here.',
  },
} satisfies Meta<typeof EmptyState>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {}

export const WithAction: Story = {
  args: {
    icon: <CalendarX />,
    title: 'No upcoming sessions',
    description: 'Book a session with your Catalyst to get started.',
    action: <Button>Book a session</Button>,
  },
}

export const TitleOnly: Story = { args: { icon: undefined, description: undefined } }
