import type { Meta, StoryObj } from '@storybook/react-vite'

import { Badge } from './badge'
import { Button } from './button'
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from './card'

const meta = {
  title: 'UI/Card',
  component: Card,
  tags: ['autodocs'],
  render: (args) => (
    <Card {...args} className="max-w-sm">
      <CardHeader>
        <CardTitle>Next session</CardTitle>
        <CardDescription>With your Catalyst, Priya Nair</CardDescription>
      </CardHeader>
      <CardContent className="flex items-center justify-between text-sm">
        <span>Tue 14 Oct, 16:00</span>
        <Badge variant="success">Confirmed</Badge>
      </CardContent>
      <CardFooter className="justify-end">
        <Button variant="outline" size="sm">
          Reschedule
        </Button>
        <Button size="sm">Join</Button>
      </CardFooter>
    </Card>
  ),
} satisfies Meta<typeof Card>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {}
