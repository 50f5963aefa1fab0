import { REQUEST_EXPIRY_MS, REQUEST_NUDGE_MS, SESSION_REMINDER_HOURS } from '@/config/constants'

import { db, type ConnectionRecord, type SessionRecord } from '../db'
import { fullName } from '../handlers/shared/common'
import { digestJobs, sendDigest } from './chat-digest'
import { advanceClockBy, advanceClockTo, atMockTime, clockOffsetMs, mockNowMs } from './clock'
import { findUser, INVITE_STATUS } from './relations'
import { tellPerson, type TellKind } from './tell'

/**
 * The mock backend's scheduled jobs (issue 35), run as mock time passes: when the clock is
 * advanced (each job at its own due time, in order) and on a timer in real time while a tab
 * serves (mocks/serving/serve.ts). Jobs are worked out from the data every time (a moved
 * session's reminders move with it, a cancelled one's are gone), and each acts once: what ran is
 * a `scheduledJobRuns` record saved with the call, so a reload, a new serving tab or a second tab
 * never repeats it. Every job reaches people through `tellPerson` (./tell.ts) only.
 */
export type JobKind = TellKind

export interface ScheduledJob {
  /** Names the job and what it is about; the `scheduledJobRuns` key once it ran. */
  id: string
  kind: JobKind
  subjectId: string
  dueAt: number
  /** For people: "Reminder 1 hour before a session". */
  label: string
}

const HOUR = 3_600_000

function sessionJobs(session: SessionRecord, now: number): ScheduledJob[] {
  const start = Date.parse(session.start)
  if (session.status !== 'booked' || start <= now) return []
  // A reminder is due only if its time comes after the session was booked or last moved: the
  // booking's own e-mail already told both people about a session booked closer than that.
  const since = Date.parse(session.lastChange?.at ?? session.bookedAt)
  return SESSION_REMINDER_HOURS.flatMap((hours, index) => {
    const dueAt = start - hours * HOUR
    // Run late (a tab served again after a while), a reminder the next one overtook is skipped.
    const overtaken = start - (SESSION_REMINDER_HOURS[index + 1] ?? 0) * HOUR
    if (dueAt < since || now >= overtaken) return []
    return [
      {
        id: `session-reminder|${session.id}|${hours}h|${session.start}`,
        kind: 'session-reminder' as const,
        subjectId: session.id,
        dueAt,
        label: `Reminder ${hours === 1 ? '1 hour' : `${hours} hours`} before a session`,
      },
    ]
  })
}

function requestJobs(link: ConnectionRecord, now: number): ScheduledJob[] {
  if (link.direction !== 'request' || link.status !== INVITE_STATUS.pending || !link.studentId)
    return []
  const created = Date.parse(link.createdAt)
  const expiresAt = created + REQUEST_EXPIRY_MS
  // Run late, a nudge the expiry overtook is skipped: the request expires instead.
  const nudge: ScheduledJob[] =
    now < expiresAt
      ? [
          {
            id: `request-nudge|${link.id}`,
            kind: 'request-nudge',
            subjectId: link.id,
            dueAt: created + REQUEST_NUDGE_MS,
            label: 'Reminder to a Catalyst of a request unanswered for 48 hours',
          },
        ]
      : []
  return [
    ...nudge,
    {
      id: `request-expired|${link.id}`,
      kind: 'request-expired',
      subjectId: link.id,
      dueAt: expiresAt,
      label: 'A request unanswered for 14 days expires',
    },
  ]
}

/** Every job still to run at `now` (due or not), soonest first. */
export function pendingJobs(now: number = mockNowMs()): ScheduledJob[] {
  const jobs = [
    ...db.sessions.all().flatMap((session) => sessionJobs(session, now)),
    ...db.connections.all().flatMap((link) => requestJobs(link, now)),
    ...digestJobs(),
  ].filter((job) => !db.scheduledJobRuns.get(job.id))
  return jobs.sort((a, b) => a.dueAt - b.dueAt || a.id.localeCompare(b.id))
}

/** The next job not yet due, or null when none is waiting. */
export function nextJob(now: number = mockNowMs()): ScheduledJob | null {
  return pendingJobs(now).find((job) => job.dueAt > now) ?? null
}

async function remindSession(session: SessionRecord, hours: string): Promise<void> {
  const catalyst = findUser(session.counsellorId)
  const student = findUser(session.studentId)
  if (!catalyst || !student) return
  const inWords = hours === '1h' ? '1 hour' : '24 hours'
  for (const [recipient, other] of [
    [catalyst, student],
    [student, catalyst],
  ] as const)
    await tellPerson({
      userId: recipient.id,
      kind: 'session-reminder',
      subject: (time) => `Reminder: session with ${fullName(other)} at ${time(session.start)}`,
      text: (time) =>
        [
          `Your session with ${fullName(other)} starts in ${inWords}.`,
          '',
          `When: ${time(session.start)}`,
          `Topic: ${session.topic}`,
        ].join('\n'),
      link: '/sessions',
    })
}

async function nudgeCatalyst(link: ConnectionRecord): Promise<void> {
  const student = link.studentId ? findUser(link.studentId) : undefined
  if (!student) return
  await tellPerson({
    userId: link.counsellorId,
    kind: 'request-nudge',
    subject: `${fullName(student)} is waiting for your answer`,
    text: (time) =>
      [
        `${fullName(student)} asked to connect with you on ${time(link.createdAt)} and has had no answer for 48 hours.`,
        '',
        'Please accept or decline the request. A request unanswered for 14 days expires.',
      ].join('\n'),
    link: '/dashboard',
  })
}

