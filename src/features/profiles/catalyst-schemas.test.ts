import { describe, expect, it } from 'vitest'

import { CATALYST_MESSAGES as M } from './catalyst-messages'
import {
  catalystPersonalSchema,
  catalystProfessionalSchema,
  type CatalystPersonalValues,
  type CatalystProfessionalValues,
} from './catalyst-schemas'
import { kycSchema, type KycDocumentValues } from './kyc-schema'
import { studentAcademicSchema } from './student-entry-schemas'

const today = new Date('2026-11-25T12:00:00.000Z')

function errorsOf(result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  const errors: Record<string, string> = {}
  for (const issue of result.error?.issues ?? []) errors[issue.path.join('.')] ??= issue.message
  return errors
}

const personal: CatalystPersonalValues = {
  first_name: 'Meera',
  last_name: 'Iyer',
  email: 'meera@example.com',
  country_code: '+91',
  phone_number: '9876543210',
  birthdate: '1988-07-03T00:00:00.000Z',
  gender: 'female',
  language: 'English',
  linkedin_profile: 'https://www.linkedin.com/in/meera',
  alt_email: '',
  alt_phone_number: '',
  country: 'India',
  state: 'Rajasthan',
  city: 'Jaipur',
  address1: '44 Residency Road',
  pincode: '302001',
  time_zone: 'Asia/Kolkata',
  specialization_area: 'Career Guidance',
  platform_status: 'active',
  bio: 'Helping students, one conversation at a time',
}

const personalErrors = (changes: Partial<CatalystPersonalValues>) =>
  errorsOf(
    catalystPersonalSchema({ primaryEmail: 'meera@example.com', today }).safeParse({
      ...personal,
      ...changes,
    }),
  )

describe('Catalyst personal (part 2 section 5)', () => {
  it('accepts a complete profile with the optional fields empty', () => {
    expect(personalErrors({})).toEqual({})
  })

  it.each<[Partial<CatalystPersonalValues>, string, string]>([
    [{ first_name: ' ' }, 'first_name', M.firstName],
    [{ birthdate: '' }, 'birthdate', M.birthRequired],
    [{ birthdate: '2012-01-01T00:00:00.000Z' }, 'birthdate', M.birthTooYoung],
    [{ birthdate: '2027-01-01T00:00:00.000Z' }, 'birthdate', M.birthFuture],
    [{ birthdate: '1920-01-01T00:00:00.000Z' }, 'birthdate', M.birthTooOld],
    [{ gender: '' }, 'gender', M.gender],
    [{ language: 'English2' }, 'language', M.language],
    [{ linkedin_profile: 'linkedin.com/in/meera' }, 'linkedin_profile', M.url],
    [{ alt_email: 'meera@' }, 'alt_email', M.altEmailInvalid],
    [{ alt_email: 'MEERA@example.com' }, 'alt_email', M.altEmailSame],
    [{ alt_phone_number: '98765-43210' }, 'alt_phone_number', M.altPhoneNumeric],
    [
      { alt_phone_number: '98765' },
      'alt_phone_number',
      'Invalid alternate contact number length ( should be 10 for mobile)',
    ],
    [{ city: '' }, 'city', M.cityRequired],
    [{ city: 'Jaipur!' }, 'city', M.cityCharacters],
    [{ city: '302' }, 'city', M.cityNumeric],
    [{ address1: '' }, 'address1', M.address1],
    [{ address1: '44 12' }, 'address1', M.address1Numeric],
    [{ country: '' }, 'country', M.country],
    [{ pincode: '' }, 'pincode', M.pincodeRequired],
    [{ pincode: '30a' }, 'pincode', M.pincodeNumeric],
    [{ pincode: '3020011' }, 'pincode', M.pincodeLength],
    [{ bio: 'x'.repeat(201) }, 'bio', M.bioLength],
    [{ bio: 'Hi. I help.' }, 'bio', M.bioCharacters],
    [{ specialization_area: '' }, 'specialization_area', M.specializationRequired],
    [
      { specialization_area: 'Career & College' },
      'specialization_area',
      M.specializationCharacters,
    ],
    [{ state: '' }, 'state', M.stateRequired],
    [{ state: 'Tamil-Nadu' }, 'state', M.stateCharacters],
    [{ time_zone: '' }, 'time_zone', M.timeZone],
  ])('%j: %s says the spec’s message', (changes, field, message) => {
    expect(personalErrors(changes)[field]).toBe(message)
  })

  it('takes the age limits as inclusive: exactly 100 and exactly 15 years ago pass (section 9)', () => {
    expect(personalErrors({ birthdate: '1926-11-25T00:00:00.000Z' })).toEqual({})
    expect(personalErrors({ birthdate: '2011-11-25T00:00:00.000Z' })).toEqual({})
    expect(personalErrors({ birthdate: '1926-11-24T00:00:00.000Z' }).birthdate).toBe(M.birthTooOld)
    expect(personalErrors({ birthdate: '2011-11-26T00:00:00.000Z' }).birthdate).toBe(
      M.birthTooYoung,
    )
  })

  it('accepts an alternate number of the country’s length, with or without its code', () => {
    expect(personalErrors({ alt_phone_number: '9123456780' })).toEqual({})
    expect(personalErrors({ alt_phone_number: '919123456780' })).toEqual({})
  })
})

