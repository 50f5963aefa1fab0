import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'

import { TimeField } from './time-field'

/** The one way a time is entered (issue 36): the day's quarter hours in the 24-hour form. */
function Controlled(props: { initial: string; invalid?: boolean; disabled?: boolean }) {
  const [value, setValue] = useState(props.initial)
  return (
    <TimeField
      aria-label="Monday from"
      value={value}
      onChange={setValue}
      aria-invalid={props.invalid || undefined}
      disabled={props.disabled}
    />
  )
}

const meta = {
  title: 'UI/TimeField',
  component: Controlled,
  tags: ['autodocs'],
  args: { initial: '10:00' },
  decorators: [
    (Story) => (
      <div className="max-w-[8rem]">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Controlled>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {}
export const Empty: Story = { args: { initial: '' } }
/** A saved time between the steps is kept and offered. */
export const BetweenSteps: Story = { args: { initial: '10:10' } }
export const Invalid: Story = { args: { invalid: true } }
export const Disabled: Story = { args: { disabled: true } }