async function markExpired(link: ConnectionRecord, at: string): Promise<void> {
  await db.connections.updateRecord(link, {
    data(record) {
      record.status = INVITE_STATUS.expired
      record.decidedAt = at
    },
  })
}

async function expireRequest(link: ConnectionRecord, at: string): Promise<void> {
  await markExpired(link, at)
  const catalyst = findUser(link.counsellorId)
  if (!link.studentId || !catalyst) return
  await tellPerson({
    userId: link.studentId,
    kind: 'request-expired',
    subject: `Your request to ${fullName(catalyst)} has expired`,
    text: (time) =>
      [
        `${fullName(catalyst)} did not answer the request you sent on ${time(link.createdAt)} within 14 days, so it has expired.`,
        '',
        'Other Catalysts are ready to help: find one on Find Catalysts.',
      ].join('\n'),
    link: '/find-counsellors',
  })
}

async function act(job: ScheduledJob, now: number): Promise<void> {
  if (job.kind === 'session-reminder') {
    const session = db.sessions.get(job.subjectId)
    if (session) await remindSession(session, job.id.split('|')[2] ?? '24h')
    return
  }
  if (job.kind === 'chat-digest') return sendDigest({ ...job, kind: job.kind }, now)
  const link = db.connections.get(job.subjectId)
  if (!link) return
  if (job.kind === 'request-nudge') await nudgeCatalyst(link)
  else await expireRequest(link, new Date(now).toISOString())
}

/** Runs every job due at `now` (mock time), each once; the jobs that ran. */
export async function runDueJobs(now: number = mockNowMs()): Promise<ScheduledJob[]> {
  const ran: ScheduledJob[] = []
  // One at a time and re-read after each: a job may settle another (an expired request's nudge).
  for (;;) {
    const job = pendingJobs(now).find((pending) => pending.dueAt <= now)
    if (!job) return ran
    await db.scheduledJobRuns.create({
      id: job.id,
      kind: job.kind,
      subjectId: job.subjectId,
      dueAt: new Date(job.dueAt).toISOString(),
      ranAt: new Date(now).toISOString(),
    })
    await atMockTime(now, () => act(job, now))
    ran.push(job)
  }
}

/**
 * A seed's past already happened (mocks/seed/write.ts): jobs due by `now` are recorded as run
 * without telling anyone, and requests unanswered for 14 days are expired.
 */
export async function settleSchedule(now: number): Promise<void> {
  for (const job of pendingJobs(now).filter((pending) => pending.dueAt <= now)) {
    await db.scheduledJobRuns.create({
      id: job.id,
      kind: job.kind,
      subjectId: job.subjectId,
      dueAt: new Date(job.dueAt).toISOString(),
      ranAt: new Date(now).toISOString(),
    })
    const link = job.kind === 'request-expired' ? db.connections.get(job.subjectId) : undefined
    if (link) await markExpired(link, new Date(job.dueAt).toISOString())
  }
}

export interface ClockState {
  /** The mock time now (ISO). */
  now: string
  offsetMs: number
  /** Whether the clock is real time (offset 0). */
  realTime: boolean
  nextJob: { kind: JobKind; label: string; dueAt: string } | null
}

export function clockState(): ClockState {
  const now = mockNowMs()
  const next = nextJob(now)
  const offsetMs = clockOffsetMs()
  return {
    now: new Date(now).toISOString(),
    offsetMs,
    realTime: offsetMs === 0,
    nextJob: next && {
      kind: next.kind,
      label: next.label,
      dueAt: new Date(next.dueAt).toISOString(),
    },
  }
}

/**
 * Moves the mock time forward to `target`, running each job due on the way at its own due time
 * (the clock stands at that time while it runs), then the jobs due at `target`.
 */
export async function advanceTo(target: number): Promise<ScheduledJob[]> {
  const ran = await runDueJobs()
  // Real time goes on meanwhile: a time it already passed is not set again (never backwards).
  const moveTo = (at: number) => (at > mockNowMs() ? advanceClockTo(at) : Promise.resolve())
  for (let next = nextJob(); next && next.dueAt <= target; next = nextJob()) {
    await moveTo(next.dueAt)
    ran.push(...(await runDueJobs(next.dueAt)))
  }
  await moveTo(target)
  ran.push(...(await runDueJobs()))
  return ran
}

/**
 * Moves the mock time forward by `ms` (advanceTo): the clock ends exactly `ms` ahead of where it
 * was (the offset grows by `ms`), whatever real time the jobs on the way took.
 */
export async function advanceBy(ms: number): Promise<ScheduledJob[]> {
  const offsetAfter = clockOffsetMs() + ms
  const ran = await advanceTo(mockNowMs() + ms)
  const remaining = offsetAfter - clockOffsetMs()
  if (remaining > 0) await advanceClockBy(remaining)
  return ran
}

export const SCHEDULER_MESSAGES = {
  noJob:
    'No scheduled job is waiting: no booked session ahead to remind of, no request waiting for an answer and no unread chat message to digest.',
} as const

/** Moves the mock time to the next job's due time and runs it; refused when none is waiting. */
export async function advanceToNextJob(): Promise<ScheduledJob[]> {
  const next = nextJob()
  if (!next) throw new Error(SCHEDULER_MESSAGES.noJob)
  return advanceTo(next.dueAt)
}
