import type { AcademicEntry, Interest } from '@/api/generated/types.gen'

import type { UserRecord } from '../db'
import type { CountryKey } from './countries'
import { demoAccounts } from './demo-accounts'
import { avatarUrl, DAY, HOUR, type SeedContext } from './faker'
import { namePools, nameFrom, type PickedName } from './names'
import {
  contactFields,
  countryOf,
  type EmailRegistry,
  lastSeenAgo,
  linkedinUrl,
  newUser,
} from './users'

export const dreamJobs = [
  'Data Scientist',
  'Software Engineer',
  'Product Designer',
  'Doctor',
  'Architect',
  'Investment Analyst',
  'Marine Biologist',
  'Civil Engineer',
  'Journalist',
  'Game Developer',
  'Clinical Psychologist',
  'Robotics Engineer',
  'UX Researcher',
  'Corporate Lawyer',
  'Startup Founder',
]
export const targetColleges = [
  'IIT Bombay',
  'University of Toronto',
  'TU Munich',
  'National University of Singapore',
  'University of Melbourne',
  'ETH Zurich',
  'University of Edinburgh',
  'Sciences Po',
  'KAIST',
  'University of Cape Town',
  'McGill University',
  'Imperial College London',
]
export const workLocations = [
  'Remote',
  'Bengaluru',
  'London',
  'Berlin',
  'Singapore',
  'Toronto',
  'Dubai',
  'San Francisco',
  'Hybrid in my city',
  'Anywhere in Europe',
  'Tokyo',
  'Sydney',
]
const majors = [
  'Computer Science',
  'Biology',
  'Economics',
  'Mechanical Engineering',
  'Psychology',
  'Design',
  'Mathematics',
  'Business Administration',
  'Political Science',
  'Chemistry',
]
const internships = [
  'Infosys',
  'Deloitte',
  'Local Newspaper',
  'City Hospital',
  'Code for Good',
  'Red Cross',
  'Studio Nine Design',
  'GreenTech Labs',
]
const flats = [
  'Flat 4B',
  'Apartment 12',
  'Block C, Floor 3',
  'Unit 7',
  'Suite 210',
  'Floor 2, Door 5',
]

/** full: every personal field plus education; partial: what a half-filled profile has; bare: sign-up fields only. */
export type ProfileLevel = 'full' | 'partial' | 'bare'

export function randomInterest(ctx: SeedContext): Interest {
  return {
    college: ctx.pick(targetColleges),
    stream: ctx.pick(workLocations),
    company: ctx.pick(dreamJobs),
  }
}

function education(ctx: SeedContext, countryKey: CountryKey, age: number): AcademicEntry[] {
  const country = countryOf(countryKey)
  const yearsSince = (atAge: number) => (age - atAge) * 12 + 2
  const school: AcademicEntry = {
    level: 'High School',
    major: ctx.pick(['Science', 'Commerce', 'Humanities', 'Mathematics and Physics']),
    college: ctx.pick(country.schools),
    start_date: ctx.monthStart(yearsSince(14)),
    end_date: ctx.monthStart(yearsSince(18)),
    score: age >= 18 ? ctx.int(6800, 9800) / 100 : null,
  }
  if (age < 18) return [school]
  return [
    school,
    {
      level: 'Undergraduate',
      major: ctx.pick(majors),
      college: ctx.pick(country.universities),
      start_date: ctx.monthStart(yearsSince(18) - 5),
      end_date: ctx.monthStart(yearsSince(22) - 5),
      score: age >= 22 ? ctx.int(6000, 9500) / 100 : null,
    },
  ]
}

function internship(ctx: SeedContext): NonNullable<UserRecord['experience']> {
  return [
    {
      org_name: ctx.pick(internships),
      job_title: ctx.pick([
        'Summer Intern',
        'Research Assistant',
        'Volunteer Tutor',
        'Design Intern',
      ]),
      start_date: ctx.isoDaysAgo(300, 420),
      end_date: ctx.isoDaysAgo(200, 280),
      type: ctx.pick(['Remote', 'Office', 'Hybrid'] as const),
      currentlyWorking: false,
    },
  ]
}

