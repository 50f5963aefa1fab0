import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it, vi } from 'vitest'

import { endMonthBounds, startMonthBounds, type MonthBounds } from '@/lib/format/month-bounds'

import { Field } from './field'
import { MonthYearPicker } from './month-year-picker'

function Picker({
  initial = null,
  bounds,
  clearable,
  onChange = () => {},
}: {
  initial?: string | null
  bounds?: MonthBounds
  clearable?: boolean
  onChange?: (value: string | null) => void
}) {
  const [value, setValue] = useState<string | null>(initial)
  return (
    <Field label="Start date" error={value ? undefined : 'Start date is required'}>
      <MonthYearPicker
        value={value}
        bounds={bounds}
        clearable={clearable}
        onChange={(next) => {
          setValue(next)
          onChange(next)
        }}
      />
    </Field>
  )
}

const months = () => within(screen.getByRole('group', { name: /^Months of/ }))

describe('MonthYearPicker', () => {
  it('is a labelled field that opens on the chosen year and stores the picked month in UTC', async () => {
    const user = userEvent.setup()
    const onChange = vi.fn()
    render(<Picker initial="2021-09-01T00:00:00.000Z" onChange={onChange} />)
    const trigger = screen.getByRole('button', { name: 'Start date' })
    expect(trigger).toHaveTextContent('SEP 2021')
    await user.click(trigger)
    expect(months().getByRole('button', { name: 'September 2021' })).toHaveAttribute(
      'aria-pressed',
      'true',
    )
    await user.click(months().getByRole('button', { name: 'March 2021' }))
    expect(onChange).toHaveBeenCalledWith('2021-03-01T00:00:00.000Z')
    expect(screen.queryByRole('group', { name: /^Months of/ })).toBeNull()
    expect(trigger).toHaveTextContent('MAR 2021')
  })

  it('shows the field error with the button until a month is chosen', () => {
    render(<Picker />)
    const trigger = screen.getByRole('button', { name: 'Start date' })
    expect(trigger).toHaveAttribute('aria-invalid', 'true')
    expect(trigger).toHaveAccessibleDescription('Start date is required')
    expect(trigger).toHaveTextContent('Select month')
  })

  it('lets no month outside the bounds be picked, nor a year with none inside', async () => {
    const user = userEvent.setup()
    const onChange = vi.fn()
    const bounds = endMonthBounds({
      start: '2026-03-01T00:00:00.000Z',
      kind: 'work',
      today: new Date('2026-08-10T00:00:00.000Z'),
    })
    render(<Picker initial="2026-05-01T00:00:00.000Z" bounds={bounds} onChange={onChange} />)
    await user.click(screen.getByRole('button', { name: 'Start date' }))
    const february = months().getByRole('button', { name: 'February 2026' })
    expect(february).toHaveAttribute('aria-disabled', 'true')
    await user.click(february)
    await user.click(months().getByRole('button', { name: 'September 2026' }))
    expect(onChange).not.toHaveBeenCalled()
    expect(months().getByRole('button', { name: 'August 2026' })).not.toHaveAttribute(
      'aria-disabled',
      'true',
    )
    expect(screen.getByRole('button', { name: 'Previous year' })).toBeDisabled()
    expect(screen.getByRole('button', { name: 'Next year' })).toBeDisabled()
  })

  it('works from the keyboard: arrows, Page Up / Down across years, Enter, Escape', async () => {
    const user = userEvent.setup()
    const onChange = vi.fn()
    const bounds = startMonthBounds({
      birthDate: '2000-01-01T00:00:00.000Z',
      today: new Date('2026-11-25T00:00:00.000Z'),
    })
    render(<Picker initial="2020-06-01T00:00:00.000Z" bounds={bounds} onChange={onChange} />)
    const trigger = screen.getByRole('button', { name: 'Start date' })
    trigger.focus()
    await user.keyboard('{Enter}')
    await waitFor(() => expect(months().getByRole('button', { name: 'June 2020' })).toHaveFocus())
    await user.keyboard('{ArrowRight}{ArrowDown}')
    await waitFor(() =>
      expect(months().getByRole('button', { name: 'October 2020' })).toHaveFocus(),
    )
    await user.keyboard('{PageDown}')
    await waitFor(() => expect(screen.getByRole('button', { name: 'October 2021' })).toHaveFocus())
    // Past December into the next year.
    await user.keyboard('{ArrowDown}{ArrowDown}')
    await waitFor(() => expect(screen.getByRole('button', { name: 'April 2022' })).toHaveFocus())
    await user.keyboard('{Enter}')
    expect(onChange).toHaveBeenLastCalledWith('2022-04-01T00:00:00.000Z')
    await waitFor(() => expect(trigger).toHaveFocus())

    await user.keyboard('{Enter}')
    await waitFor(() => expect(screen.getByRole('button', { name: 'April 2022' })).toHaveFocus())
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('group', { name: /^Months of/ })).toBeNull()
    await waitFor(() => expect(trigger).toHaveFocus())
    expect(onChange).toHaveBeenCalledTimes(1)
  })

  it('offers Clear for an optional date', async () => {
    const user = userEvent.setup()
    const onChange = vi.fn()
    render(<Picker initial="2024-01-01T00:00:00.000Z" clearable onChange={onChange} />)
    await user.click(screen.getByRole('button', { name: 'Start date' }))
    await user.click(screen.getByRole('button', { name: 'Clear' }))
    expect(onChange).toHaveBeenCalledWith(null)
    expect(screen.getByRole('button', { name: 'Start date' })).toHaveTextContent('Select month')
  })
})
