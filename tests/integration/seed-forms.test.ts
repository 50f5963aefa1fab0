import { describe, expect, it } from 'vitest'

import type { CurrentUser } from '@/api/generated/types.gen'
import { availabilitySchema } from '@/features/sessions/availability/schemas'
import { formValuesOf } from '@/features/sessions/availability/availability-values'
import {
  catalystCompletion,
  catalystRefusals,
  studentCompletion,
  studentRefusals,
} from '@/features/profiles/completion'
import { catalystProfileCompletion, studentProfileCompletion } from '@/lib/profile-completion'

import type { UserRecord } from '../../mocks/db'
import { toAvailability } from '../../mocks/handlers/sessions/availability'
import { toCurrentUser } from '../../mocks/handlers/views'
import { buildScenario } from '../../mocks/seed'
import { demoAccounts } from '../../mocks/seed/demo-accounts'

/**
 * Issue 36: seed data satisfies the product's own rules. Every seeded record a form edits is read
 * through the form's own schema: a profile field that is filled is one the form accepts (a blank
 * one is only unfilled), every academic, work, certification and KYC entry is accepted whole, and
 * every availability is one the editor would save. The demo seed and a sample of the large
 * scenario's generated people are checked.
 */
const NOW = new Date('2026-03-15T10:30:00.000Z')
const asUser = (record: UserRecord): CurrentUser => toCurrentUser(record, new Map())

const blank = (value: unknown) =>
  value === null || value === undefined || (typeof value === 'string' && value.trim() === '')

/** What the forms refuse among what the record holds: a refused blank is only unfilled. */
function refusedFilled(user: CurrentUser) {
  const refusals =
    user.role === 'student' ? studentRefusals(user, NOW) : catalystRefusals(user, NOW)
  const fields = [...(refusals.fields ?? [])].filter(
    (field) => !blank((user as unknown as Record<string, unknown>)[field]),
  )
  return { email: user.email, fields, lists: [...(refusals.lists ?? [])] }
}

const demo = buildScenario('demo', NOW)
const large = buildScenario('large', NOW)
const demoIds = new Set(demo.users.map((user) => user.id))
const generated = large.users.filter((user) => !demoIds.has(user.id))
// Every 7th generated person: a sample across the generator's levels and countries.
const sample = generated.filter((_, index) => index % 7 === 0)

describe.each([
  ['demo seed', demo.users, demo.availability],
  ['large scenario (sample)', sample, large.availability.filter((_, index) => index % 7 === 0)],
])('%s against the forms', (_name, users, availability) => {
  it('has people of both roles to check', () => {
    expect(users.filter((user) => user.role === 'student').length).toBeGreaterThan(3)
    expect(users.filter((user) => user.role === 'counsellor').length).toBeGreaterThan(3)
  })

  it('holds no profile value its form refuses', () => {
    const profiles = users.filter((user) => user.role === 'student' || user.role === 'counsellor')
    const refused = profiles.map((user) => refusedFilled(asUser(user)))
    expect(refused.filter((entry) => entry.fields.length + entry.lists.length > 0)).toEqual([])
  })

  it('holds no availability its editor refuses', () => {
    const problems = availability
      .map((record) => ({
        counsellorId: record.counsellorId,
        issues: availabilitySchema.safeParse(formValuesOf(toAvailability(record))).error?.issues,
      }))
      .filter((entry) => entry.issues)
    expect(problems).toEqual([])
  })
})

describe('completion and the form never disagree', () => {
  const demoStudent = asUser(demo.users.find((user) => user.email === demoAccounts.student.email)!)

  it('the demo student is complete, by the form and by the figure', () => {
    expect(studentRefusals(demoStudent, NOW).lists).toEqual(new Set())
    expect(studentCompletion(demoStudent, NOW)).toBe(100)
  })

  it('an education entry the form refuses (no score) is not counted complete', () => {
    const [first, ...rest] = demoStudent.education!
    const noScore = {
      ...demoStudent,
      education: [first!, ...rest].map((entry, index) =>
        index === rest.length ? { ...entry, score: null } : entry,
      ),
    }
    expect(studentProfileCompletion(noScore)).toBe(100)
    expect(studentCompletion(noScore, NOW)).toBe(
      studentCompletion({ ...noScore, education: [] }, NOW),
    )
    expect(studentCompletion(noScore, NOW)).toBeLessThan(100)
  })

  it('a personal value the form refuses is not counted', () => {
    const badPin = { ...demoStudent, pinCode: 'AB-12' }
    expect(studentCompletion(badPin, NOW)).toBe(
      studentCompletion({ ...demoStudent, pinCode: null }, NOW),
    )
    expect(studentCompletion(badPin, NOW)).toBeLessThan(100)
  })

  it('a Catalyst step the form refuses is not counted', () => {
    const catalyst = asUser(
      demo.users.find((user) => user.email === demoAccounts.counsellor.email)!,
    )
    const whole = catalystCompletion(catalyst, NOW)
    expect(whole).toEqual(catalystProfileCompletion(catalyst))
    const badCertificate = {
      ...catalyst,
      certifications: [{ name: 'IELTS trainer', desc: '', date: '' }],
    }
    expect(catalystProfileCompletion(badCertificate).work).toBe(whole.work)
    expect(catalystCompletion(badCertificate, NOW).work).toBe(whole.work - 50)
  })
})
