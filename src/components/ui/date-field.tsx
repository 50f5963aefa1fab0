import { CalendarDays } from 'lucide-react'
import { Popover } from 'radix-ui'
import { useId, useRef, useState, type FocusEvent, type KeyboardEvent, type Ref } from 'react'

import { cn } from '@/lib/cn'
import {
  compareDays,
  dayOfLocalDate,
  dayOfValue,
  dayText,
  localDateOfDay,
  parseDayText,
  today as todayDay,
  valueOfDay,
  DAY_PLACEHOLDER,
  type Day,
  type DayFormat,
} from '@/lib/format/day-value'

import { fieldBase, fieldFocusRing } from './focus-ring'
import { optionalLazy } from './optional-lazy'
import { Spinner } from './spinner'

const loadCalendar = () => import('./day-calendar').then((module) => module.DayCalendar)
// The calendar (react-day-picker) arrives when first wanted; until then, and if it cannot be
// fetched, the field still takes a typed date.
const Calendar = optionalLazy(
  loadCalendar,
  <div className="grid h-72 w-64 place-items-center">
    <Spinner label="Loading the calendar..." />
  </div>,
)

export interface DateFieldProps {
  /**
   * The day as the form holds it, in `valueFormat`; '' when empty. Text typed that reads as no
   * day is held as typed (see lib/format/day-value.ts): check it with `isDayValueOrEmpty`.
   */
  value: string | null | undefined
  onChange: (value: string) => void
  /** `date` ("2021-04-12", the default) or `date-time` (midnight UTC, as the profiles keep it). */
  valueFormat?: DayFormat
  /** The first and last days that can be picked, in `valueFormat` (a schema checks typed days). */
  min?: string
  max?: string
  /** Name of the calendar button: "Choose date of birth". */
  calendarLabel?: string
  placeholder?: string
  disabled?: boolean
  /** Called when the person leaves the field: the text box, or the calendar when it closes. */
  onBlur?: () => void
  /** The text box, for a form to focus on an error. */
  ref?: Ref<HTMLInputElement>
  id?: string
  name?: string
  className?: string
  'aria-describedby'?: string
  'aria-invalid'?: boolean | 'true' | 'false'
  'aria-required'?: boolean | 'true' | 'false'
}

/** How far back and ahead the calendar's year list reaches when the field has no bounds. */
const YEARS_BACK = 100
const YEARS_AHEAD = 10

/**
 * A day, typed or picked (issue 28): the one date input of the product. A text box takes the day
 * as a person writes it ("12/04/2021", "12 Apr 2021", "2021-04-12") and, once left, shows it as
 * every list does ("12 APR 2021"), so a day and a month are never confused. Beside it, a button
 * opens a calendar in a popover that looks and works like the month/year picker: arrows move by
 * day, Page Up and Page Down by month (Shift: by year), Enter or Space picks, Escape closes, and
 * focus goes back to the button. Alt+Down Arrow in the text box opens it too.
 *
 * Wrap it in `Field` (label, description, error); the form's value keeps its API format, never
 * the text shown. Days outside `min`/`max` are shown but cannot be picked.
 */
