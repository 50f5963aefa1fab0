import { describe, expect, it } from 'vitest'

import { STUDENT_MESSAGES as M } from './student-messages'
import { studentPersonalSchema, type StudentPersonalValues } from './student-schemas'
import { studentAcademicSchema, studentWorkSchema } from './student-entry-schemas'

const today = new Date('2026-11-25T12:00:00.000Z')

const valid: StudentPersonalValues = {
  first_name: 'Riya',
  last_name: 'Desai',
  email: 'riya@example.com',
  birthdate: '2006-04-12T00:00:00.000Z',
  gender: 'female',
  language: 'English',
  linkedin_profile: '',
  alt_email: 'riya.desai@example.org',
  country_code: '+91',
  phone_number: '9876543210',
  city: 'Pune',
  address1: '12 MG Road',
  address2: '',
  country: 'India',
  pincode: '411001',
  current_status: 'studying',
}

/** The messages the personal schema gives, by field. */
function personalErrors(
  changes: Partial<StudentPersonalValues>,
  context: { academicStarts?: string[]; workStarts?: string[] } = {},
): Record<string, string> {
  const result = studentPersonalSchema({
    primaryEmail: 'riya@example.com',
    academicStarts: context.academicStarts ?? [],
    workStarts: context.workStarts ?? [],
    today,
  }).safeParse({ ...valid, ...changes })
  const errors: Record<string, string> = {}
  for (const issue of result.error?.issues ?? []) errors[issue.path.join('.')] ??= issue.message
  return errors
}

describe('Student personal (part 2 section 5)', () => {
  it('accepts a complete, valid profile', () => {
    expect(personalErrors({})).toEqual({})
  })

  it.each<[string, Partial<StudentPersonalValues>, string, string]>([
    ['first name missing', { first_name: '  ' }, 'first_name', M.firstName],
    ['birth date missing', { birthdate: '' }, 'birthdate', M.birthRequired],
    [
      'birth date in the future',
      { birthdate: '2027-01-01T00:00:00.000Z' },
      'birthdate',
      M.birthFuture,
    ],
    [
      'born over 100 years ago',
      { birthdate: '1926-11-01T00:00:00.000Z' },
      'birthdate',
      M.birthTooOld,
    ],
    ['younger than 15', { birthdate: '2012-01-01T00:00:00.000Z' }, 'birthdate', M.birthTooYoung],
    ['gender missing', { gender: '' }, 'gender', M.gender],
    ['language with digits', { language: 'English 2' }, 'language', M.language],
    ['LinkedIn not a URL', { linkedin_profile: 'linkedin riya' }, 'linkedin_profile', M.url],
    [
      'LinkedIn not http(s)',
      { linkedin_profile: 'javascript:alert(1)' },
      'linkedin_profile',
      M.url,
    ],
    ['alternate e-mail missing', { alt_email: '' }, 'alt_email', M.altEmailRequired],
    ['alternate e-mail invalid', { alt_email: 'riya@' }, 'alt_email', M.altEmailInvalid],
    [
      'alternate e-mail same as primary',
      { alt_email: 'RIYA@example.com' },
      'alt_email',
      M.altEmailSame,
    ],
    ['contact number missing', { phone_number: '' }, 'phone_number', M.phoneRequired],
    ['contact number with letters', { phone_number: '98765abc10' }, 'phone_number', M.phoneNumeric],
    [
      'contact number of the wrong length',
      { phone_number: '98765' },
      'phone_number',
      'Invalid contact number length ( should be 10 for mobile)',
    ],
    ['city missing', { city: '' }, 'city', M.city],
    ['address 1 missing', { address1: ' ' }, 'address1', M.address1],
    ['country missing', { country: '' }, 'country', M.country],
    ['pincode missing', { pincode: '' }, 'pincode', M.pincodeRequired],
    ['pincode with letters', { pincode: '41100A' }, 'pincode', M.pincodeNumeric],
    ['current status missing', { current_status: '' }, 'current_status', M.currentStatus],
  ])('%s', (_, changes, field, message) => {
    expect(personalErrors(changes)[field]).toBe(message)
  })

  it('checks the birth date and the number while other fields are still wrong', () => {
    expect(personalErrors({ first_name: '', birthdate: '', phone_number: '123' })).toMatchObject({
      first_name: M.firstName,
      birthdate: M.birthRequired,
      phone_number: 'Invalid contact number length ( should be 10 for mobile)',
    })
  })

  it('accepts the number with its dial code typed in front', () => {
    expect(personalErrors({ phone_number: '919876543210' })).toEqual({})
  })

  it('takes the age limits as inclusive: exactly 100 and exactly 15 years ago pass (section 9)', () => {
    // `today` is midday: a birth date is a day, not an instant.
    expect(personalErrors({ birthdate: '1926-11-25T00:00:00.000Z' })).toEqual({})
    expect(personalErrors({ birthdate: '2011-11-25T00:00:00.000Z' })).toEqual({})
    expect(personalErrors({ birthdate: '1926-11-24T00:00:00.000Z' }).birthdate).toBe(M.birthTooOld)
    expect(personalErrors({ birthdate: '2011-11-26T00:00:00.000Z' }).birthdate).toBe(
      M.birthTooYoung,
    )
  })

  it('wants the birth date at least 10 years before any academic or work start', () => {
    expect(personalErrors({}, { academicStarts: ['2015-09-01T00:00:00.000Z'] }).birthdate).toBe(
      M.birthBeforeAcademic,
    )
    expect(personalErrors({}, { workStarts: ['2014-01-01T00:00:00.000Z'] }).birthdate).toBe(
      M.birthBeforeWork,
    )
    expect(personalErrors({}, { academicStarts: ['2016-05-01T00:00:00.000Z'] })).toEqual({})
  })
})

