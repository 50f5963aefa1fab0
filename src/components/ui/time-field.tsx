import type { ComponentProps } from 'react'

import { clockTime } from '@/lib/format/dates'

import { Select } from './select'

/** The minutes between the times offered (issue 36: availability is set in quarter hours). */
export const TIME_STEP_MINUTES = 15

/** Every time of a day in the one clock form, a TIME_STEP_MINUTES apart: "00:00" ... "23:45". */
export const TIME_OPTIONS: readonly string[] = Array.from(
  { length: (24 * 60) / TIME_STEP_MINUTES },
  (_, index) => clockTime(index * TIME_STEP_MINUTES),
)

type TimeFieldProps = Omit<ComponentProps<'select'>, 'value' | 'onChange' | 'children'> & {
  /** "HH:mm" ('' for none). */
  value: string
  onChange: (value: string) => void
  /** Classes for the wrapper (a width). */
  wrapperClassName?: string
}

/**
 * The one way a time is entered (issue 36: the native time input followed the browser's 12-hour
 * locale, "10:00 AM", while every time shown is 24-hour): a native select of the day's times in
 * the one clock form ("HH:mm", src/lib/format/dates clockTime). Keyboard and screen readers work
 * as the platform's select does (type "14" to reach 14:00; a phone opens its own picker); it
 * needs its label (aria-label or a Field). A saved time between the steps is kept and offered.
 */
export function TimeField({ value, onChange, wrapperClassName, ...props }: TimeFieldProps) {
  const options =
    value && !TIME_OPTIONS.includes(value) ? [...TIME_OPTIONS, value].sort() : TIME_OPTIONS
  return (
    <Select
      {...props}
      wrapperClassName={wrapperClassName}
      value={value}
      onChange={(event) => onChange(event.target.value)}
    >
      {value ? null : <option value="">--:--</option>}
      {options.map((time) => (
        <option key={time} value={time}>
          {time}
        </option>
      ))}
    </Select>
  )
}
