import { describe, expect, it } from 'vitest'

import type { GetUserProfileInfoResponse } from '@/api/generated/types.gen'
import { PROFILE_LIST_MAX_ENTRIES } from '@/config/constants'

import { findUser } from '../services/relations'
import { api } from '../testing/api'
import { linkParts, upload } from '../testing/files'
import { createUser, tokenFor } from '../testing/fixtures'
import { startMockBackend } from '../testing/server'

startMockBackend()

const profileOf = async (token: string) =>
  (await api<GetUserProfileInfoResponse>('GET', '/profile/getUserProfileInfo', { token })).body
    .success
const academic = {
  level: 'Undergraduate',
  start_date: '2020-07-01T00:00:00.000Z',
  end_date: '2024-05-31T00:00:00.000Z',
  major: 'Computer Science',
  college: 'IIT Bombay',
  score: 87.45,
}
const work = {
  org_name: 'Acme',
  job_title: 'Intern',
  start_date: '2023-01-01T00:00:00.000Z',
  end_date: '2023-06-30T00:00:00.000Z',
  type: 'Remote',
}

describe('updateStudentProfile', () => {
  it('needs a token and the student role', async () => {
    const body = { section: 'personal', data: { city: 'Pune' } }
    expect((await api('POST', '/profile/updateStudentProfile', { body })).status).toBe(401)
    const counsellor = await createUser({ role: 'counsellor' })
    expect(
      (
        await api('POST', '/profile/updateStudentProfile', {
          token: await tokenFor(counsellor),
          body,
        })
      ).status,
    ).toBe(403)
  })

  it('changes only the sent personal fields and the photo, readable from the profile', async () => {
    const student = await createUser({
      role: 'student',
      city: 'Delhi',
      language: 'Hindi',
      dateOfBirth: '2004-03-01T00:00:00.000Z',
    })
    const token = await tokenFor(student)
    const photo = await upload(token, 'profile-photo')
    const answer = await api('POST', '/profile/updateStudentProfile', {
      token,
      body: {
        section: 'personal',
        data: {
          city: 'Pune',
          pincode: '411001',
          alt_email: 'alt@example.com',
          picture: photo.fileId,
        },
      },
    })
    expect(answer).toEqual({
      status: 200,
      body: { success: true, message: "Student's Personal Data Saved" },
    })
    const profile = await profileOf(token)
    expect(profile).toMatchObject({
      city: 'Pune',
      pinCode: '411001',
      altEmail: 'alt@example.com',
      language: 'Hindi',
    })
    expect(linkParts(profile.profileImg ?? '').path.fileId).toBe(photo.fileId)
  })

  it('replaces the academic and work lists', async () => {
    const student = await createUser({
      role: 'student',
      dateOfBirth: '2003-01-01T00:00:00.000Z',
      education: [{ ...academic, major: 'Old' } as never],
    })
    const token = await tokenFor(student)
    const saved = await api('POST', '/profile/updateStudentProfile', {
      token,
      body: { section: 'academic', data: { education: [academic] } },
    })
    expect(saved.body.message).toBe("Student's Academic Data Saved Successfully")
    expect(findUser(student.id)?.education).toEqual([academic])
    const worked = await api('POST', '/profile/updateStudentProfile', {
      token,
      body: { section: 'work', data: { experience: [work, { ...work, org_name: 'Beta' }] } },
    })
    expect(worked.body.message).toBe("Student's Work Experience Data Saved Successfully")
    expect(findUser(student.id)?.experience?.map((entry) => entry.org_name)).toEqual([
      'Acme',
      'Beta',
    ])
  })

  it('refuses a change to a read-only field, for either role, changing nothing', async () => {
    const student = await createUser({ role: 'student', lastName: 'Rao' })
    const counsellor = await createUser({ role: 'counsellor', phoneNumber: '919812345678' })
    const cases = [
      [student, '/profile/updateStudentProfile', { last_name: 'Mehta', city: 'Pune' }, 'last_name'],
      [student, '/profile/updateStudentProfile', { email: 'x@example.org' }, 'email'],
      [
        counsellor,
        '/profile/counselor/update-profile',
        { phone_number: '919800000000' },
        'phone_number',
      ],
    ] as const
    for (const [user, path, data, field] of cases) {
      const answer = await api('POST', path, {
        token: await tokenFor(user),
        body: { section: 'personal', data },
      })
      expect(answer).toEqual({ status: 400, body: { message: `${field} cannot be changed.` } })
    }
    expect(findUser(student.id)).toMatchObject({ lastName: 'Rao', email: student.email })
    expect(findUser(student.id)?.city).not.toBe('Pune')
    expect(findUser(counsellor.id)?.phoneNumber).toBe('919812345678')
  })

  it('refuses invalid bodies and the cross-field rules with 400', async () => {
    const student = await createUser({ role: 'student', dateOfBirth: '2012-01-01T00:00:00.000Z' })
    const token = await tokenFor(student)
    expect(
      (
        await api('POST', '/profile/updateStudentProfile', {
          token,
          body: { section: 'personal', data: { pincode: 'abc' } },
        })
      ).status,
    ).toBe(400)
    expect(
      (
        await api('POST', '/profile/updateStudentProfile', {
          token,
          body: { section: 'hobbies', data: {} },
        })
      ).status,
    ).toBe(400)
    const young = await api('POST', '/profile/updateStudentProfile', {
      token,
      body: { section: 'personal', data: { birthdate: new Date().toISOString() } },
    })
    expect(young.body.message).toBe('You must be at least 15 years old to register')
    const sameAlt = await api('POST', '/profile/updateStudentProfile', {
      token,
      body: { section: 'personal', data: { alt_email: student.email } },
    })
    expect(sameAlt.body.message).toBe('Alternate email must be different from primary email')
    const early = await api('POST', '/profile/updateStudentProfile', {
      token,
      body: {
        section: 'academic',
        data: { education: [{ ...academic, start_date: '2015-01-01T00:00:00.000Z' }] },
      },
    })
    expect(early).toEqual({
      status: 400,
      body: { message: 'Academic start date must be at least 10 years after your date of birth.' },
    })
    const backwards = await api('POST', '/profile/updateStudentProfile', {
      token,
      body: {
        section: 'work',
        data: { experience: [{ ...work, end_date: '2022-01-01T00:00:00.000Z' }] },
      },
    })
    expect(backwards.body.message).toBe('Experience end date must be after experience start date.')
  })
})