const academic = {
  level: 'Undergraduate',
  start_date: '2024-08-01T00:00:00.000Z',
  end_date: '2028-05-01T00:00:00.000Z',
  major: 'Biology',
  college: 'Fergusson College',
  score: '82.5',
}

function academicErrors(
  changes: Partial<typeof academic>,
  birthdate: string | null = '2006-04-12T00:00:00.000Z',
) {
  const result = studentAcademicSchema({ birthdate }).safeParse({
    education: [{ ...academic, ...changes }],
  })
  const errors: Record<string, string> = {}
  for (const issue of result.error?.issues ?? [])
    errors[issue.path.slice(2).join('.')] ??= issue.message
  return errors
}

describe('Student academic entries (part 2 section 5)', () => {
  it('accepts a valid entry', () => {
    expect(academicErrors({})).toEqual({})
  })

  it.each<[string, Partial<typeof academic>, string, string]>([
    ['level missing', { level: '' }, 'level', M.level],
    ['both dates missing', { start_date: '', end_date: '' }, 'start_date', M.academicDates],
    ['end date missing', { end_date: '' }, 'end_date', M.endRequired],
    [
      'end not after start',
      { end_date: '2024-08-01T00:00:00.000Z' },
      'end_date',
      M.academicEndAfterStart,
    ],
    [
      'start within 10 years of birth',
      { start_date: '2015-01-01T00:00:00.000Z' },
      'start_date',
      M.academicStartAfterBirth,
    ],
    ['major only digits', { major: '101' }, 'major', M.major],
    ['institution only digits', { college: '42' }, 'college', M.college],
    ['score missing', { score: '' }, 'score', M.scoreRequired],
    ['score not a number', { score: 'A+' }, 'score', M.scoreNumber],
    ['score below 0', { score: '-1' }, 'score', M.scoreMin],
    ['score above 100', { score: '100.5' }, 'score', M.scoreMax],
    ['score with 3 decimals', { score: '82.555' }, 'score', M.scoreDecimals],
  ])('%s', (_, changes, field, message) => {
    expect(academicErrors(changes)[field]).toBe(message)
  })

  it('shows every message of a blank entry at once, the dates too', () => {
    expect(
      academicErrors({
        level: '',
        start_date: '',
        end_date: '',
        major: '',
        college: '',
        score: '',
      }),
    ).toEqual({
      level: M.level,
      start_date: M.academicDates,
      major: M.majorRequired,
      college: M.collegeRequired,
      score: M.scoreRequired,
    })
  })

  it('needs the birth date to check an academic start', () => {
    expect(academicErrors({}, null).start_date).toBe(M.academicNeedsBirth)
  })
})

const work = {
  org_name: 'Infosys',
  job_title: 'Intern',
  start_date: '2025-06-01T00:00:00.000Z',
  end_date: '2025-09-01T00:00:00.000Z',
  type: 'Office',
  currentlyWorking: false,
}

function workErrors(changes: Partial<typeof work>) {
  const result = studentWorkSchema({ birthdate: '2006-04-12T00:00:00.000Z' }).safeParse({
    experience: [{ ...work, ...changes }],
  })
  const errors: Record<string, string> = {}
  for (const issue of result.error?.issues ?? [])
    errors[issue.path.slice(2).join('.')] ??= issue.message
  return errors
}

describe('Student work entries (part 2 section 5)', () => {
  it('accepts a valid entry', () => {
    expect(workErrors({})).toEqual({})
  })

  it.each<[string, Partial<typeof work>, string, string]>([
    ['company missing', { org_name: '' }, 'org_name', M.orgName],
    ['job title missing', { job_title: '' }, 'job_title', M.jobTitle],
    ['job title only digits', { job_title: '007' }, 'job_title', M.jobTitleDigits],
    ['both dates missing', { start_date: '', end_date: '' }, 'start_date', M.workDates],
    ['start missing', { start_date: '' }, 'start_date', M.startRequired],
    ['end before start', { end_date: '2025-01-01T00:00:00.000Z' }, 'end_date', M.workEndAfterStart],
    [
      'start before age 10',
      { start_date: '2015-01-01T00:00:00.000Z' },
      'start_date',
      M.workBeforeTen,
    ],
    ['job type missing', { type: '' }, 'type', M.jobType],
  ])('%s', (_, changes, field, message) => {
    expect(workErrors(changes)[field]).toBe(message)
  })
})
