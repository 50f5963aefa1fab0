import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it, vi } from 'vitest'

import {
  isDayValueOrEmpty,
  NO_SUCH_DAY,
  UNREADABLE_DAY,
  unreadableDayMessage,
} from '@/lib/format/day-value'

import { DateField } from './date-field'
import { Field } from './field'

const WAIT = { timeout: 5_000 }

/** A date field in a Field, holding its value as a profile form does (midnight UTC). */
function IssueDate({
  initial = '',
  min,
  max,
  onChange = () => {},
  onBlur,
}: {
  initial?: string
  min?: string
  max?: string
  onChange?: (value: string) => void
  onBlur?: () => void
}) {
  const [value, setValue] = useState(initial)
  return (
    <>
      <Field
        label="Issue date"
        error={isDayValueOrEmpty(value, 'date-time') ? undefined : unreadableDayMessage(value)}
      >
        <DateField
          valueFormat="date-time"
          value={value}
          min={min}
          max={max}
          calendarLabel="Choose issue date"
          onBlur={onBlur}
          onChange={(next) => {
            setValue(next)
            onChange(next)
          }}
        />
      </Field>
      <button type="button" onClick={() => setValue('2020-01-05T00:00:00.000Z')}>
        Reset
      </button>
    </>
  )
}

const calendar = () => screen.findByRole('dialog', { name: 'Choose a date' }, WAIT)

describe('DateField', () => {
  it('takes a day typed as en-GB writes it, and shows it as the lists do once left', async () => {
    const user = userEvent.setup()
    const onChange = vi.fn()
    const onBlur = vi.fn()
    render(<IssueDate onChange={onChange} onBlur={onBlur} />)
    const input = screen.getByLabelText('Issue date')
    expect(input).toHaveAttribute('placeholder', 'e.g. 21 NOV 2026')
    await user.type(input, '14/03/2008')
    expect(onChange).toHaveBeenLastCalledWith('2008-03-14T00:00:00.000Z')
    await user.tab()
    expect(input).toHaveValue('14 MAR 2008')
    // Tabbing on to the calendar button is still inside the field.
    expect(onBlur).not.toHaveBeenCalled()
    await user.tab()
    expect(onBlur).toHaveBeenCalledOnce()
  })

  it('takes an ISO date typed or filled in too', async () => {
    const user = userEvent.setup()
    const onChange = vi.fn()
    render(<IssueDate onChange={onChange} />)
    await user.type(screen.getByLabelText('Issue date'), '2022-06-01')
    expect(onChange).toHaveBeenLastCalledWith('2022-06-01T00:00:00.000Z')
  })

  it('keeps text that reads as no day as typed, so the form can say how to write it', async () => {
    const user = userEvent.setup()
    render(<IssueDate />)
    const input = screen.getByLabelText('Issue date')
    await user.type(input, '31/02/2021')
    await user.tab()
    expect(input).toHaveValue('31/02/2021')
    expect(input).toHaveAttribute('aria-invalid', 'true')
    expect(input).toHaveAccessibleDescription(expect.stringContaining(NO_SUCH_DAY))
    await user.clear(input)
    await user.type(input, '12/04')
    await user.tab()
    expect(input).toHaveAccessibleDescription(expect.stringContaining(UNREADABLE_DAY))
    await user.clear(input)
    expect(input).not.toHaveAttribute('aria-invalid')
  })

  it('shows a value set from outside (a reset)', async () => {
    const user = userEvent.setup()
    render(<IssueDate initial="2021-04-12T00:00:00.000Z" />)
    const input = screen.getByLabelText('Issue date')
    expect(input).toHaveValue('12 APR 2021')
    await user.click(screen.getByRole('button', { name: 'Reset' }))
    expect(input).toHaveValue('5 JAN 2020')
  })

  it('picks from the calendar with the keyboard, as the month picker does', async () => {
    const user = userEvent.setup()
    const onChange = vi.fn()
    render(<IssueDate initial="2021-04-12T00:00:00.000Z" onChange={onChange} />)
    const button = screen.getByRole('button', { name: 'Choose issue date' })
    await user.click(button)
    const dialog = await calendar()
    const chosen = await within(dialog).findByRole('button', { name: /12 APR 2021, selected/ })
    await waitFor(() => expect(chosen).toHaveFocus())
    await user.keyboard('{ArrowRight}')
    expect(within(dialog).getByRole('button', { name: /^13 APR 2021/ })).toHaveFocus()
    await user.keyboard('{PageDown}')
    expect(within(dialog).getByRole('button', { name: /^13 MAY 2021/ })).toHaveFocus()
    await user.keyboard('{Enter}')
    expect(onChange).toHaveBeenLastCalledWith('2021-05-13T00:00:00.000Z')
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(screen.getByLabelText('Issue date')).toHaveValue('13 MAY 2021')

    // Escape closes it with nothing changed, and focus goes back to the button.
    await user.click(button)
    await calendar()
    await user.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(button).toHaveFocus()
    expect(onChange).toHaveBeenCalledOnce()
  })

  it('opens the calendar with Alt+Down Arrow from the text box', async () => {
    const user = userEvent.setup()
    render(<IssueDate />)
    await user.click(screen.getByLabelText('Issue date'))
    await user.keyboard('{Alt>}{ArrowDown}{/Alt}')
    expect(await calendar()).toBeVisible()
  })

  it('shows days outside its bounds, but cannot pick them', async () => {
    const user = userEvent.setup()
    const onChange = vi.fn()
    render(
      <IssueDate
        initial="2021-04-12T00:00:00.000Z"
        min="2021-04-10T00:00:00.000Z"
        max="2021-04-20T00:00:00.000Z"
        onChange={onChange}
      />,
    )
    await user.click(screen.getByRole('button', { name: 'Choose issue date' }))
    const dialog = await calendar()
    const early = await within(dialog).findByRole('button', { name: /^9 APR 2021/ })
    expect(early).toBeDisabled()
    await user.click(early)
    expect(onChange).not.toHaveBeenCalled()
    expect(within(dialog).getByRole('button', { name: /^21 APR 2021/ })).toBeDisabled()
  })
})