describe('Catalyst academic (part 2 section 5)', () => {
  const schema = studentAcademicSchema({ birthdate: '2000-01-01T00:00:00.000Z', birthRules: false })
  const entry = {
    level: 'Graduate',
    start_date: '2005-01-01T00:00:00.000Z',
    end_date: '2008-06-01T00:00:00.000Z',
    major: 'Psychology',
    college: 'Delhi University',
    score: '81',
  }

  it('has no birth-date rule: a start before age 10 passes', () => {
    expect(errorsOf(schema.safeParse({ education: [entry] }))).toEqual({})
  })

  it('asks for each missing date on its own', () => {
    expect(
      errorsOf(schema.safeParse({ education: [{ ...entry, start_date: '', end_date: '' }] })),
    ).toEqual({
      'education.0.start_date': M.startRequired,
      'education.0.end_date': M.endRequired,
    })
  })
})

describe('Catalyst professional (part 2 section 5)', () => {
  const job = {
    org_name: 'Infosys',
    job_title: 'Counsellor',
    start_date: '2018-06-01T00:00:00.000Z',
    end_date: '2025-03-01T00:00:00.000Z',
    type: 'Hybrid',
    currentlyWorking: false,
  }
  const filled = {
    name: 'Career Coach',
    desc: 'Global programme',
    date: '2021-09-15T00:00:00.000Z',
  }
  const empty = { name: '', desc: '', date: '' }
  const professional: CatalystProfessionalValues = {
    current_status: 'working',
    years_of_experience: '0.5',
    certifications: [],
    experience: [job],
  }
  const errors = (changes: Partial<CatalystProfessionalValues>) =>
    errorsOf(
      catalystProfessionalSchema({ birthdate: '1988-01-01T00:00:00.000Z' }).safeParse({
        ...professional,
        ...changes,
      }),
    )

  it.each<[Partial<CatalystProfessionalValues>, Record<string, string>]>([
    [{}, {}],
    [{ certifications: [empty] }, {}],
    [{ certifications: [filled, filled] }, {}],
    [{ current_status: '' }, { current_status: M.currentStatus }],
    [{ years_of_experience: '' }, { years_of_experience: M.yearsRequired }],
    [
      { certifications: [{ ...empty, desc: 'Only a description' }] },
      { 'certifications.0.name': M.certificationAllOrNothing },
    ],
    [{ certifications: [filled, empty] }, { 'certifications.1.name': M.certificationsAllFilled }],
    [
      { certifications: [{ ...filled, name: 'x'.repeat(101) }] },
      { 'certifications.0.name': M.certificationName },
    ],
    [
      { certifications: [{ ...filled, desc: 'y'.repeat(201) }] },
      { 'certifications.0.desc': M.certificationDesc },
    ],
    [
      { certifications: [{ ...filled, name: '2021' }] },
      { 'certifications.0.name': M.certificationNameLetters },
    ],
    [
      {
        experience: [
          { ...job, currentlyWorking: true },
          { ...job, currentlyWorking: true },
        ],
      },
      { 'experience.1.currentlyWorking': M.oneCurrentJob },
    ],
    [
      { experience: [{ ...job, org_name: '' }] },
      { 'experience.0.org_name': 'Company name is required' },
    ],
  ])('%j gives %j', (changes, expected) => {
    expect(errors(changes)).toEqual(expected)
  })
})

describe('KYC (part 2 section 5)', () => {
  const doc: KycDocumentValues = {
    id: 'kyc-1',
    type: 'Passport',
    other_name: '',
    issuer_country: 'India',
    id_number: 'P1234567',
    issue_date: '2022-05-10T00:00:00.000Z',
    expiry_date: '',
    link: '',
    file: 'file-1',
    file_name: 'passport.pdf',
    signed_url: '',
  }
  const errors = (changes: Partial<KycDocumentValues>) =>
    errorsOf(kycSchema.safeParse({ kycDocs: [{ ...doc, ...changes }] }))

  it.each<[Partial<KycDocumentValues>, Record<string, string>]>([
    [{}, {}],
    [{ file: '', link: 'https://files.example.org/p.pdf' }, {}],
    [{ type: 'Other', other_name: 'Residence permit' }, {}],
    [{ type: '' }, { 'kycDocs.0.type': M.documentName }],
    [{ type: 'Other' }, { 'kycDocs.0.other_name': M.documentName }],
    [{ issuer_country: '' }, { 'kycDocs.0.issuer_country': M.issuerCountry }],
    [{ id_number: '  ' }, { 'kycDocs.0.id_number': M.idNumber }],
    [{ issue_date: '' }, { 'kycDocs.0.issue_date': M.issueDate }],
    [{ expiry_date: '2022-05-10T00:00:00.000Z' }, { 'kycDocs.0.expiry_date': M.expiryAfterIssue }],
    [{ file: '' }, { 'kycDocs.0.link': M.fileOrLink }],
    [{ file: '', link: 'javascript:alert(1)' }, { 'kycDocs.0.link': M.url }],
  ])('%j gives %j', (changes, expected) => {
    expect(errors(changes)).toEqual(expected)
  })
})
