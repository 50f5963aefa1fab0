import type { Meta, StoryObj } from '@storybook/react-vite'

import { Button } from './button'
import {
  Sheet,
  SheetClose,
  SheetContent,
  SheetDescription,
  SheetFooter,
  SheetHeader,
  SheetTitle,
  SheetTrigger,
} from './sheet'

type SheetStoryArgs = { side: 'left' | 'right'; defaultOpen?: boolean }

const meta = {
  title: 'UI/Sheet',
  args: { side: 'right' },
  argTypes: { side: { control: 'inline-radio', options: ['left', 'right'] } },
  render: ({ side, defaultOpen }) => (
    <Sheet {...(defaultOpen === undefined ? {} : { defaultOpen })}>
      <SheetTrigger asChild>
        <Button variant="outline">{side === 'left' ? 'Open menu' : 'View request'}</Button>
      </SheetTrigger>
      <SheetContent side={side}>
        <SheetHeader>
          <SheetTitle>{side === 'left' ? 'Menu' : 'Request from Asha Rao'}</SheetTitle>
          <SheetDescription>
            {side === 'left' ? 'Go to a section.' : 'Sent 2 days ago. Wants help with SOP review.'}
          </SheetDescription>
        </SheetHeader>
        <p className="text-sm">Content goes here.</p>
        <SheetFooter>
          <SheetClose asChild>
            <Button variant="outline">Close</Button>
          </SheetClose>
        </SheetFooter>
      </SheetContent>
    </Sheet>
  ),
} satisfies Meta<SheetStoryArgs>

export default meta
type Story = StoryObj<typeof meta>

export const Right: Story = {}
export const Left: Story = { args: { side: 'left' } }
export const OpenRight: Story = { args: { defaultOpen: true } }
