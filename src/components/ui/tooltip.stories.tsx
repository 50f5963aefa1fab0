import type { Meta, StoryObj } from '@storybook/react-vite'
import { Info } from 'lucide-react'

import { Button } from './button'
import { Tooltip, TooltipContent, TooltipTrigger } from './tooltip'

const meta = {
  title: 'UI/Tooltip',
  component: Tooltip,
  render: (args) => (
    <div className="p-12">
      <Tooltip {...args}>
        <TooltipTrigger asChild>
          <Button variant="ghost" size="icon" aria-label="About session credits">
            <Info />
          </Button>
        </TooltipTrigger>
        <TooltipContent>One credit is one 45-minute session.</TooltipContent>
      </Tooltip>
    </div>
  ),
} satisfies Meta<typeof Tooltip>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {}
export const Open: Story = { args: { defaultOpen: true } }