interface StudentIdentity extends PickedName {
  countryKey: CountryKey
  email: string
}

/** A student with a profile filled in to `level`. */
export function makeStudent(
  ctx: SeedContext,
  who: StudentIdentity,
  level: ProfileLevel,
): UserRecord {
  const country = countryOf(who.countryKey)
  const active = ctx.chance(0.6)
  const user = newUser(ctx, {
    firstName: who.firstName,
    lastName: who.lastName,
    email: who.email,
    role: 'student',
    country: country.name,
    createdAgoMs: ctx.int(20, 330) * DAY,
    lastSeenAgoMs: lastSeenAgo(ctx, active),
    identityProvider: level !== 'bare' && ctx.chance(0.1) ? 'google' : 'password',
  })
  // Every seeded person has a zone, so the e-mails' times read in it (issue 35).
  user.timeZone = country.timeZone
  if (level === 'bare') return user
  const age = ctx.int(16, 23)
  const { address1, pinCode, ...contact } = contactFields(ctx, country)
  const partial: UserRecord = {
    ...user,
    ...contact,
    gender: who.gender,
    dateOfBirth: ctx.birthDate(age),
    language: ctx.chance(0.7) ? country.language : 'English',
    currentStatus: age >= 22 && ctx.chance(0.4) ? 'working' : 'studying',
    education: ctx.chance(0.6) ? education(ctx, who.countryKey, age) : [],
    interest: randomInterest(ctx),
  }
  if (level === 'partial') return partial
  return {
    ...partial,
    address1,
    address2: ctx.pick(flats),
    pinCode,
    linkedinProfile: linkedinUrl(ctx, who.latin),
    altEmail: `${who.latin.replace('.', '_')}@students.example.org`,
    profileImg: avatarUrl(`student-${who.latin}`),
    education: education(ctx, who.countryKey, age),
    experience: age >= 20 && ctx.chance(0.5) ? internship(ctx) : [],
  }
}

/** The two demo students: one fresh from sign-up, one with a complete profile. */
export function makeDemoStudents(ctx: SeedContext, emails: EmailRegistry) {
  const newStudent = makeStudent(
    ctx,
    {
      firstName: 'Aarav',
      lastName: 'Mehta',
      latin: 'aarav.mehta',
      gender: 'male',
      countryKey: 'india',
      email: emails.reserve(demoAccounts.newStudent.email),
    },
    'bare',
  )
  const student = makeStudent(
    ctx,
    {
      firstName: 'Riya',
      lastName: 'Desai',
      latin: 'riya.desai',
      gender: 'female',
      countryKey: 'india',
      email: emails.reserve(demoAccounts.student.email),
    },
    'full',
  )
  // A brand-new account: signed up a week ago, pending catalyst requests since.
  newStudent.createdAt = ctx.isoAgo(8 * DAY)
  newStudent.lastSeen = ctx.isoAgo(ctx.int(20, 30) * HOUR)
  student.lastSeen = ctx.isoAgo(ctx.int(20, 90) * 60_000)
  student.currentStatus = 'studying'
  student.interest = {
    college: 'National University of Singapore',
    stream: 'Singapore',
    company: 'Data Scientist',
  }
  return { newStudent, student }
}

/** `count` students, countries and scripts taken round-robin from the name pools. */
export function makeStudents(
  ctx: SeedContext,
  emails: EmailRegistry,
  count: number,
  offset = 0,
): UserRecord[] {
  const students: UserRecord[] = []
  for (let index = 0; index < count; index += 1) {
    const pool = namePools[(index + offset) % namePools.length]!
    const name = nameFrom(pool, ctx.int(0, 5), ctx.int(0, 4))
    const email = emails.next(ctx, name.latin)
    const level: ProfileLevel = ctx.chance(0.55) ? 'full' : 'partial'
    students.push(makeStudent(ctx, { ...name, countryKey: pool.country, email }, level))
  }
  return students
}
