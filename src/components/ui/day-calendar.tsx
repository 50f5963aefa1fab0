import { ChevronDown, ChevronLeft, ChevronRight } from 'lucide-react'
import { DayPicker, type ChevronProps, type Matcher } from 'react-day-picker'
import { enGB } from 'react-day-picker/locale'

import { cn } from '@/lib/cn'
import { formatDate, formatMonthTitle, MONTH_NAMES } from '@/lib/format/dates'

import { buttonVariants } from './button'

export interface DayCalendarProps {
  /** The chosen day (local midnight), if any. */
  selected: Date | undefined
  onSelect: (day: Date) => void
  /** The month shown first. */
  defaultMonth: Date
  /** The first and last months the month and year lists offer. */
  startMonth: Date
  endMonth: Date
  /** Days outside the field's bounds: shown, not chosen. */
  disabled: Matcher[]
}

function Chevron({ orientation, className }: ChevronProps) {
  const Icon =
    orientation === 'left' ? ChevronLeft : orientation === 'right' ? ChevronRight : ChevronDown
  return <Icon aria-hidden className={cn('size-4', className)} />
}

const dayName = (date: Date) =>
  formatDate(new Date(Date.UTC(date.getFullYear(), date.getMonth(), date.getDate())))

/**
 * The calendar of the date field (date-field.tsx), loaded when it is first opened: react-day-picker
 * drawn like the month/year picker (the same header of chevrons around the caption, the same
 * buttons). Its keyboard is the WAI-ARIA date picker's: arrows move by day and week, Page Up and
 * Page Down by month (with Shift, by year), Home and End to the week's ends, Enter or Space picks.
 * Weeks start on Monday (en-GB); the day buttons are named as the lists write dates.
 */
export function DayCalendar({
  selected,
  onSelect,
  defaultMonth,
  startMonth,
  endMonth,
  disabled,
}: DayCalendarProps) {
  return (
    <DayPicker
      mode="single"
      required
      autoFocus
      locale={enGB}
      selected={selected}
      onSelect={(day) => onSelect(day)}
      defaultMonth={defaultMonth}
      startMonth={startMonth}
      endMonth={endMonth}
      disabled={disabled}
      captionLayout="dropdown"
      navLayout="around"
      showOutsideDays
      fixedWeeks
      components={{ Chevron }}
      formatters={{
        formatMonthDropdown: (month) => MONTH_NAMES[month.getMonth()] ?? '',
        formatCaption: (month) => formatMonthTitle(month.getFullYear(), month.getMonth()),
      }}
      labels={{
        labelPrevious: () => 'Previous month',
        labelNext: () => 'Next month',
        labelMonthDropdown: () => 'Month',
        labelYearDropdown: () => 'Year',
        labelGrid: (month) => formatMonthTitle(month.getFullYear(), month.getMonth()),
        labelDayButton: (date, modifiers) =>
          [modifiers.today ? 'Today' : '', dayName(date), modifiers.selected ? 'selected' : '']
            .filter(Boolean)
            .join(', '),
      }}
      classNames={{
        root: 'relative w-fit text-sm',
        months: 'flex flex-col',
        month: 'grid grid-cols-[auto_1fr_auto] items-center gap-y-2',
        month_caption: 'col-start-2 row-start-1 flex justify-center',
        dropdowns: 'flex items-center gap-1',
        dropdown_root:
          'relative inline-flex items-center rounded-md has-[select:focus-visible]:ring-2 has-[select:focus-visible]:ring-ring',
        dropdown: 'absolute inset-0 z-10 w-full cursor-pointer appearance-none opacity-0',
        caption_label:
          'flex items-center gap-1 rounded-md px-2 py-1 text-sm font-semibold hover:bg-surface-muted',
        button_previous: cn(
          buttonVariants({ variant: 'ghost', size: 'icon' }),
          'col-start-1 row-start-1 aria-disabled:pointer-events-none aria-disabled:opacity-40',
        ),
        button_next: cn(
          buttonVariants({ variant: 'ghost', size: 'icon' }),
          'col-start-3 row-start-1 aria-disabled:pointer-events-none aria-disabled:opacity-40',
        ),
        month_grid: 'col-span-3 border-collapse',
        weekdays: 'flex',
        weekday: 'w-9 text-center text-xs font-medium text-muted-foreground',
        week: 'mt-1 flex',
        day: 'size-9 p-0 text-center',
        day_button:
          'size-9 rounded-md text-sm hover:bg-surface-muted focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-hidden disabled:cursor-not-allowed disabled:opacity-40 disabled:hover:bg-transparent',
        selected:
          '[&>button]:bg-primary [&>button]:text-primary-foreground [&>button]:hover:bg-primary',
        today: '[&>button]:font-semibold [&>button]:underline [&>button]:underline-offset-4',
        outside: 'text-muted-foreground',
        disabled: 'opacity-60',
        hidden: 'invisible',
        chevron: 'text-muted-foreground',
      }}
    />
  )
}
