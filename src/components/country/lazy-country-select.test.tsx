import { render, screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'

import { Field } from '@/components/ui/field'

import { LazyCountrySelect } from './lazy-country-select'

describe('LazyCountrySelect', () => {
  it('shows the chosen country in a labelled, disabled combobox until the picker arrives', async () => {
    render(
      <Field label="Country" required error="Country Is Required">
        <LazyCountrySelect value="India" onChange={() => {}} />
      </Field>,
    )
    // While loading: the same role as the picker, so aria-required and aria-invalid are valid.
    const loading = screen.getByRole('combobox', { name: 'Country' })
    expect(loading).toBeDisabled()
    expect(loading).toHaveTextContent('India')
    expect(loading).toHaveAttribute('aria-required', 'true')
    expect(loading).toHaveAccessibleDescription('Country Is Required')
    // Then the picker itself, under the same label.
    await waitFor(
      () =>
        expect(screen.getByRole('combobox', { name: /^Country/ })).toHaveAttribute(
          'aria-haspopup',
          'listbox',
        ),
      { timeout: 5_000 },
    )
    expect(screen.getByRole('combobox', { name: /^Country/ })).toBeEnabled()
  })
})
