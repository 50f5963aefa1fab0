import { WEEKDAYS } from '@/config/constants'

import type {
  AvailabilityRecord,
  ConnectionRecord,
  MailRecord,
  SessionRecord,
  TeamMembershipRecord,
  UserRecord,
} from '../db'
import { userSk } from '../services/ids'
import { demoAccounts } from './demo-accounts'
import { avatarUrl, DAY, HOUR, MINUTE, YEAR, type SeedContext } from './faker'
import type { SeedData } from './seed-data'
import type { EmailRegistry } from './users'

/**
 * The demo Catalyst's team (issue 34; openapi.yaml "Teams"): Meera Iyer (Prime, 3 seats) leads
 * it, with one member, the junior counsellor (an approved Catalyst with two students of their
 * own, a student's request waiting and sessions around today), and one invitation waiting for
 * an address with no account yet. Built last, from fixed values and without the seed's random
 * sequence, so every other record stays as it was.
 */
const JUNIOR_ID = '7b3f9e2a-4c1d-4e8b-a5f6-0d2c4b6e8a10'
const MEMBER_SEAT_ID = '2d8c6a4e-1f3b-4c5d-9e7a-8b0c2d4e6f11'
const PENDING_SEAT_ID = '2d8c6a4e-1f3b-4c5d-9e7a-8b0c2d4e6f12'
/** The address of the invitation that waits (no account has it). */
export const PENDING_TEAM_INVITEE = 'nisha.rao@example.com'
const ORIGIN = 'https://catalyst.demo'

export interface TeamSeed {
  users: UserRecord[]
  connections: ConnectionRecord[]
  teamMemberships: TeamMembershipRecord[]
  mails: MailRecord[]
  availability: AvailabilityRecord[]
  sessions: SessionRecord[]
}

/** Adds the team's records to a scenario's data. */
export function addTeam(data: SeedData, team: TeamSeed): void {
  data.users.push(...team.users)
  data.connections.push(...team.connections)
  data.teamMemberships = team.teamMemberships
  data.mails.push(...team.mails)
  data.availability.push(...team.availability)
  data.sessions.push(...team.sessions)
}

/** The junior counsellor: the demo Catalyst's profile shape with their own words. */
function makeJunior(ctx: SeedContext, lead: UserRecord, emails: EmailRegistry): UserRecord {
  const dob = new Date(ctx.nowMs - 29 * YEAR)
  dob.setUTCHours(0, 0, 0, 0)
  return {
    ...lead,
    id: JUNIOR_ID,
    sk: userSk(JUNIOR_ID),
    firstName: 'Arjun',
    lastName: 'Menon',
    email: emails.reserve(demoAccounts.juniorCounsellor.email),
    createdAt: ctx.isoAgo(60 * DAY),
    lastSeen: ctx.isoAgo(2 * HOUR),
    gender: 'male',
    phoneNumber: '9845012345',
    altPhoneNumber: '9845054321',
    dateOfBirth: dob.toISOString(),
    linkedinProfile: 'https://www.linkedin.com/in/arjun-menon-2041',
    altEmail: 'arjunmenon.mentor@gmail.com',
    profileImg: avatarUrl('catalyst-arjun.menon'),
    yearsOfExperience: 3,
    bio: 'Junior career counsellor in the team of Meera Iyer, helping school leavers choose courses and prepare strong applications for engineering and design',
    specializationArea: 'Course Selection and Applications',
    education: [
      {
        level: 'Postgraduate',
        major: 'Applied Psychology',
        college: 'University of Mumbai',
        start_date: ctx.monthStart(62),
        end_date: ctx.monthStart(41),
        score: 78.5,
      },
    ],
    experience: [
      {
        org_name: 'Catalyst Guidance Studio',
        job_title: 'Junior Career Counsellor',
        type: 'Hybrid',
        start_date: ctx.monthStart(20),
        end_date: lead.experience?.[0]?.end_date ?? ctx.monthStart(0),
        currentlyWorking: true,
      },
    ],
    certifications: [],
    kycDocs: (lead.kycDocs ?? []).slice(0, 1).map((doc) => ({
      ...doc,
      id: 'kyc-arjunmen',
      link: `https://files.catalyst.demo/kyc/${JUNIOR_ID}/passport.pdf`,
      id_number: 'M4820617',
    })),
  }
}

/**
 * A link of the junior's, `daysAgo`, after both accounts exist: inside the membership, so that a
 * student's request reached a Catalyst whose plan in effect (the lead's) took inquiries.
 */
function link(
  ctx: SeedContext,
  junior: UserRecord,
  student: UserRecord,
  fields: Pick<ConnectionRecord, 'id' | 'direction' | 'status' | 'message'>,
  daysAgo: number,
): ConnectionRecord {
  const opened = Math.max(Date.parse(junior.createdAt), Date.parse(student.createdAt))
  const created = Math.max(opened + HOUR, ctx.nowMs - daysAgo * DAY)
  const accepted = fields.status === 1
  return {
    ...fields,
    counsellorId: junior.id,
    studentId: student.id,
    studentEmail: student.email,
    interest: student.interest ?? null,
    replyMessage: accepted && fields.direction === 'invite' ? 'Thank you, excited to start!' : null,
    reason: null,
    createdAt: new Date(created).toISOString(),
    decidedAt: accepted ? new Date(created + 5 * HOUR).toISOString() : null,
  }
}