describe('contact numbers (part 2 section 5: "country code prepended if missing")', () => {
  it.each([
    ['student', '/profile/updateStudentProfile', 'phone_number', 'phoneNumber', ''],
    [
      'counsellor',
      '/profile/counselor/update-profile',
      'alt_phone_number',
      'altPhoneNumber',
      'alternate ',
    ],
  ] as const)(
    'a %s’s number is kept with its dial code once, and must have the country’s length',
    async (role, path, field, stored, kind) => {
      const user = await createUser({ role })
      const token = await tokenFor(user)
      const save = (data: Record<string, string>) =>
        api('POST', path, { token, body: { section: 'personal', data } })
      for (const sent of ['6350795481', '916350795481', '+916350795481']) {
        expect((await save({ [field]: sent })).status, sent).toBe(200)
        expect(findUser(user.id)?.[stored], sent).toBe('+916350795481')
      }
      // A national number that begins with the code's digits is not cut.
      expect((await save({ [field]: '9163507954' })).status).toBe(200)
      expect(findUser(user.id)?.[stored]).toBe('+919163507954')
      // The code twice leaves a number of no country's length.
      expect(await save({ [field]: '91916350795481' })).toEqual({
        status: 400,
        body: { message: `Invalid ${kind}contact number length ( should be 10 for mobile)` },
      })
      // A new country's code goes with it, and its length applies.
      expect(
        (await save({ country: 'Singapore', country_code: '+65', [field]: '6581234567' })).status,
      ).toBe(200)
      expect(findUser(user.id)?.[stored]).toBe('+6581234567')
    },
  )
})

