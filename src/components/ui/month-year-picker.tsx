import { UTCDate } from '@date-fns/utc'
import { addMonths, addYears, getMonth, getYear } from 'date-fns'
import { CalendarDays, ChevronLeft, ChevronRight } from 'lucide-react'
import { Popover } from 'radix-ui'
import { useRef, useState, type KeyboardEvent } from 'react'

import { cn } from '@/lib/cn'
import { formatMonthTitle, shortMonthName } from '@/lib/format/dates'
import {
  isMonthAllowed,
  monthLabel,
  monthOf,
  monthValue,
  type MonthBounds,
  type MonthValue,
} from '@/lib/format/month-bounds'

import { Button } from './button'
import { fieldBase, fieldFocusRing } from './focus-ring'

/** Month steps of the arrow keys in the 3-column grid, and of Page Up / Page Down. */
const KEY_STEPS: Record<string, number> = {
  ArrowLeft: -1,
  ArrowRight: 1,
  ArrowUp: -3,
  ArrowDown: 3,
  PageUp: -12,
  PageDown: 12,
}

export interface MonthYearPickerProps {
  /** The chosen month as the contract stores it (first day, midnight UTC), or null. */
  value: MonthValue | null | undefined
  onChange: (value: MonthValue | null) => void
  /** Months outside are shown but cannot be chosen (spec part 2 section 5). */
  bounds?: MonthBounds
  placeholder?: string
  disabled?: boolean
  /** Offers Clear when a value is set (optional dates such as an expiry). */
  clearable?: boolean
  onBlur?: () => void
  id?: string
  name?: string
  className?: string
  'aria-describedby'?: string
  'aria-invalid'?: boolean | 'true' | 'false'
  'aria-required'?: boolean | 'true' | 'false'
}

/**
 * A month/year picker: a field-like button that opens a year with its twelve months. Arrow keys
 * move between months (into the next or previous year at the edges), Page Up and Page Down
 * change the year, Enter or Space picks, Escape closes and focus goes back to the button. Months
 * outside `bounds` show as unavailable and cannot be picked; the year buttons are disabled where
 * they lead only to such months. Built on date-fns in UTC (lib/format/month-bounds.ts).
 */
export function MonthYearPicker({
  value,
  onChange,
  bounds = { min: null, max: null },
  placeholder = 'Select month',
  disabled = false,
  clearable = false,
  onBlur,
  id,
  name,
  className,
  ...aria
}: MonthYearPickerProps) {
  const selected = monthOf(value)
  const [open, setOpen] = useState(false)
  // The month with keyboard focus inside the grid; its year is the one shown.
  const [active, setActive] = useState<UTCDate>(() => initialMonth(selected, bounds))
  const grid = useRef<HTMLDivElement>(null)
  const year = getYear(active)

  const focusMonth = (month: UTCDate) => {
    setActive(month)
    // After React has drawn the (maybe new) year.
    requestAnimationFrame(() => {
      grid.current?.querySelector<HTMLButtonElement>(`[data-month="${getMonth(month)}"]`)?.focus()
    })
  }

  const onGridKey = (event: KeyboardEvent) => {
    const step = KEY_STEPS[event.key]
    if (step === undefined) return
    event.preventDefault()
    focusMonth(addMonths(active, step))
  }

  // Closing counts as leaving the field, whichever way it closes.
  const close = () => {
    setOpen(false)
    onBlur?.()
  }

  const pick = (monthIndex: number) => {
    onChange(monthValue(year, monthIndex))
    close()
  }

  const yearHasAllowed = (candidate: number) =>
    Array.from({ length: 12 }, (_, month) => new UTCDate(candidate, month, 1)).some((month) =>
      isMonthAllowed(month, bounds),
    )

  return (
    <Popover.Root
      open={open}
      onOpenChange={(next) => {
        if (next) setActive(initialMonth(selected, bounds))
        setOpen(next)
        if (!next) onBlur?.()
      }}
    >
      <Popover.Trigger asChild disabled={disabled}>
        <button
          type="button"
          id={id}
          name={name}
          className={cn(
            fieldBase,
            fieldFocusRing,
            'flex h-10 items-center justify-between gap-2 text-left',
            !selected && 'text-muted-foreground',
            className,
          )}
          {...aria}
        >
          <span className="truncate">{selected ? monthLabel(selected) : placeholder}</span>
          <CalendarDays aria-hidden className="size-4 shrink-0 text-muted-foreground" />
        </button>
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          align="start"
          sideOffset={4}
          aria-label="Choose a month"
          className="z-50 w-72 rounded-lg border border-border bg-surface p-3 text-foreground shadow-lg"
          onOpenAutoFocus={(event) => {
            event.preventDefault()
            focusMonth(active)
          }}
        >
          <div className="mb-2 flex items-center justify-between">
            <Button
              variant="ghost"
              size="icon"
              aria-label="Previous year"
              disabled={!yearHasAllowed(year - 1)}
              onClick={() => setActive(addYears(active, -1))}
            >
              <ChevronLeft aria-hidden />
            </Button>
            <p aria-live="polite" className="text-sm font-semibold">
              {year}
            </p>
            <Button
              variant="ghost"
              size="icon"
              aria-label="Next year"
              disabled={!yearHasAllowed(year + 1)}
              onClick={() => setActive(addYears(active, 1))}
            >
              <ChevronRight aria-hidden />
            </Button>
          </div>
          <div
            ref={grid}
            role="group"
            aria-label={`Months of ${year}`}
            className="grid grid-cols-3 gap-1"
            onKeyDown={onGridKey}
          >
            {Array.from({ length: 12 }, (_, monthIndex) => {
              const month = new UTCDate(year, monthIndex, 1)
              const allowed = isMonthAllowed(month, bounds)
              const isSelected =
                selected !== null && getYear(selected) === year && getMonth(selected) === monthIndex
              return (
                <button
                  key={monthIndex}
                  type="button"
                  data-month={monthIndex}
                  tabIndex={getMonth(active) === monthIndex ? 0 : -1}
                  aria-label={formatMonthTitle(year, monthIndex)}
                  aria-pressed={isSelected}
                  // Still focusable, so the arrow keys can pass over it; it cannot be picked.
                  aria-disabled={!allowed}
                  onClick={() => {
                    if (allowed) pick(monthIndex)
                  }}
                  onFocus={() => setActive(month)}
                  className={cn(
                    'h-9 rounded-md text-sm hover:bg-surface-muted focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-hidden aria-disabled:cursor-not-allowed aria-disabled:opacity-40 aria-disabled:hover:bg-transparent',
                    isSelected && 'bg-primary text-primary-foreground hover:bg-primary',
                  )}
                >
                  {shortMonthName(monthIndex)}
                </button>
              )
            })}
          </div>
          {clearable && selected ? (
            <Button
              variant="link"
              size="sm"
              className="mt-2 h-auto px-0"
              onClick={() => {
                onChange(null)
                close()
              }}
            >
              Clear
            </Button>
          ) : null}
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  )
}

/** Opens on the chosen month, else the latest allowed month up to today. */
function initialMonth(selected: UTCDate | null, bounds: MonthBounds): UTCDate {
  if (selected) return selected
  const today = monthOf(new Date()) as UTCDate
  if (bounds.max && today > bounds.max) return bounds.max
  if (bounds.min && today < bounds.min) return bounds.min
  return today
}