export function makeTeam(
  ctx: SeedContext,
  lead: UserRecord,
  /** Students with no Catalyst: two to connect, one whose request waits. */
  students: readonly [UserRecord, UserRecord, UserRecord],
  emails: EmailRegistry,
): TeamSeed {
  const junior = makeJunior(ctx, lead, emails)
  const [first, second, asking] = students
  const seat = (id: string, email: string, fields: Partial<TeamMembershipRecord>) => ({
    id,
    leadId: lead.id,
    email,
    memberId: null,
    status: 'invited' as const,
    invitedAt: ctx.isoAgo(3 * DAY),
    answeredAt: null,
    endedAt: null,
    ...fields,
  })
  const mail = (id: string, to: string, seatId: string, sentAgo: number): MailRecord => ({
    id,
    to,
    subject: 'Meera Iyer invited you to their team on Catalyst',
    text: `Meera Iyer would like you to join their team on Catalyst as a junior counsellor. In the team you work under their Prime plan; your own students stay yours.\n\nOpen the invitation to accept or decline it (you may be asked to sign in): ${ORIGIN}/team?invite=${seatId}`,
    kind: 'team-invite',
    code: null,
    link: `${ORIGIN}/team?invite=${seatId}`,
    sentAt: ctx.isoAgo(sentAgo),
  })
  // Sessions a day either side of today, at 14:00 in Asia/Kolkata (08:30 UTC): one of them is
  // always in this week, for the team overview.
  const today = Math.floor(ctx.nowMs / DAY) * DAY
  const session = (id: string, days: number, topic: string): SessionRecord => ({
    id,
    counsellorId: junior.id,
    studentId: first.id,
    start: new Date(today + days * DAY + 510 * MINUTE).toISOString(),
    end: new Date(today + days * DAY + 555 * MINUTE).toISOString(),
    timeZone: 'Asia/Kolkata',
    topic,
    status: 'booked',
    bookedAt: ctx.isoAgo(4 * DAY),
    rescheduleCount: 0,
    sequence: 0,
    lastChange: null,
  })
  return {
    users: [junior],
    connections: [
      link(
        ctx,
        junior,
        first,
        {
          id: 'c0a1b2c3-d4e5-4f60-8a7b-9c0d1e2f3a41',
          direction: 'invite',
          status: 1,
          message: 'Hi, Meera suggested we work together on your course choices.',
        },
        12,
      ),
      link(
        ctx,
        junior,
        second,
        {
          id: 'c0a1b2c3-d4e5-4f60-8a7b-9c0d1e2f3a42',
          direction: 'request',
          status: 1,
          message: 'Hello! Could you help me shortlist design colleges?',
        },
        9,
      ),
      link(
        ctx,
        junior,
        asking,
        {
          id: 'c0a1b2c3-d4e5-4f60-8a7b-9c0d1e2f3a43',
          direction: 'request',
          status: 0,
          message: 'Hi, I would like help with my engineering applications.',
        },
        2,
      ),
    ],
    teamMemberships: [
      seat(MEMBER_SEAT_ID, junior.email, {
        memberId: junior.id,
        status: 'member',
        invitedAt: ctx.isoAgo(40 * DAY),
        answeredAt: ctx.isoAgo(39 * DAY + 20 * HOUR),
      }),
      seat(PENDING_SEAT_ID, PENDING_TEAM_INVITEE, {}),
    ],
    mails: [
      mail('f1e2d3c4-b5a6-4978-8695-a4b3c2d1e0f1', junior.email, MEMBER_SEAT_ID, 40 * DAY),
      mail('f1e2d3c4-b5a6-4978-8695-a4b3c2d1e0f2', PENDING_TEAM_INVITEE, PENDING_SEAT_ID, 3 * DAY),
    ],
    availability: [
      {
        counsellorId: junior.id,
        timeZone: 'Asia/Kolkata',
        weeklyHours: WEEKDAYS.map((day) => ({ day, start: '14:00', end: '17:00' })),
        sessionMinutes: 45,
        bufferMinutes: 15,
        horizonDays: 30,
        daysOff: [],
        meetingLink: 'https://meet.catalyst.demo/arjun-menon',
        updatedAt: ctx.isoAgo(30 * DAY),
      },
    ],
    sessions: [
      session('5a1f0c2e-6b7d-4e8f-9a0b-1c2d3e4f5a71', -1, 'Shortlisting engineering colleges'),
      session('5a1f0c2e-6b7d-4e8f-9a0b-1c2d3e4f5a72', 1, 'Statement of purpose: first draft'),
    ],
  }
}
