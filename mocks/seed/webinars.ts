import type { UserRecord, WebinarRecord, WebinarRegistrationRecord } from '../db'
import { avatarUrl, DAY, HOUR, MINUTE, type SeedContext } from './faker'

/**
 * Premium webinars (issue 34): a live one, upcoming ones with seats, two single-seat clinics that
 * are full with a waitlist, and past ones with recordings (one not recorded). Built from fixed
 * values, without the seed's random sequence, so every other record stays as it was.
 *
 * Times are whole days from today's UTC midnight plus a time of day (the template moves them by
 * whole days, so upcoming ones stay upcoming whenever the demo is opened), except the live one,
 * which started 20 minutes before the seed's now. Registrations follow the product's rules: only
 * Catalysts whose plan includes premium webinars (the demo Catalyst on Prime, Sofia Martínez on
 * Elite Access), each made while their plan was active and before the start; a waitlist only
 * where every seat is taken.
 */
interface WebinarSpec {
  key: number
  title: string
  description: string
  speaker: WebinarRecord['speaker']
  start: string
  minutes: number
  capacity: number
  recorded: boolean
}

const BASE = 'https://webinars.catalyst.demo'
const slugOf = (title: string) =>
  title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 48)

export const SEEDED_WEBINAR_ID = (key: number) =>
  `7c4e2a10-5d3b-4f6a-8e9c-1b2a3c4d5e${String(key).padStart(2, '0')}`

function specsOf(ctx: SeedContext): WebinarSpec[] {
  const today = Math.floor(ctx.nowMs / DAY) * DAY
  const at = (days: number, hours: number, minutes = 0) =>
    new Date(today + days * DAY + hours * HOUR + minutes * MINUTE).toISOString()
  return [
    {
      key: 1,
      title: 'Supporting anxious students through results season',
      description:
        'Results week brings panic, silence and sudden changes of plan. We look at what to say in the first conversation, when to involve parents, and how to help a student build a plan B that does not feel like defeat.\n\nWith three short case studies and time for questions.',
      speaker: {
        name: 'Dr. Amara Nwosu',
        title: 'Clinical Psychologist and Head of Student Wellbeing, Lakeside College',
        photo: avatarUrl('speaker-amara-nwosu'),
      },
      start: ctx.isoAgo(20 * MINUTE),
      minutes: 60,
      capacity: 150,
      recorded: true,
    },
    {
      key: 2,
      title: 'Reading the new admissions cycle: what changed and what did not',
      description:
        'Test-optional policies, new essay prompts and earlier deadlines: how selective universities read applications this year, and what to tell the students applying now.',
      speaker: {
        name: 'Dr. Helen Okafor',
        title: 'Director of College Counselling, Riverside International School',
        photo: avatarUrl('speaker-helen-okafor'),
      },
      start: at(1, 14),
      minutes: 60,
      capacity: 120,
      recorded: true,
    },
    {
      key: 3,
      title: 'Hot-seat clinic: your hardest career-change case, coached live',
      description:
        'One Catalyst takes the hot seat with a career-change case (anonymised) and is coached through it live. A single seat; every Catalyst on Prime or Elite Access can watch the recording afterwards.',
      speaker: {
        name: 'Marcus Lindqvist',
        title: 'Career Coach and Supervisor, Nordic Guidance Institute',
        photo: null,
      },
      start: at(3, 15, 30),
      minutes: 45,
      capacity: 1,
      recorded: true,
    },
    {
      key: 4,
      title: 'Hot-seat clinic: financial aid appeals, line by line',
      description:
        'Bring a real financial aid appeal (names removed) and rewrite it live with a former aid officer. A single seat; the recording is shared afterwards.',
      speaker: {
        name: 'Tomás Herrera',
        title: 'Scholarship Programmes Manager, Fundación Puentes',
        photo: avatarUrl('speaker-tomas-herrera'),
      },
      start: at(6, 13),
      minutes: 45,
      capacity: 1,
      recorded: true,
    },
    {
      key: 5,
      title: 'Ethics in practice: confidentiality, parents and the 18th birthday',
      description:
        'What a counsellor may share with parents, before and after a student turns 18, and how to say so at the first meeting. Worked through with the questions Catalysts send us most.',
      speaker: {
        name: 'Rukmini Bose',
        title: 'Counselling Ethics Lead, Asia Pacific Guidance Association',
        photo: null,
      },
      start: at(10, 16),
      minutes: 90,
      capacity: 200,
      recorded: true,
    },
    {
      key: 6,
      title: 'Using labour-market data in career conversations',
      description:
        'Where to find honest numbers on jobs, pay and growth, how to read them, and how to bring them into a conversation without crushing a dream.',
      speaker: {
        name: 'Dr. Grace Mutua',
        title: 'Labour Economist, East Africa Skills Observatory',
        photo: avatarUrl('speaker-grace-mutua'),
      },
      start: at(-4, 14),
      minutes: 60,
      capacity: 100,
      recorded: true,
    },
    {
      key: 7,
      title: 'Motivational interviewing for reluctant students',
      description:
        'Open questions, reflections and rolling with resistance: the core of motivational interviewing, shown in role-plays with students who say they do not care.',
      speaker: {
        name: 'Dr. Samuel Adeyemi',
        title: 'Counselling Psychologist, University of Lagos',
        photo: null,
      },
      start: at(-11, 15),
      minutes: 75,
      capacity: 60,
      recorded: true,
    },
    {
      key: 8,
      title: 'Portfolio reviews for art and design applicants',
      description:
        'What admissions tutors look for in a portfolio, how many pieces to include, and the mistakes that cost places. This session was not recorded at the speaker’s request.',
      speaker: {
        name: 'Chloé Marchand',
        title: 'Admissions Tutor, École de Design de Lyon',
        photo: null,
      },
      start: at(-25, 13),
      minutes: 60,
      capacity: 50,
      recorded: false,
    },
  ]
}

