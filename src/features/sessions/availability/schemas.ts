import * as z from 'zod/mini'

import {
  SESSION_BUFFER_MAX_MINUTES,
  SESSION_BUFFER_STEP_MINUTES,
  SESSION_DAYS_OFF_MAX,
  SESSION_HORIZON_MAX_DAYS,
  SESSION_LENGTHS,
  TIME_ZONES,
  WEEKDAYS,
} from '@/config/constants'

import { AVAILABILITY_MESSAGES as M, rangeProblems } from './availability-rules'

/**
 * The availability editor (issue 29), mirroring the contract's CatalystAvailability and the
 * SESSION_* limits: a weekday's ranges end after they start, do not overlap and are at most 3
 * (the messages are the contract's 400 examples); the meeting link is an http(s) address.
 */
const HTTP_ADDRESS = /^https?:\/\//

function isHttpAddress(value: string): boolean {
  if (!HTTP_ADDRESS.test(value)) return false
  try {
    return new URL(value).hostname !== ''
  } catch {
    return false
  }
}

const dayHours = z
  .object({
    day: z.enum(WEEKDAYS),
    on: z.boolean(),
    ranges: z.array(z.object({ start: z.string(), end: z.string() })),
  })
  .check(
    z.superRefine((value, ctx) => {
      // A day switched off keeps its ranges unsent and unjudged.
      if (!value.on) return
      for (const problem of rangeProblems(value.day, value.ranges))
        ctx.issues.push({
          code: 'custom',
          message: problem.message,
          input: value,
          path:
            problem.range === null ? ['ranges'] : ['ranges', problem.range, problem.field ?? 'end'],
        })
    }),
  )

const wholeNumber = (value: string) => /^\d+$/.test(value.trim())

export const availabilitySchema = z.object({
  timeZone: z.enum(TIME_ZONES),
  days: z.array(dayHours),
  sessionMinutes: z
    .string()
    .check(z.refine((value) => SESSION_LENGTHS.some((length) => String(length) === value))),
  bufferMinutes: z.string().check(
    z.refine((value) => {
      const minutes = Number(value)
      return (
        wholeNumber(value) &&
        minutes <= SESSION_BUFFER_MAX_MINUTES &&
        minutes % SESSION_BUFFER_STEP_MINUTES === 0
      )
    }),
  ),
  horizonDays: z
    .string()
    .check(
      z.refine(
        (value) =>
          wholeNumber(value) && Number(value) >= 1 && Number(value) <= SESSION_HORIZON_MAX_DAYS,
        { error: M.horizon },
      ),
    ),
  daysOff: z
    .array(z.object({ date: z.iso.date() }))
    .check(z.maxLength(SESSION_DAYS_OFF_MAX, M.daysOffMax)),
  meetingLink: z.string().check(
    z.refine((value) => value.trim() === '' || isHttpAddress(value.trim()), { error: M.link }),
    z.refine((value) => value.trim().length <= 500, { error: M.linkLength }),
  ),
})

/** The editor's values: numbers as their fields hold them (text), days off as entries. */
export type AvailabilityFormValues = z.input<typeof availabilitySchema>
