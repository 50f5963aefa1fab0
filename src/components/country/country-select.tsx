import { Check, ChevronDown, Search } from 'lucide-react'
import { Popover } from 'radix-ui'
import { useId, useMemo, useState, type KeyboardEvent, type Ref } from 'react'

import { fieldBase, fieldFocusRing } from '@/components/ui/focus-ring'
import { cn } from '@/lib/cn'
import { countries, type Country } from '@/lib/countries'

import { filterCountries } from './country-filter'
import { CountryFlag } from './country-flag'

export type CountrySelectProps = {
  /** The selected country's name (what the sign-up call sends). */
  value: string
  onChange: (country: Country) => void
  /** Called when the list closes: the field counts as visited then, not when it opens. */
  onBlur?: () => void
  id?: string
  disabled?: boolean
  ref?: Ref<HTMLButtonElement>
  'aria-describedby'?: string
  'aria-invalid'?: boolean | 'true' | 'false'
  'aria-required'?: boolean | 'true' | 'false'
}

/**
 * A searchable country picker with flags (SVG images, ./country-flag.tsx): a select-only
 * combobox opening a filterable list.
 */
export function CountrySelect({ value, onChange, onBlur, ...trigger }: CountrySelectProps) {
  const listId = useId()
  const [open, setOpen] = useState(false)
  const [query, setQuery] = useState('')
  const [active, setActive] = useState(0)
  const matches = useMemo(() => filterCountries(countries, query), [query])
  const selected = countries.find((country) => country.name === value)
  const optionId = (index: number) => `${listId}-option-${index}`

  const openChange = (next: boolean) => {
    setOpen(next)
    setQuery('')
    setActive(Math.max(0, next && selected ? countries.indexOf(selected) : 0))
    if (!next) onBlur?.()
  }
  const choose = (country: Country | undefined) => {
    if (!country) return
    onChange(country)
    openChange(false)
  }
  const moveTo = (index: number) => {
    const next = Math.max(0, Math.min(index, matches.length - 1))
    setActive(next)
    document.getElementById(optionId(next))?.scrollIntoView?.({ block: 'nearest' })
  }
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const moves: Record<string, number> = {
      ArrowDown: active + 1,
      ArrowUp: active - 1,
      PageDown: active + 8,
      PageUp: active - 8,
    }
    if (event.key in moves) {
      event.preventDefault()
      moveTo(moves[event.key] ?? active)
    } else if (event.key === 'Enter') {
      event.preventDefault()
      choose(matches[active])
    }
  }

  return (
    <Popover.Root open={open} onOpenChange={openChange}>
      <Popover.Trigger asChild>
        <button
          type="button"
          role="combobox"
          aria-expanded={open}
          aria-haspopup="listbox"
          aria-controls={open ? listId : undefined}
          className={cn(fieldBase, fieldFocusRing, 'flex h-10 items-center gap-2 py-2 text-left')}
          {...trigger}
        >
          {selected ? (
            <>
              <CountryFlag code={selected.code} />
              <span className="truncate">{selected.name}</span>
            </>
          ) : (
            <span className="text-muted-foreground">Select your country</span>
          )}
          <ChevronDown aria-hidden="true" className="ml-auto size-4 text-muted-foreground" />
        </button>
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          // Radix gives the popover role="dialog", which needs a name.
          aria-label="Choose a country"
          align="start"
          sideOffset={4}
          className="z-50 w-(--radix-popover-trigger-width) min-w-64 rounded-md border border-border bg-surface p-2 text-foreground shadow-lg"
        >
          <div className="relative mb-2">
            <Search
              aria-hidden="true"
              className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
            />
            <input
              type="text"
              role="combobox"
              aria-label="Search countries"
              aria-expanded="true"
              aria-autocomplete="list"
              aria-controls={listId}
              aria-activedescendant={matches.length ? optionId(active) : undefined}
              autoComplete="off"
              value={query}
              onChange={(event) => {
                setQuery(event.target.value)
                setActive(0)
              }}
              onKeyDown={onKeyDown}
              placeholder="Search by name or dial code"
              className={cn(fieldBase, fieldFocusRing, 'h-9 pl-9')}
            />
          </div>
          <ul
            id={listId}
            role="listbox"
            aria-label="Countries"
            className="max-h-64 overflow-y-auto"
          >
            {matches.map((country, index) => (
              <li
                key={country.code}
                id={optionId(index)}
                role="option"
                aria-selected={country.name === value}
                onClick={() => choose(country)}
                onMouseMove={() => setActive(index)}
                className={cn(
                  'flex cursor-pointer items-center gap-2 rounded-sm px-2 py-1.5 text-sm',
                  index === active && 'bg-surface-muted',
                )}
              >
                <CountryFlag code={country.code} />
                <span className="flex-1 truncate">{country.name}</span>
                <span className="text-muted-foreground">{country.dial_code}</span>
                {country.name === value ? (
                  <Check aria-hidden="true" className="size-4 text-primary" />
                ) : null}
              </li>
            ))}
          </ul>
          {matches.length === 0 ? (
            <p className="px-2 py-3 text-sm text-muted-foreground">No countries found</p>
          ) : null}
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  )
}
