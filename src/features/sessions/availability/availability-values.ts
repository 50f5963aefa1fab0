import type { CatalystAvailability } from '@/api/generated/types.gen'
import { WEEKDAYS } from '@/config/constants'

import { minutesOf } from './availability-rules'
import type { AvailabilityFormValues } from './schemas'

/**
 * Between the contract's availability and the editor's values: the editor keeps every weekday
 * (switched on or off) and shows midnight as an end as 00:00; the contract lists the ranges of
 * the days switched on and writes that midnight as 24:00.
 */

/** The editor's values of a saved availability. */
export function formValuesOf(availability: CatalystAvailability): AvailabilityFormValues {
  return {
    timeZone: availability.timeZone,
    days: WEEKDAYS.map((day) => {
      const ranges = availability.weeklyHours
        .filter((range) => range.day === day)
        .map((range) => ({ start: range.start, end: range.end === '24:00' ? '00:00' : range.end }))
        .sort((a, b) => minutesOf(a.start) - minutesOf(b.start))
      return { day, on: ranges.length > 0, ranges }
    }),
    sessionMinutes: String(availability.sessionMinutes),
    bufferMinutes: String(availability.bufferMinutes),
    horizonDays: String(availability.horizonDays),
    daysOff: [...availability.daysOff].sort().map((date) => ({ date })),
    meetingLink: availability.meetingLink ?? '',
  }
}

/** The body of a save: the days switched on with their ranges; midnight as an end is 24:00. */
export function availabilityOf(values: AvailabilityFormValues): CatalystAvailability {
  const link = values.meetingLink.trim()
  return {
    timeZone: values.timeZone,
    weeklyHours: values.days.flatMap(({ day, on, ranges }) =>
      on
        ? [...ranges]
            .sort((a, b) => minutesOf(a.start) - minutesOf(b.start))
            .map(({ start, end }) => ({ day, start, end: end === '00:00' ? '24:00' : end }))
        : [],
    ),
    sessionMinutes: Number(values.sessionMinutes) as CatalystAvailability['sessionMinutes'],
    bufferMinutes: Number(values.bufferMinutes),
    horizonDays: Number(values.horizonDays.trim()),
    daysOff: values.daysOff.map((entry) => entry.date).sort(),
    meetingLink: link === '' ? null : link,
  }
}
