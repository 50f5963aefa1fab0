import type {
  AvailabilityState,
  CatalystAvailability,
  TimeZone,
  Weekday,
} from '@/api/generated/types.gen'
import {
  SESSION_BUFFER_STEP_MINUTES,
  SESSION_DEFAULTS,
  SESSION_RANGES_PER_DAY,
  TIME_ZONES,
  WEEKDAYS,
} from '@/config/constants'
import { planRefusal } from '@/config/plans'
import { clockRange } from '@/lib/format/dates'

import { db, type AvailabilityRecord, type UserRecord } from '../../db'
import { fullName } from '../shared/common'
import { HttpError } from '../http'
import { featureLapsed, hasFeature, planOf } from '../billing/plans'
import { minutesOf } from '../scheduling/slots'

/** A Catalyst's availability (openapi.yaml "Sessions"): defaults, checks and the booking state. */
export const SESSION_REFUSALS = {
  /** Without a plan that includes session booking: the words of src/config/plans.ts. */
  noPlan: planRefusal('session-booking'),
  lapsed: planRefusal('session-booking', true),
  noHours: 'Add your weekly hours so that students can book sessions with you.',
  bufferStep: `The buffer must be a multiple of ${SESSION_BUFFER_STEP_MINUTES} minutes.`,
  dayOffTwice: 'Each day off can be listed only once.',
} as const

/** Why students cannot book this Catalyst, in words for the student. */
export function catalystNotBookable(catalyst: UserRecord): string {
  const name = fullName(catalyst) || 'This Catalyst'
  return `${name} is not taking new bookings because session booking is not part of their current plan. Sessions already booked still go ahead.`
}

export function catalystHasNoHours(catalyst: UserRecord): string {
  return `${fullName(catalyst) || 'This Catalyst'} has not set the hours they meet students yet.`
}

const dayName = (day: Weekday) => day.charAt(0).toUpperCase() + day.slice(1)

/** The profile's time zone when it is one the availability takes, else UTC. */
function zoneOf(catalyst: UserRecord): TimeZone {
  const zone = catalyst.timeZone as TimeZone | undefined
  return zone && (TIME_ZONES as readonly string[]).includes(zone) ? zone : 'UTC'
}

/** What an availability never saved holds: no weekly hours, so no slots. */
export function defaultAvailability(catalyst: UserRecord): CatalystAvailability {
  return {
    timeZone: zoneOf(catalyst),
    weeklyHours: [],
    sessionMinutes: SESSION_DEFAULTS.sessionMinutes,
    bufferMinutes: SESSION_DEFAULTS.bufferMinutes,
    horizonDays: SESSION_DEFAULTS.horizonDays,
    daysOff: [],
    meetingLink: null,
  }
}

export function availabilityRecordOf(counsellorId: string): AvailabilityRecord | undefined {
  return db.availability.get(counsellorId)
}

/** The contract's CatalystAvailability of a stored record. */
export function toAvailability(record: AvailabilityRecord): CatalystAvailability {
  return {
    timeZone: record.timeZone,
    weeklyHours: record.weeklyHours.map((range) => ({ ...range })),
    sessionMinutes: record.sessionMinutes,
    bufferMinutes: record.bufferMinutes,
    horizonDays: record.horizonDays,
    daysOff: [...record.daysOff],
    meetingLink: record.meetingLink,
  }
}

/**
 * Whether students can book this Catalyst, and why not in words for the Catalyst: a plan with
 * sessions (or the reason it ended), then weekly hours.
 */
export function bookingState(catalyst: UserRecord): { bookable: boolean; reason: string | null } {
  if (!hasFeature(catalyst, 'session-booking'))
    return {
      bookable: false,
      reason: featureLapsed(catalyst, 'session-booking')
        ? SESSION_REFUSALS.lapsed
        : SESSION_REFUSALS.noPlan,
    }
  if (!availabilityRecordOf(catalyst.id)?.weeklyHours.length)
    return { bookable: false, reason: SESSION_REFUSALS.noHours }
  return { bookable: true, reason: null }
}

export function toAvailabilityState(catalyst: UserRecord): AvailabilityState {
  const record = availabilityRecordOf(catalyst.id)
  const { bookable, reason } = bookingState(catalyst)
  return {
    availability: record ? toAvailability(record) : defaultAvailability(catalyst),
    configured: Boolean(record),
    updatedAt: record?.updatedAt ?? null,
    bookable,
    notBookableReason: reason,
    plan: planOf(catalyst),
  }
}

/**
 * The rules the schema cannot say (400 with a message naming the day): each range ends after it
 * starts, a day's ranges do not overlap and number at most three, the buffer is a multiple of
 * five, each day off is listed once. (The schema took the rest, the meeting link's http(s)
 * address among them, trimmed.) Answers the availability as stored: ranges by day and time, days
 * off in order.
 */
export function checkedAvailability(input: CatalystAvailability): CatalystAvailability {
  for (const range of input.weeklyHours) {
    if (minutesOf(range.end) <= minutesOf(range.start))
      throw new HttpError(400, `${dayName(range.day)}: the end time must be after the start time.`)
  }
  const weeklyHours = WEEKDAYS.flatMap((day) => {
    const ranges = input.weeklyHours
      .filter((range) => range.day === day)
      .sort((a, b) => minutesOf(a.start) - minutesOf(b.start))
    if (ranges.length > SESSION_RANGES_PER_DAY)
      throw new HttpError(
        400,
        `${dayName(day)}: at most ${SESSION_RANGES_PER_DAY} time ranges a day.`,
      )
    ranges.forEach((range, index) => {
      const next = ranges[index + 1]
      if (next && minutesOf(next.start) < minutesOf(range.end))
        throw new HttpError(
          400,
          `${dayName(day)}: ${clockRange(range.start, range.end)} overlaps ${clockRange(next.start, next.end)}.`,
        )
    })
    return ranges.map(({ start, end }) => ({ day, start, end }))
  })
  if (input.bufferMinutes % SESSION_BUFFER_STEP_MINUTES !== 0)
    throw new HttpError(400, SESSION_REFUSALS.bufferStep)
  if (new Set(input.daysOff).size !== input.daysOff.length)
    throw new HttpError(400, SESSION_REFUSALS.dayOffTwice)
  return { ...input, weeklyHours, daysOff: [...input.daysOff].sort() }
}