/**
 * Who holds which place: [webinar key, Catalyst, status, how long before the seed's now the
 * place was taken]. `demo` registered after their Prime plan began (18 days ago).
 */
type Place = [number, 'demo' | 'elite', 'registered' | 'waitlisted', number]
const PLACES: readonly Place[] = [
  [1, 'demo', 'registered', 3 * DAY],
  [1, 'elite', 'registered', 6 * DAY],
  [2, 'elite', 'registered', 2 * DAY],
  [3, 'elite', 'registered', 5 * DAY],
  [3, 'demo', 'waitlisted', 2 * DAY + 4 * HOUR],
  [4, 'demo', 'registered', 4 * DAY],
  [4, 'elite', 'waitlisted', DAY + 3 * HOUR],
  [6, 'demo', 'registered', 8 * DAY],
  [6, 'elite', 'registered', 9 * DAY],
  [7, 'elite', 'registered', 15 * DAY],
  [8, 'elite', 'registered', 30 * DAY],
]

export function makeWebinars(
  ctx: SeedContext,
  people: { demo: UserRecord; elite: UserRecord },
): { webinars: WebinarRecord[]; registrations: WebinarRegistrationRecord[] } {
  const webinars = specsOf(ctx).map((spec): WebinarRecord => ({
    id: SEEDED_WEBINAR_ID(spec.key),
    title: spec.title,
    description: spec.description,
    speaker: spec.speaker,
    start: spec.start,
    minutes: spec.minutes,
    capacity: spec.capacity,
    joinUrl: `${BASE}/live/${slugOf(spec.title)}`,
    recordingUrl: spec.recorded ? `${BASE}/recordings/${slugOf(spec.title)}` : null,
    createdAt: ctx.isoAgo(40 * DAY),
  }))
  const registrations = PLACES.map(([key, who, status, ago], index): WebinarRegistrationRecord => ({
    id: `8d5f3b21-6e4c-4a7b-9f0d-2c3b4d5e6f${String(index + 1).padStart(2, '0')}`,
    webinarId: SEEDED_WEBINAR_ID(key),
    userId: people[who].id,
    status,
    since: ctx.isoAgo(ago),
    sequence: 0,
  }))
  return { webinars, registrations }
}
