import { Suspense } from 'react'

import { fieldBase } from '@/components/ui/focus-ring'
import { cn } from '@/lib/cn'
import { lazyWithPreload } from '@/lib/lazy'

import type { CountrySelectProps } from './country-select'

/** The picker with its flags (about 50 KiB gzip) loads after the page that shows it. */
const CountrySelect = lazyWithPreload(() =>
  import('./country-select').then((module) => module.CountrySelect),
)

/**
 * The country picker for pages that must not carry the flags in their first load: until the
 * picker has arrived, CountrySelectLoading stands in.
 */
export function LazyCountrySelect(props: CountrySelectProps) {
  return (
    <Suspense fallback={<CountrySelectLoading {...props} />}>
      <CountrySelect {...props} />
    </Suspense>
  )
}

/**
 * The picker's stand-in while it loads: a disabled combobox (the picker's role, so its
 * aria-required and aria-invalid stay valid) showing the chosen country's name, with the same id
 * and description, so the field's label still names it.
 */
export function CountrySelectLoading(props: CountrySelectProps) {
  const { value, id, ref, onChange: _onChange, onBlur: _onBlur, ...aria } = props
  return (
    <button
      type="button"
      role="combobox"
      aria-expanded={false}
      id={id}
      ref={ref}
      disabled
      aria-busy="true"
      className={cn(fieldBase, 'flex h-10 items-center text-left')}
      {...aria}
    >
      {value || 'Select a country'}
    </button>
  )
}
