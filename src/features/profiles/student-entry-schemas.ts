import type { UTCDate } from '@date-fns/utc'
import { addYears, isAfter, isBefore } from 'date-fns'
import * as z from 'zod/mini'

import { ALWAYS, day, DIGITS, HAS_LETTER, text } from './schema-helpers'
import { STUDENT_MESSAGES } from './student-messages'

/** Academic Details and Work Experience entries (spec part 2 section 5). */
/** Checks shared by the academic and work entries: both dates, end after start. */
function checkDates(
  entry: { start_date: string; end_date: string },
  messages: { both: string; endAfterStart: string },
  path: (field: string) => Array<string | number>,
  ctx: z.core.$RefinementCtx<unknown>,
): UTCDate | null {
  const start = day(entry.start_date)
  const end = day(entry.end_date)
  if (!start && !end) {
    ctx.addIssue({ code: 'custom', path: path('start_date'), message: messages.both })
    return null
  }
  if (!start)
    ctx.addIssue({
      code: 'custom',
      path: path('start_date'),
      message: STUDENT_MESSAGES.startRequired,
    })
  if (!end)
    ctx.addIssue({ code: 'custom', path: path('end_date'), message: STUDENT_MESSAGES.endRequired })
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

/** Academic Details (part 2 section 5, "Student academic entries"). */
export function studentAcademicSchema({ birthdate }: { birthdate: string | null | undefined }) {
  const birth = day(birthdate)
  return z.object({
    education: z.array(academicEntry).check(
      z.superRefine((entries, ctx) => {
        entries.forEach((entry, index) => {
          const path = (field: string) => [index, field]
          const start = checkDates(
            entry,
            {
              both: STUDENT_MESSAGES.academicDates,
              endAfterStart: STUDENT_MESSAGES.academicEndAfterStart,
            },
            path,
            ctx,
          )
          if (!start) return
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

/** Work Experience (part 2 section 5, "Student work entries"). */
export function studentWorkSchema({ birthdate }: { birthdate: string | null | undefined }) {
  const birth = day(birthdate)
  return z.object({
    experience: z.array(workEntry).check(
      z.superRefine((entries, ctx) => {
        entries.forEach((entry, index) => {
          const path = (field: string) => [index, field]
          const start = checkDates(
            entry,
            {
              both: STUDENT_MESSAGES.workDates,
              endAfterStart: STUDENT_MESSAGES.workEndAfterStart,
            },
            path,
            ctx,
          )
          if (start && birth && isBefore(start, addYears(birth, 10)))
            ctx.addIssue({
              code: 'custom',
              path: path('start_date'),
              message: STUDENT_MESSAGES.workBeforeTen,
            })
        })
      }, ALWAYS),
    ),
  })
}

export type StudentWorkValues = z.input<ReturnType<typeof studentWorkSchema>>
