import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect, userEvent, within } from 'storybook/test'

import { endMonthBounds, startMonthBounds, type MonthBounds } from '@/lib/format/month-bounds'

import { Field } from './field'
import { MonthYearPicker } from './month-year-picker'

/** A picker in a Field, holding its own value, as a profile form uses it. */
function PickerField({
  label,
  initial,
  bounds,
  error,
  clearable,
  disabled,
}: {
  label: string
  initial: string | null
  bounds?: MonthBounds
  error?: string
  clearable?: boolean
  disabled?: boolean
}) {
  const [value, setValue] = useState(initial)
  return (
    <div className="max-w-xs">
      <Field label={label} error={error}>
        <MonthYearPicker
          value={value}
          onChange={setValue}
          bounds={bounds}
          clearable={clearable}
          disabled={disabled}
        />
      </Field>
    </div>
  )
}

const meta = {
  title: 'UI/Month and year picker',
  component: PickerField,
  args: { label: 'Start date', initial: null },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof PickerField>

export default meta
type Story = StoryObj<typeof meta>

export const Empty: Story = {}
export const Chosen: Story = { args: { initial: '2021-09-01T00:00:00.000Z' } }
export const Invalid: Story = { args: { error: 'Start date is required' } }
export const Disabled: Story = {
  args: { label: 'End date', initial: '2026-11-01T00:00:00.000Z', disabled: true },
}

/** A work start month: from ten years after a 2004 birth date to today (part 2 section 5). */
export const OpenWithBounds: Story = {
  args: {
    initial: '2015-02-01T00:00:00.000Z',
    bounds: startMonthBounds({ birthDate: '2004-06-15T00:00:00.000Z' }),
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Start date' }))
    const months = within(document.body).getByRole('group', { name: 'Months of 2015' })
    await expect(within(months).getByRole('button', { name: 'February 2015' })).toHaveFocus()
  },
}
export const OpenWithBoundsDark: Story = { ...OpenWithBounds, globals: { theme: 'dark' } }

/** An academic end month may lie up to 7 years ahead; Clear for an optional one. */
export const AcademicEnd: Story = {
  args: {
    label: 'End date',
    initial: '2028-06-01T00:00:00.000Z',
    clearable: true,
    bounds: endMonthBounds({ start: '2024-09-01T00:00:00.000Z', kind: 'academic' }),
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'End date' }))
    await expect(within(document.body).getByRole('button', { name: 'Clear' })).toBeVisible()
  },
}
export const AcademicEndDark: Story = { ...AcademicEnd, globals: { theme: 'dark' } }
