import type { UTCDate } from '@date-fns/utc'
import { addYears, isAfter, isBefore } from 'date-fns'
import * as z from 'zod/mini'

import { ALWAYS, day, DIGITS, HAS_LETTER, text } from './schema-helpers'
import { STUDENT_MESSAGES } from './student-messages'

/**
 * Academic Details and Work Experience entries (spec part 2 section 5), the student's and (with
 * their own date messages, and no birth-date rule on studies) the Catalyst's.
 */
interface DateMessages {
  /** Both dates missing: one message for the pair (the student's); absent, each says its own. */
  both?: string
  start: string
  end: string
  endAfterStart: string
}

/** Checks shared by the academic and work entries: both dates, end after start. */
function checkDates(
  entry: { start_date: string; end_date: string },
  messages: DateMessages,
  path: (field: string) => Array<string | number>,
  ctx: z.core.$RefinementCtx<unknown>,
): UTCDate | null {
  const start = day(entry.start_date)
  const end = day(entry.end_date)
  if (!start && !end && messages.both) {
    ctx.addIssue({ code: 'custom', path: path('start_date'), message: messages.both })
    return null
  }
  if (!start) ctx.addIssue({ code: 'custom', path: path('start_date'), message: messages.start })
  if (!end) ctx.addIssue({ code: 'custom', path: path('end_date'), message: messages.end })
  if (start && end && !isAfter(end, start))
    ctx.addIssue({ code: 'custom', path: path('end_date'), message: messages.endAfterStart })
  return start
}

const academicEntry = z.object({
  level: text.check(z.minLength(1, STUDENT_MESSAGES.level)),
  start_date: text,
  end_date: text,
  major: text.check(
    z.trim(),
    z.minLength(1, STUDENT_MESSAGES.majorRequired),
    z.refine((value) => value === '' || HAS_LETTER.test(value), { error: STUDENT_MESSAGES.major }),
  ),
  college: text.check(
    z.trim(),
    z.minLength(1, STUDENT_MESSAGES.collegeRequired),
    z.refine((value) => value === '' || HAS_LETTER.test(value), {
      error: STUDENT_MESSAGES.college,
    }),
  ),
  score: text.check(
    z.trim(),
    z.minLength(1, STUDENT_MESSAGES.scoreRequired),
    z.superRefine((value, ctx) => {
      if (value === '') return
      const message = scoreMessage(value)
      if (message) ctx.addIssue({ code: 'custom', message })
    }),
  ),
})

function scoreMessage(value: string): string | null {
  if (!/^-?\d+(\.\d+)?$/.test(value)) return STUDENT_MESSAGES.scoreNumber
  const score = Number(value)
  if (score < 0) return STUDENT_MESSAGES.scoreMin
  if (score > 100) return STUDENT_MESSAGES.scoreMax
  if (!/^-?\d+(\.\d{1,2})?$/.test(value)) return STUDENT_MESSAGES.scoreDecimals
  return null
}

/**
 * Academic Details (part 2 section 5, "Student academic entries"); for a Catalyst
 * (`birthRules: false`, "Catalyst academic") the dates are only required.
 */
export function studentAcademicSchema({
  birthdate,
  birthRules = true,
}: {
  birthdate: string | null | undefined
  birthRules?: boolean
}) {
  const birth = day(birthdate)
  const messages: DateMessages = birthRules
    ? {
        both: STUDENT_MESSAGES.academicDates,
        start: STUDENT_MESSAGES.startRequired,
        end: STUDENT_MESSAGES.endRequired,
        endAfterStart: STUDENT_MESSAGES.academicEndAfterStart,
      }
    : {
        start: STUDENT_MESSAGES.startRequired,
        end: 'End Date is required',
        endAfterStart: STUDENT_MESSAGES.academicEndAfterStart,
      }
  return z.object({
    education: z.array(academicEntry).check(
      z.superRefine((entries, ctx) => {
        entries.forEach((entry, index) => {
          const path = (field: string) => [index, field]
          const start = checkDates(entry, messages, path, ctx)
          if (!start || !birthRules) return
          if (!birth)
            ctx.addIssue({
              code: 'custom',
              path: path('start_date'),
              message: STUDENT_MESSAGES.academicNeedsBirth,
            })
          else if (isBefore(start, addYears(birth, 10)))
            ctx.addIssue({
              code: 'custom',
              path: path('start_date'),
              message: STUDENT_MESSAGES.academicStartAfterBirth,
            })
        })
      }, ALWAYS),
    ),
  })
}

export type StudentAcademicValues = z.input<ReturnType<typeof studentAcademicSchema>>

const workEntry = z.object({
  org_name: text.check(z.trim(), z.minLength(1, STUDENT_MESSAGES.orgName)),
  job_title: text.check(
    z.trim(),
    z.minLength(1, STUDENT_MESSAGES.jobTitle),
    z.refine((value) => value === '' || !DIGITS.test(value), {
      error: STUDENT_MESSAGES.jobTitleDigits,
    }),
  ),
  start_date: text,
  end_date: text,
  type: text.check(z.minLength(1, STUDENT_MESSAGES.jobType)),
  currentlyWorking: z.boolean(),
})

const WORK_DATES: DateMessages = {
  both: STUDENT_MESSAGES.workDates,
  start: STUDENT_MESSAGES.startRequired,
  end: STUDENT_MESSAGES.endRequired,
  endAfterStart: STUDENT_MESSAGES.workEndAfterStart,
}

/**
 * The work entries (part 2 section 5, "Student work entries", which the Catalyst's professional
 * step shares); `oneCurrent` (the Catalyst's rule) allows one Currently Working Here at most.
 */
export function workEntriesSchema({
  birthdate,
  oneCurrent,
}: {
  birthdate: string | null | undefined
  oneCurrent?: string
}) {
  const birth = day(birthdate)
  return z.array(workEntry).check(
    z.superRefine((entries, ctx) => {
      let currentSeen = false
      entries.forEach((entry, index) => {
        const path = (field: string) => [index, field]
        const start = checkDates(entry, WORK_DATES, path, ctx)
        if (start && birth && isBefore(start, addYears(birth, 10)))
          ctx.addIssue({
            code: 'custom',
            path: path('start_date'),
            message: STUDENT_MESSAGES.workBeforeTen,
          })
        if (oneCurrent && entry.currentlyWorking && currentSeen)
          ctx.addIssue({ code: 'custom', path: path('currentlyWorking'), message: oneCurrent })
        currentSeen ||= entry.currentlyWorking
      })
    }, ALWAYS),
  )
}

export type WorkEntryValues = z.input<typeof workEntry>

/** Work Experience (part 2 section 5, "Student work entries"). */
export function studentWorkSchema({ birthdate }: { birthdate: string | null | undefined }) {
  return z.object({ experience: workEntriesSchema({ birthdate }) })
}

export type StudentWorkValues = z.input<ReturnType<typeof studentWorkSchema>>