/** Midnight UTC of today's date `years` years back, plus `days` (how a birth date is stored). */
function yearsAgo(years: number, days = 0): string {
  const now = new Date()
  return new Date(
    Date.UTC(now.getUTCFullYear() - years, now.getUTCMonth(), now.getUTCDate() + days),
  ).toISOString()
}

describe('birth date limits (part 2 section 9: age 15 to 100, both inclusive)', () => {
  it.each([
    ['student', '/profile/updateStudentProfile', 'You must be at least 15 years old to register'],
    ['counsellor', '/profile/counselor/update-profile', 'You must be at least 15 years old'],
  ] as const)(
    'a %s may be exactly 100 or exactly 15, not a day more',
    async (role, path, young) => {
      const token = await tokenFor(await createUser({ role }))
      const save = (birthdate: string) =>
        api('POST', path, { token, body: { section: 'personal', data: { birthdate } } })
      // Later in the day than the stored midnight: the rule compares days.
      expect((await save(yearsAgo(100))).status).toBe(200)
      expect((await save(yearsAgo(15))).status).toBe(200)
      expect(await save(yearsAgo(100, -1))).toEqual({
        status: 400,
        body: { message: 'Date of birth cannot be more than 100 years prior to current date' },
      })
      expect(await save(yearsAgo(15, 1))).toEqual({ status: 400, body: { message: young } })
    },
  )
})

describe('counselor/update-profile', () => {
  it('is for catalysts only', async () => {
    const student = await createUser({ role: 'student' })
    const answer = await api('POST', '/profile/counselor/update-profile', {
      token: await tokenFor(student),
      body: { section: 'personal', data: { city: 'Pune' } },
    })
    expect(answer.status).toBe(403)
  })

  it('saves personal, professional and KYC sections', async () => {
    const counsellor = await createUser({ role: 'counsellor' })
    const token = await tokenFor(counsellor)
    const photo = await upload(token, 'profile-photo')
    const passport = await upload(token, 'kyc-document')
    const personal = await api('POST', '/profile/counselor/update-profile', {
      token,
      body: {
        section: 'personal',
        data: {
          bio: 'Career coach, 10 years',
          time_zone: 'Asia/Kolkata',
          state: 'Maharashtra',
          platform_status: 'active',
        },
      },
    })
    expect(personal.body).toEqual({ success: true, message: "Catalyst's Personal Data Saved" })
    const professional = await api('POST', '/profile/counselor/update-profile', {
      token,
      body: {
        section: 'work',
        data: {
          current_status: 'working',
          years_of_experience: 5,
          certifications: [
            { name: 'GCDF', desc: 'Career facilitator', date: '2020-01-01T00:00:00.000Z' },
          ],
          workExperience: [{ ...work, currentlyWorking: true }],
          picture: photo.fileId,
        },
      },
    })
    expect(professional.body.message).toBe(
      "Catalyst's Professional Experience Data Saved Successfully",
    )
    const kyc = await api('POST', '/profile/counselor/update-profile', {
      token,
      body: {
        section: 'kyc',
        data: {
          kycDocs: [
            {
              id: 'k1',
              name: 'Passport',
              issuer_country: 'India',
              id_number: 'P123',
              issue_date: '2020-01-01T00:00:00.000Z',
              file: passport.fileId,
            },
            {
              id: 'k2',
              name: 'Aadhaar',
              issuer_country: 'India',
              id_number: 'A123',
              issue_date: '2021-01-01T00:00:00.000Z',
              link: 'https://docs.example.org/aadhaar.pdf',
            },
          ],
        },
      },
    })
    expect(kyc.body.message).toBe("Catalyst's KYC Data Saved Successfully")
    const saved = findUser(counsellor.id)
    expect(saved).toMatchObject({
      bio: 'Career coach, 10 years',
      timeZone: 'Asia/Kolkata',
      yearsOfExperience: 5,
      currentStatus: 'working',
      pictureFileId: photo.fileId,
      profileImg: null,
    })
    expect(saved?.certifications).toHaveLength(1)
    expect(saved?.experience?.[0]).toMatchObject({ org_name: 'Acme', currentlyWorking: true })
    const [uploaded, linked] = (await profileOf(token)).kycDocs ?? []
    expect(uploaded).toMatchObject({ id: 'k1', file: passport.fileId, link: null })
    expect(linkParts(uploaded?.signed_url ?? '').path.fileId).toBe(passport.fileId)
    expect(linked).toMatchObject({
      id: 'k2',
      file: null,
      link: 'https://docs.example.org/aadhaar.pdf',
      signed_url: 'https://docs.example.org/aadhaar.pdf',
    })

    const noFile = await api('POST', '/profile/counselor/update-profile', {
      token,
      body: {
        section: 'kyc',
        data: {
          kycDocs: [
            {
              id: 'k2',
              name: 'Other',
              issuer_country: 'India',
              id_number: 'X1',
              issue_date: '2020-01-01T00:00:00.000Z',
            },
          ],
        },
      },
    })
    expect(noFile).toEqual({ status: 400, body: { message: 'File or link is required' } })
  })
})

