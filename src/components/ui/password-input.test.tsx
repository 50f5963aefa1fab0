import '@testing-library/jest-dom/vitest'
// eslint-disable-next-line testing-library/no-manual-cleanup -- see afterEach below
import { cleanup, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'

import { Field } from './field'
import { PasswordInput } from './password-input'

// Vitest runs with `globals: false`, so Testing Library cannot register its own afterEach
// cleanup; drop this once tests/setup.ts does it for every file.
afterEach(cleanup)

describe('PasswordInput', () => {
  it('hides the password until the user asks to see it, and hides it again', async () => {
    render(
      <Field label="Password">
        <PasswordInput />
      </Field>,
    )
    const input = screen.getByLabelText('Password')
    await userEvent.type(input, 's3cret!')
    expect(input).toHaveAttribute('type', 'password')

    await userEvent.click(screen.getByRole('button', { name: 'Show password' }))
    expect(input).toHaveAttribute('type', 'text')
    expect(input).toHaveValue('s3cret!')

    await userEvent.click(screen.getByRole('button', { name: 'Hide password' }))
    expect(input).toHaveAttribute('type', 'password')
    expect(screen.getByRole('button', { name: 'Show password' })).toBeInTheDocument()
  })

  it('toggles from the keyboard and does not submit the form', async () => {
    let submitted = false
    render(
      <form
        onSubmit={(e) => {
          e.preventDefault()
          submitted = true
        }}
      >
        <PasswordInput aria-label="Password" />
      </form>,
    )
    await userEvent.tab()
    expect(screen.getByLabelText('Password')).toHaveFocus()
    await userEvent.tab()
    expect(screen.getByRole('button', { name: 'Show password' })).toHaveFocus()
    await userEvent.keyboard('{Enter}')
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'text')
    expect(submitted).toBe(false)
  })

  it('gets the Field wiring on the input itself', () => {
    render(
      <Field label="Password" error="Password is required">
        <PasswordInput />
      </Field>,
    )
    const input = screen.getByLabelText('Password')
    expect(input.tagName).toBe('INPUT')
    expect(input).toBeInvalid()
    expect(input).toHaveAccessibleDescription('Password is required')
  })
})
