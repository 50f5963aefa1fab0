import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect, userEvent, within } from 'storybook/test'

import {
  isDayValueOrEmpty,
  NO_SUCH_DAY,
  UNREADABLE_DAY,
  unreadableDayMessage,
} from '@/lib/format/day-value'

import { DateField } from './date-field'
import { Field } from './field'

/** A date field in a Field, holding its own value as a profile form does (midnight UTC). */
function DateFieldStory({
  label,
  initial,
  min,
  max,
  error,
  disabled,
}: {
  label: string
  initial: string
  min?: string
  max?: string
  error?: string
  disabled?: boolean
}) {
  const [value, setValue] = useState(initial)
  const unreadable = isDayValueOrEmpty(value, 'date-time') ? undefined : unreadableDayMessage(value)
  return (
    <div className="max-w-xs">
      <Field label={label} error={error ?? unreadable}>
        <DateField
          valueFormat="date-time"
          value={value}
          onChange={setValue}
          min={min}
          max={max}
          disabled={disabled}
          calendarLabel={`Choose ${label.toLowerCase()}`}
        />
      </Field>
    </div>
  )
}

const meta = {
  title: 'UI/Date field',
  component: DateFieldStory,
  args: { label: 'Issue date', initial: '' },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof DateFieldStory>

export default meta
type Story = StoryObj<typeof meta>

export const Empty: Story = {}
export const EmptyDark: Story = { globals: { theme: 'dark' } }
export const Chosen: Story = { args: { initial: '2021-04-12T00:00:00.000Z' } }
export const ChosenDark: Story = { ...Chosen, globals: { theme: 'dark' } }
export const Invalid: Story = {
  args: { label: 'Date of birth', error: 'Date of birth is required' },
}
export const InvalidDark: Story = { ...Invalid, globals: { theme: 'dark' } }
export const Disabled: Story = {
  args: { initial: '2021-04-12T00:00:00.000Z', disabled: true },
}

/** Typed text that reads as no day stays as typed, with a message that says what is wrong. */
export const Unreadable: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('Issue date')
    await userEvent.type(input, '31/02/2021')
    await userEvent.tab()
    await expect(within(canvasElement).getByText(NO_SUCH_DAY)).toBeVisible()
    await userEvent.clear(input)
    await userEvent.type(input, 'next week')
    await userEvent.tab()
    await expect(within(canvasElement).getByText(UNREADABLE_DAY)).toBeVisible()
  },
}

/** Typed as en-GB writes it, shown as the lists do once left. */
export const Typed: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('Issue date')
    await userEvent.type(input, '14/03/2022')
    await userEvent.tab()
    await expect(input).toHaveValue('14 MAR 2022')
  },
}

/** The calendar open on the chosen day, with days after today unavailable (a birth date). */
export const OpenCalendar: Story = {
  args: {
    label: 'Date of birth',
    initial: '2008-03-14T00:00:00.000Z',
    max: new Date(Date.UTC(2026, 10, 26)).toISOString(),
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: 'Choose date of birth' }),
    )
    const calendar = await within(document.body).findByRole('dialog', { name: 'Choose a date' })
    await expect(
      await within(calendar).findByRole('button', { name: /14 MAR 2008, selected/ }),
    ).toBeVisible()
  },
}
export const OpenCalendarDark: Story = { ...OpenCalendar, globals: { theme: 'dark' } }