describe('profile lists are capped (issue 26)', () => {
  const max = PROFILE_LIST_MAX_ENTRIES
  const many = <T>(entry: T, count: number) => Array.from({ length: count }, () => ({ ...entry }))
  const certification = {
    name: 'GCDF',
    desc: 'Career facilitator',
    date: '2020-01-01T00:00:00.000Z',
  }
  const kycLink = (index: number) => ({
    id: `k${index}`,
    name: 'Passport',
    issuer_country: 'India',
    id_number: `P${index}`,
    issue_date: '2020-01-01T00:00:00.000Z',
    link: 'https://docs.example.org/passport.pdf',
  })

  it(`takes ${max} entries in each list and refuses more, naming the list`, async () => {
    const student = await createUser({ role: 'student', dateOfBirth: '2000-01-01T00:00:00.000Z' })
    const counsellor = await createUser({ role: 'counsellor' })
    const studentToken = await tokenFor(student)
    const counsellorToken = await tokenFor(counsellor)
    const saveStudent = (body: object) =>
      api('POST', '/profile/updateStudentProfile', { token: studentToken, body })
    const saveCatalyst = (body: object) =>
      api('POST', '/profile/counselor/update-profile', { token: counsellorToken, body })
    const professional = (data: object) => ({
      section: 'work',
      data: { current_status: 'working', years_of_experience: 5, ...data },
    })
    const kyc = (count: number) => ({
      section: 'kyc',
      data: { kycDocs: Array.from({ length: count }, (_, index) => kycLink(index)) },
    })
    const cases: Array<[string, (count: number) => Promise<{ status: number; body: unknown }>]> = [
      [
        'education entries',
        (n) => saveStudent({ section: 'academic', data: { education: many(academic, n) } }),
      ],
      [
        'work experience entries',
        (n) => saveStudent({ section: 'work', data: { experience: many(work, n) } }),
      ],
      [
        'education entries',
        (n) => saveCatalyst({ section: 'academic', data: { education: many(academic, n) } }),
      ],
      [
        'certifications',
        (n) => saveCatalyst(professional({ certifications: many(certification, n) })),
      ],
      [
        'work experience entries',
        (n) => saveCatalyst(professional({ workExperience: many(work, n) })),
      ],
      ['KYC documents', (n) => saveCatalyst(kyc(n))],
    ]
    for (const [name, save] of cases) {
      expect((await save(max)).status, name).toBe(200)
      expect(await save(3000), name).toEqual({
        status: 400,
        body: { message: `You can add at most ${max} ${name}.` },
      })
    }
    const saved = findUser(counsellor.id)
    expect(saved?.education).toHaveLength(max)
    expect(saved?.kycDocs).toHaveLength(max)
  })
})
