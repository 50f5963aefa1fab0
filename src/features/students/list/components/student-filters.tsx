import { X } from 'lucide-react'
import { useId, useState } from 'react'

import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { Checkbox } from '@/components/ui/checkbox'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'

import { ACCEPTED_WITHIN_LABELS, countryChips, type AcceptedWithin } from '../student-list-rules'

const ACCEPTED_OPTIONS = ['any', 'today', 'week', 'month'] as const

/**
 * The Filters panel (spec part 2 section 9): accepted today, in the last 7 or 30 days; a country
 * multi-select whose chosen countries show as the first 5 chips and "+N".
 */
export function StudentFilters({
  id,
  accepted,
  onAcceptedChange,
  countries,
  chosen,
  onChosenChange,
  onClear,
}: {
  id: string
  accepted: AcceptedWithin | undefined
  onAcceptedChange: (value: AcceptedWithin | undefined) => void
  /** Every country of the Catalyst's students. */
  countries: readonly string[]
  chosen: readonly string[]
  onChosenChange: (value: string[]) => void
  onClear: () => void
}) {
  const groupName = useId()
  const findId = useId()
  const [find, setFind] = useState('')
  const wanted = find.trim().toLowerCase()
  const listed = wanted
    ? countries.filter((country) => country.toLowerCase().includes(wanted))
    : countries
  const chips = countryChips(chosen)
  const toggle = (country: string, on: boolean) =>
    onChosenChange(on ? [...chosen, country] : chosen.filter((item) => item !== country))

  return (
    <section
      id={id}
      aria-label="Filters"
      className="grid gap-6 rounded-lg border border-border bg-surface p-4 md:grid-cols-[auto_1fr]"
    >
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-2 text-sm font-semibold">Accepted</legend>
        {ACCEPTED_OPTIONS.map((option) => {
          const optionId = `${groupName}-${option}`
          return (
            <div key={option} className="flex items-center gap-2">
              <input
                type="radio"
                id={optionId}
                name={groupName}
                className="size-4 accent-primary"
                checked={(accepted ?? 'any') === option}
                onChange={() => onAcceptedChange(option === 'any' ? undefined : option)}
              />
              <Label htmlFor={optionId} className="font-normal">
                {option === 'any' ? 'Any time' : ACCEPTED_WITHIN_LABELS[option]}
              </Label>
            </div>
          )
        })}
      </fieldset>
      <fieldset className="flex min-w-0 flex-col gap-2">
        <legend className="mb-2 text-sm font-semibold">Country</legend>
        {chosen.length > 0 ? (
          <ul aria-label="Chosen countries" className="flex flex-wrap gap-1">
            {chips.shown.map((country) => (
              <li key={country}>
                <Badge variant="primary" className="gap-1 pr-1">
                  {country}
                  <button
                    type="button"
                    className="rounded-full p-0.5 hover:bg-primary-foreground/20"
                    onClick={() => toggle(country, false)}
                  >
                    <X aria-hidden />
                    <span className="sr-only">Remove {country}</span>
                  </button>
                </Badge>
              </li>
            ))}
            {chips.more > 0 ? (
              <li>
                <Badge variant="neutral" title={chosen.slice(chips.shown.length).join(', ')}>
                  +{chips.more}
                </Badge>
              </li>
            ) : null}
          </ul>
        ) : null}
        {countries.length > 8 ? (
          <>
            <label htmlFor={findId} className="sr-only">
              Find a country
            </label>
            <Input
              id={findId}
              type="search"
              placeholder="Find a country..."
              autoComplete="off"
              value={find}
              onChange={(event) => setFind(event.target.value)}
              className="md:max-w-xs"
            />
          </>
        ) : null}
        <div
          tabIndex={0}
          role="group"
          aria-label="Countries"
          className="grid max-h-44 gap-x-4 gap-y-2 overflow-y-auto rounded-md p-1 sm:grid-cols-2 lg:grid-cols-3"
        >
          {listed.map((country, index) => {
            const boxId = `${groupName}-country-${index}`
            return (
              <div key={country} className="flex min-w-0 items-center gap-2">
                <Checkbox
                  id={boxId}
                  checked={chosen.includes(country)}
                  onCheckedChange={(on) => toggle(country, on === true)}
                />
                <Label htmlFor={boxId} className="truncate font-normal">
                  {country}
                </Label>
              </div>
            )
          })}
          {listed.length === 0 ? (
            <p className="text-sm text-muted-foreground">No country matches.</p>
          ) : null}
        </div>
      </fieldset>
      <div className="md:col-span-2">
        <Button type="button" variant="ghost" size="sm" onClick={onClear}>
          Clear filters
        </Button>
      </div>
    </section>
  )
}
