import { render, screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'

import { Field } from '@/components/ui/field'

import { CountrySelectLoading, LazyCountrySelect } from './lazy-country-select'

describe('LazyCountrySelect', () => {
  it('stands in with the chosen country in a labelled, disabled combobox', () => {
    render(
      <Field label="Country" required error="Country Is Required">
        <CountrySelectLoading value="India" onChange={() => {}} />
      </Field>,
    )
    // The picker's role, so aria-required and aria-invalid are valid on it.
    const loading = screen.getByRole('combobox', { name: 'Country' })
    expect(loading).toBeDisabled()
    expect(loading).toHaveTextContent('India')
    expect(loading).toHaveAttribute('aria-required', 'true')
    expect(loading).toHaveAttribute('aria-invalid', 'true')
    expect(loading).toHaveAccessibleDescription('Country Is Required')
  })

  it('becomes the picker itself, under the same label', async () => {
    render(
      <Field label="Country" required>
        <LazyCountrySelect value="India" onChange={() => {}} />
      </Field>,
    )
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
