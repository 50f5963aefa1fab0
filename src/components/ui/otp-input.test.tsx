import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it, vi } from 'vitest'

import { Field } from './field'
import { OtpInput } from './otp-input'

function Harness({ initial = '', onValue }: { initial?: string; onValue?: (v: string) => void }) {
  const [value, setValue] = useState(initial)
  return (
    <Field label="Verification code">
      <OtpInput
        value={value}
        onChange={(next) => {
          setValue(next)
          onValue?.(next)
        }}
      />
    </Field>
  )
}

const box = (n: number) => screen.getByRole('textbox', { name: `Digit ${n} of 6` })
const values = () => [1, 2, 3, 4, 5, 6].map((n) => (box(n) as HTMLInputElement).value).join(',')

describe('OtpInput', () => {
  it('renders six labelled boxes in a named group, the first one for one-time-code autofill', () => {
    render(<Harness />)
    expect(screen.getByRole('group', { name: 'Verification code' })).toBeInTheDocument()
    expect(screen.getAllByRole('textbox')).toHaveLength(6)
    expect(box(1)).toHaveAttribute('autocomplete', 'one-time-code')
    expect(box(2)).toHaveAttribute('autocomplete', 'off')
    expect(box(1)).toHaveAttribute('inputmode', 'numeric')
  })

  it('takes one digit per box and advances as the user types', async () => {
    const user = userEvent.setup()
    const onValue = vi.fn()
    render(<Harness onValue={onValue} />)
    await user.click(box(1))
    await user.keyboard('12')
    expect(box(3)).toHaveFocus()
    await user.keyboard('3456')
    expect(values()).toBe('1,2,3,4,5,6')
    expect(onValue).toHaveBeenLastCalledWith('123456')
    expect(box(6)).toHaveFocus()
  })

  it('ignores anything that is not a digit', async () => {
    const user = userEvent.setup()
    const onValue = vi.fn()
    render(<Harness onValue={onValue} />)
    await user.click(box(1))
    await user.keyboard('a-7 x.8')
    expect(values()).toBe('7,8,,,,')
    expect(onValue).toHaveBeenLastCalledWith('78')
    expect(box(3)).toHaveFocus()
  })

  it('Backspace clears the digit, then moves back clearing the previous one', async () => {
    const user = userEvent.setup()
    const onValue = vi.fn()
    render(<Harness onValue={onValue} />)
    await user.click(box(1))
    await user.keyboard('123')
    expect(box(4)).toHaveFocus()
    await user.keyboard('{Backspace}')
    expect(values()).toBe('1,2,,,,')
    expect(box(3)).toHaveFocus()
    await user.keyboard('{Backspace}{Backspace}')
    expect(values()).toBe(',,,,,')
    expect(box(1)).toHaveFocus()
    expect(onValue).toHaveBeenLastCalledWith('')
  })

  it('Backspace on a filled box clears it where it is', async () => {
    const user = userEvent.setup()
    render(<Harness initial="123456" />)
    await user.click(box(6))
    await user.keyboard('{Backspace}')
    expect(values()).toBe('1,2,3,4,5,')
    expect(box(6)).toHaveFocus()
  })

  it('moves between filled boxes with the arrow keys and replaces a digit in place', async () => {
    const user = userEvent.setup()
    render(<Harness initial="1234" />)
    await user.click(box(5))
    await user.keyboard('{ArrowLeft}{ArrowLeft}')
    expect(box(3)).toHaveFocus()
    await user.keyboard('9')
    expect(values()).toBe('1,2,9,4,,')
    expect(box(4)).toHaveFocus()
    await user.keyboard('{ArrowRight}{ArrowRight}')
    // No holes: the caret stops at the first empty box.
    expect(box(5)).toHaveFocus()
  })

  it('a click on an empty box further on lands on the next box to fill', async () => {
    const user = userEvent.setup()
    render(<Harness initial="12" />)
    await user.click(box(6))
    expect(box(3)).toHaveFocus()
  })

  it('pasting a whole code fills every box, dropping spaces and dashes', async () => {
    const user = userEvent.setup()
    const onValue = vi.fn()
    render(<Harness onValue={onValue} />)
    await user.click(box(1))
    await user.paste('493-817')
    expect(values()).toBe('4,9,3,8,1,7')
    expect(onValue).toHaveBeenLastCalledWith('493817')
    expect(box(6)).toHaveFocus()
  })

  it('pasting text without digits changes nothing', async () => {
    const user = userEvent.setup()
    const onValue = vi.fn()
    render(<Harness initial="1" onValue={onValue} />)
    await user.click(box(2))
    await user.paste('code')
    expect(values()).toBe('1,,,,,')
    expect(onValue).not.toHaveBeenCalled()
  })

  it('has one tab stop, on the box to fill next, and the field label focuses the boxes', async () => {
    const user = userEvent.setup()
    render(<Harness initial="12" />)
    await user.tab()
    expect(box(3)).toHaveFocus()
    await user.tab()
    expect(document.body).toHaveFocus()
    await user.click(screen.getByText('Verification code'))
    expect(box(1)).toHaveFocus()
  })

  it('passes the field wiring to the boxes', () => {
    render(
      <Field label="Code" error="OTP is required">
        <OtpInput value="" onChange={() => {}} />
      </Field>,
    )
    expect(box(1)).toBeInvalid()
    expect(box(1)).toHaveAccessibleDescription('OTP is required')
  })
})
