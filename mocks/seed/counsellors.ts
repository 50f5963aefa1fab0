import type { UserRecord } from '../db'
import { type CounsellorKey, type CounsellorSpec, counsellorSpecs } from './counsellor-specs'
import { avatarUrl, DAY, HOUR, YEAR, type SeedContext } from './faker'
import { namePools, nameFrom } from './names'
import {
  contactFields,
  countryOf,
  type EmailRegistry,
  lastSeenAgo,
  linkedinUrl,
  mobileNumber,
  newUser,
} from './users'

const ascii = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9 ]/g, ' ')
    .trim()

/** A Catalyst of the seed from their spec: a full profile, or only sign-up's fields (sparse). */
export function makeCounsellor(ctx: SeedContext, spec: Omit<CounsellorSpec, 'key'>): UserRecord {
  const country = countryOf(spec.countryKey)
  const user = newUser(ctx, {
    firstName: spec.firstName,
    lastName: spec.lastName,
    email: spec.email,
    role: 'counsellor',
    country: country.name,
    createdAgoMs: spec.sparse ? ctx.int(2, 6) * DAY : ctx.int(200, 420) * DAY,
    lastSeenAgoMs: ctx.int(10, 20 * 60) * 60_000,
  })
  user.isCounsellorApproved = spec.approved
  const contact = contactFields(ctx, country)
  if (spec.sparse) {
    // The zone too: every seeded person's e-mails name times in their own (issue 35).
    return {
      ...user,
      phoneNumber: contact.phoneNumber,
      countryCode: contact.countryCode,
      timeZone: country.timeZone,
    }
  }
  const latin = `${spec.firstName}.${spec.lastName}`
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
  const birthYearsAgo = spec.age
  const careerStartYearsAgo = spec.years + 1
  const today = new Date(ctx.nowMs)
  today.setUTCHours(0, 0, 0, 0)
  return {
    ...user,
    ...contact,
    // The catalyst profile form accepts plain letters in city and state.
    city: ascii(contact.city),
    state: ascii(contact.state),
    gender: spec.gender,
    dateOfBirth: ctx.birthDate(birthYearsAgo),
    language: 'English',
    linkedinProfile: linkedinUrl(ctx, latin),
    altEmail: `${latin.replace('.', '')}.mentor@gmail.com`,
    altPhoneNumber: mobileNumber(ctx, country),
    profileImg: avatarUrl(`catalyst-${latin}`),
    timeZone: country.timeZone,
    yearsOfExperience: spec.years,
    currentStatus: 'working',
    platformStatus: spec.platformStatus,
    bio: spec.bio,
    specializationArea: spec.specialization,
    education: spec.degrees.map(([level, major, college], index) => {
      const endYearsAgo = careerStartYearsAgo + index * 3
      const length = level === 'Undergraduate' ? 3 : 2
      return {
        level,
        major,
        college,
        start_date: ctx.monthStart((endYearsAgo + length) * 12 + 5),
        end_date: ctx.monthStart(endYearsAgo * 12 + 7),
        score: ctx.int(6500, 9200) / 100,
      }
    }),
    experience: spec.jobs.map(([org_name, job_title, type], index) => {
      const current = index === 0
      const startYearsAgo = current ? Math.max(1, Math.round(spec.years / 2)) : spec.years
      return {
        org_name,
        job_title,
        type,
        start_date: ctx.monthStart(startYearsAgo * 12 + 2),
        end_date: current
          ? today.toISOString()
          : ctx.monthStart(Math.round(spec.years / 2) * 12 + 3),
        currentlyWorking: current,
      }
    }),
    certifications: spec.certifications.map(([name, desc]) => ({
      name,
      desc,
      date: ctx.isoAgo(ctx.int(200, Math.max(300, spec.years * 300)) * DAY + ctx.int(0, 23) * HOUR),
    })),
    kycDocs: [
      {
        id: `kyc-${ctx.alphanumeric(8).toLowerCase()}`,
        name: 'Passport',
        issuer_country: country.name,
        link: `https://files.catalyst.demo/kyc/${user.id}/passport.pdf`,
        id_number: `${ctx.pick(['K', 'M', 'P', 'Z'])}${ctx.digits(7)}`,
        issue_date: ctx.isoAgo(ctx.int(2, 6) * YEAR),
        expiry_date: ctx.isoIn(ctx.int(2, 5) * YEAR),
        signed_url: null,
      },
    ],
  }
}

/** The catalysts: the two demo accounts and five more (one of them not yet approved). */
export function makeCounsellors(
  ctx: SeedContext,
  emails: EmailRegistry,
): Record<CounsellorKey, UserRecord> {
  const made = {} as Record<CounsellorKey, UserRecord>
  for (const spec of counsellorSpecs) {
    emails.reserve(spec.email)
    made[spec.key] = makeCounsellor(ctx, spec)
  }
  return made
}

/**
 * `count` more catalysts for the large scenario's directory (Find Catalysts lists hundreds):
 * names and countries round-robin from the name pools, most approved, about two in three with a
 * photo, and a few who never signed in again after sign-up.
 */
export function makeDirectoryCounsellors(
  ctx: SeedContext,
  emails: EmailRegistry,
  count: number,
): UserRecord[] {
  const made: UserRecord[] = []
  for (let index = 0; index < count; index += 1) {
    const pool = namePools[index % namePools.length]!
    const name = nameFrom(pool, ctx.int(0, 5), ctx.int(0, 4))
    const country = countryOf(pool.country)
    const user = newUser(ctx, {
      firstName: name.firstName,
      lastName: name.lastName,
      email: emails.next(ctx, `${name.latin}.catalyst`),
      role: 'counsellor',
      country: country.name,
      createdAgoMs: ctx.int(30, 700) * DAY,
      lastSeenAgoMs: ctx.chance(0.05) ? null : lastSeenAgo(ctx, ctx.chance(0.5)),
    })
    user.isCounsellorApproved = ctx.chance(0.9)
    made.push({
      ...user,
      ...contactFields(ctx, country),
      gender: name.gender,
      profileImg: ctx.chance(0.65) ? avatarUrl(`catalyst-${name.latin}-${index}`) : null,
    })
  }
  return made
}
