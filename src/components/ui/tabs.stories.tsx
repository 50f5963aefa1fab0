import type { Meta, StoryObj } from '@storybook/react-vite'

import { Tabs, TabsContent, TabsList, TabsTrigger } from './tabs'

const meta = {
  title: 'UI/Tabs',
  component: Tabs,
  tags: ['autodocs'],
  args: { defaultValue: 'upcoming' },
  render: (args) => (
    <Tabs {...args} className="max-w-md">
      <TabsList>
        <TabsTrigger value="upcoming">Upcoming</TabsTrigger>
        <TabsTrigger value="past">Past</TabsTrigger>
        <TabsTrigger value="cancelled" disabled>
          Cancelled
        </TabsTrigger>
      </TabsList>
      <TabsContent value="upcoming" className="text-sm">
        Two sessions this week.
      </TabsContent>
      <TabsContent value="past" className="text-sm">
        Twelve sessions so far.
      </TabsContent>
      <TabsContent value="cancelled" className="text-sm">
        None.
      </TabsContent>
    </Tabs>
  ),
} satisfies Meta<typeof Tabs>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {}
export const SecondTab: Story = { args: { defaultValue: 'past' } }