export function DateField({
  value,
  onChange,
  valueFormat = 'date',
  min,
  max,
  calendarLabel = 'Choose date',
  placeholder = DAY_PLACEHOLDER,
  disabled = false,
  onBlur,
  ref,
  id,
  name,
  className,
  ...aria
}: DateFieldProps) {
  const held = value ?? ''
  const [text, setText] = useState(() => textOf(held, valueFormat))
  // The value this field last gave or was given: a different one came from outside (a reset, a
  // linked field) and replaces the text.
  const [known, setKnown] = useState(held)
  if (held !== known) {
    setKnown(held)
    setText(textOf(held, valueFormat))
  }
  const [open, setOpen] = useState(false)
  const root = useRef<HTMLDivElement>(null)
  const content = useRef<HTMLDivElement>(null)
  const hintId = `${useId().replace(/[^\w-]/g, '')}-hint`

  const selected = dayOfValue(held, valueFormat)
  const low = dayOfValue(min, valueFormat)
  const high = dayOfValue(max, valueFormat)

  const emit = (next: string) => {
    setKnown(next)
    onChange(next)
  }

  const type = (next: string) => {
    setText(next)
    const day = parseDayText(next)
    emit(next.trim() === '' ? '' : day ? valueOfDay(day, valueFormat) : next)
  }

  const leaves = (event: FocusEvent) => {
    const to = event.relatedTarget as Node | null
    return !(to && (root.current?.contains(to) || content.current?.contains(to)))
  }

  const onInputBlur = (event: FocusEvent<HTMLInputElement>) => {
    const day = parseDayText(text)
    if (day) setText(dayText(day))
    if (!open && leaves(event)) onBlur?.()
  }

  const onInputKey = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.altKey && event.key === 'ArrowDown' && !disabled) {
      event.preventDefault()
      setOpen(true)
    }
  }

  const pick = (date: Date) => {
    const day = dayOfLocalDate(date)
    setText(dayText(day))
    emit(valueOfDay(day, valueFormat))
    setOpen(false)
    onBlur?.()
  }

  const now = todayDay()
  const shownFirst = selected ?? clamp(now, low, high)
  const start = low ?? { year: now.year - YEARS_BACK, month: 0, day: 1 }
  const end = high ?? { year: now.year + YEARS_AHEAD, month: 11, day: 31 }

  return (
    <div ref={root} className={cn('relative', className)}>
      <input
        ref={ref}
        id={id}
        name={name}
        type="text"
        autoComplete="off"
        spellCheck={false}
        placeholder={placeholder}
        disabled={disabled}
        value={text}
        onChange={(event) => type(event.target.value)}
        onBlur={onInputBlur}
        onKeyDown={onInputKey}
        className={cn(fieldBase, fieldFocusRing, 'h-10 py-2 pr-11')}
        {...aria}
        aria-describedby={[hintId, aria['aria-describedby']].filter(Boolean).join(' ')}
      />
      <span id={hintId} className="sr-only">
        Type the date as day, month and year, or choose it from the calendar.
      </span>
      <Popover.Root
        open={open}
        onOpenChange={(next) => {
          setOpen(next)
          if (!next) onBlur?.()
        }}
      >
        <Popover.Trigger asChild disabled={disabled}>
          <button
            type="button"
            aria-label={calendarLabel}
            onPointerEnter={() => void loadCalendar()}
            onFocus={() => void loadCalendar()}
            onBlur={(event) => {
              if (!open && leaves(event)) onBlur?.()
            }}
            className="absolute top-1 right-1 grid size-8 cursor-pointer place-items-center rounded-md text-muted-foreground hover:bg-surface-muted hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-hidden disabled:cursor-not-allowed disabled:opacity-50"
          >
            <CalendarDays aria-hidden className="size-4" />
          </button>
        </Popover.Trigger>
        <Popover.Portal>
          <Popover.Content
            ref={content}
            align="end"
            sideOffset={4}
            collisionPadding={8}
            aria-label="Choose a date"
            className="z-50 rounded-lg border border-border bg-surface p-3 text-foreground shadow-lg"
            // The calendar puts focus on the chosen day (or today) itself once drawn.
            onOpenAutoFocus={(event) => event.preventDefault()}
          >
            <Calendar
              selected={selected ? localDateOfDay(selected) : undefined}
              onSelect={pick}
              defaultMonth={localDateOfDay(shownFirst)}
              startMonth={localDateOfDay(start)}
              endMonth={localDateOfDay(end)}
              disabled={[
                ...(low ? [{ before: localDateOfDay(low) }] : []),
                ...(high ? [{ after: localDateOfDay(high) }] : []),
              ]}
            />
          </Popover.Content>
        </Popover.Portal>
      </Popover.Root>
    </div>
  )
}

/** What the text box shows for a value: its day as lists write it, else the text kept. */
function textOf(value: string, format: DayFormat): string {
  const day = dayOfValue(value, format)
  return day ? dayText(day) : value
}

function clamp(day: Day, low: Day | null, high: Day | null): Day {
  if (low && compareDays(day, low) < 0) return low
  if (high && compareDays(day, high) > 0) return high
  return day
}
