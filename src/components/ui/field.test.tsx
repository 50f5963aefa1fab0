import '@testing-library/jest-dom/vitest'
// eslint-disable-next-line testing-library/no-manual-cleanup -- see afterEach below
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useForm } from 'react-hook-form'
import { afterEach, describe, expect, it } from 'vitest'

import { Button } from './button'
import { Checkbox } from './checkbox'
import { Field } from './field'
import { Input } from './input'
import { Select } from './select'
import { Textarea } from './textarea'

// Vitest runs with `globals: false`, so Testing Library cannot register its own afterEach
// cleanup; drop this once tests/setup.ts does it for every file.
afterEach(cleanup)

describe('Field', () => {
  it('labels its control so it can be found and focused by its label', async () => {
    render(
      <Field label="Email">
        <Input type="email" />
      </Field>,
    )
    const input = screen.getByLabelText('Email')
    expect(input.tagName).toBe('INPUT')
    await userEvent.click(screen.getByText('Email'))
    expect(input).toHaveFocus()
  })

  it('is valid and describes the control with its description when there is no error', () => {
    render(
      <Field label="Headline" description="Shown under your name.">
        <Input />
      </Field>,
    )
    const input = screen.getByRole('textbox', { name: 'Headline' })
    expect(input).toBeValid()
    expect(input).toHaveAccessibleDescription('Shown under your name.')
  })

  it('marks the control invalid and describes it with the description and the error', () => {
    render(
      <Field label="Email" description="We never share it." error="Please enter a valid email">
        <Input type="email" />
      </Field>,
    )
    const input = screen.getByRole('textbox', { name: 'Email' })
    expect(input).toBeInvalid()
    expect(input).toHaveAttribute('aria-invalid', 'true')
    expect(input).toHaveAccessibleDescription('We never share it. Please enter a valid email')
    expect(screen.getByText('Please enter a valid email')).toBeVisible()
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
  })

  it('marks required controls for assistive technology and shows a marker', () => {
    render(
      <Field label="First name" required>
        <Input />
      </Field>,
    )
    expect(screen.getByRole('textbox', { name: 'First name' })).toBeRequired()
    expect(screen.getByText('*')).toHaveAttribute('aria-hidden', 'true')
  })

  it('keeps an id and aria-describedby the control already has', () => {
    render(
      <>
        <p id="hint">Max 500 characters.</p>
        <Field label="About you" error="Required">
          <Textarea id="about" aria-describedby="hint" />
        </Field>
      </>,
    )
    const textarea = screen.getByRole('textbox', { name: 'About you' })
    expect(textarea).toHaveAttribute('id', 'about')
    expect(textarea).toHaveAccessibleDescription('Max 500 characters. Required')
  })

  it('works with a native select and a checkbox', async () => {
    render(
      <>
        <Field label="Country">
          <Select defaultValue="">
            <option value="">Choose...</option>
            <option value="in">India</option>
          </Select>
        </Field>
        <Field label="I accept the terms" orientation="horizontal" error="You must accept">
          <Checkbox />
        </Field>
      </>,
    )
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Country' }), 'India')
    expect(screen.getByRole('combobox', { name: 'Country' })).toHaveValue('in')

    const checkbox = screen.getByRole('checkbox', { name: 'I accept the terms' })
    expect(checkbox).toHaveAccessibleDescription('You must accept')
    await userEvent.click(screen.getByText('I accept the terms'))
    expect(checkbox).toBeChecked()
  })

  it('shows react-hook-form errors and focuses the first invalid control', async () => {
    function Form() {
      const { register, handleSubmit, formState } = useForm<{ email: string }>({
        defaultValues: { email: '' },
      })
      return (
        <form noValidate onSubmit={handleSubmit(() => undefined)}>
          <Field label="Email" required error={formState.errors.email?.message}>
            <Input {...register('email', { required: 'Email is required' })} />
          </Field>
          <Button type="submit">Continue</Button>
        </form>
      )
    }
    render(<Form />)
    const input = screen.getByRole('textbox', { name: 'Email' })
    expect(input).toBeValid()

    await userEvent.click(screen.getByRole('button', { name: 'Continue' }))
    expect(await screen.findByText('Email is required')).toBeVisible()
    expect(input).toBeInvalid()
    expect(input).toHaveFocus()

    await userEvent.type(input, 'a@b.co')
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }))
    expect(screen.queryByText('Email is required')).not.toBeInTheDocument()
    expect(input).toBeValid()
  })

  it('holds back an error that arrives while a pointer is down until the click is over', async () => {
    // Leaving a field validates it on the NEXT control's press; showing the message then would
    // move that control from under the pointer and the click would be lost (checked in Chromium
    // by tests/e2e/forms-layout.spec.ts).
    const { rerender } = render(
      <Field label="Email">
        <Input type="email" />
      </Field>,
    )
    const input = screen.getByRole('textbox', { name: 'Email' })
    const next = document.createElement('button')
    document.body.append(next)
    try {
      fireEvent.pointerDown(next)
      fireEvent.mouseDown(next)
      rerender(
        <Field label="Email" error="Wrong email format">
          <Input type="email" />
        </Field>,
      )
      expect(screen.queryByText('Wrong email format')).not.toBeInTheDocument()
      expect(input).toBeValid()

      fireEvent.pointerUp(next)
      fireEvent.mouseUp(next)
      fireEvent.click(next)
      // Still held while the click is being delivered; shown a task later.
      expect(screen.queryByText('Wrong email format')).not.toBeInTheDocument()
      expect(await screen.findByText('Wrong email format')).toBeVisible()
      expect(input).toBeInvalid()
      expect(input).toHaveAccessibleDescription('Wrong email format')

      // A message that goes during a press stays until the release too.
      fireEvent.mouseDown(next)
      rerender(
        <Field label="Email">
          <Input type="email" />
        </Field>,
      )
      expect(screen.getByText('Wrong email format')).toBeVisible()
      fireEvent.mouseUp(next)
      await act(() => new Promise((resolve) => setTimeout(resolve, 0)))
      expect(screen.queryByText('Wrong email format')).not.toBeInTheDocument()
      expect(input).toBeValid()
    } finally {
      next.remove()
    }
  })

  it('shows an error at once when no pointer is down (typing, Tab, submit by key)', () => {
    const { rerender } = render(
      <Field label="Email">
        <Input type="email" />
      </Field>,
    )
    rerender(
      <Field label="Email" error="Wrong email format">
        <Input type="email" />
      </Field>,
    )
    expect(screen.getByText('Wrong email format')).toBeVisible()
  })

  it('shows the error of a field left by clicking the next control, and the click lands', async () => {
    function Form({ onCountry }: { onCountry: () => void }) {
      const { register, formState } = useForm<{ email: string }>({
        mode: 'onTouched',
        defaultValues: { email: '' },
      })
      return (
        <form noValidate>
          <Field label="Email" error={formState.errors.email?.message}>
            <Input {...register('email', { required: 'Email is required' })} />
          </Field>
          <Button type="button" onClick={onCountry}>
            Country
          </Button>
        </form>
      )
    }
    let clicks = 0
    render(<Form onCountry={() => (clicks += 1)} />)
    await userEvent.click(screen.getByRole('textbox', { name: 'Email' }))
    await userEvent.click(screen.getByRole('button', { name: 'Country' }))
    expect(clicks).toBe(1)
    expect(await screen.findByText('Email is required')).toBeVisible()
  })
})
