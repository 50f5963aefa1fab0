import type { Meta, StoryObj } from '@storybook/react-vite'
import { toast } from '@/lib/toast'

import { Button } from './button'
import { Toaster } from './toaster'

const meta = {
  title: 'UI/Toaster',
  component: Toaster,
  args: { theme: 'light' },
  argTypes: { theme: { control: 'inline-radio', options: ['light', 'dark', 'system'] } },
  render: (args) => (
    <>
      <Toaster {...args} />
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" onClick={() => toast('Session booked for Tue 16:00')}>
          Default
        </Button>
        <Button variant="outline" onClick={() => toast.success('Profile saved')}>
          Success
        </Button>
        <Button variant="outline" onClick={() => toast.error('Something went wrong')}>
          Error
        </Button>
        <Button variant="outline" onClick={() => toast.warning('Your plan ends in 3 days')}>
          Warning
        </Button>
        <Button variant="outline" onClick={() => toast.info('New message from Priya')}>
          Info
        </Button>
      </div>
    </>
  ),
} satisfies Meta<typeof Toaster>

export default meta
type Story = StoryObj<typeof meta>

export const Light: Story = {}
export const Dark: Story = { args: { theme: 'dark' } }
