import '@testing-library/jest-dom/vitest'
// eslint-disable-next-line testing-library/no-manual-cleanup -- see afterEach below
import { cleanup, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'

import { Checkbox } from './checkbox'
import { Label } from './label'

// Vitest runs with `globals: false`, so Testing Library cannot register its own afterEach
// cleanup; drop this once tests/setup.ts does it for every file.
afterEach(cleanup)

describe('Checkbox', () => {
  it('toggles with the Space key', async () => {
    const onCheckedChange = vi.fn()
    render(
      <div className="flex items-center gap-2">
        <Checkbox id="remember" onCheckedChange={onCheckedChange} />
        <Label htmlFor="remember">Remember me</Label>
      </div>,
    )
    const checkbox = screen.getByRole('checkbox', { name: 'Remember me' })
    expect(checkbox).not.toBeChecked()

    await userEvent.tab()
    expect(checkbox).toHaveFocus()
    await userEvent.keyboard(' ')
    expect(checkbox).toBeChecked()
    expect(onCheckedChange).toHaveBeenLastCalledWith(true)

    await userEvent.keyboard(' ')
    expect(checkbox).not.toBeChecked()
    expect(onCheckedChange).toHaveBeenLastCalledWith(false)
  })

  it('toggles when its label is clicked', async () => {
    render(
      <>
        <Checkbox id="terms" />
        <Label htmlFor="terms">I agree</Label>
      </>,
    )
    await userEvent.click(screen.getByText('I agree'))
    expect(screen.getByRole('checkbox', { name: 'I agree' })).toBeChecked()
  })

  it('shows a mixed state and cannot be toggled when disabled', async () => {
    render(
      <>
        <Checkbox aria-label="Select all" checked="indeterminate" />
        <Checkbox aria-label="Locked" disabled />
      </>,
    )
    expect(screen.getByRole('checkbox', { name: 'Select all' })).toBePartiallyChecked()
    const locked = screen.getByRole('checkbox', { name: 'Locked' })
    await userEvent.click(locked)
    expect(locked).not.toBeChecked()
  })
})
