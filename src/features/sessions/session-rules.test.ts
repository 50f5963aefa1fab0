import { describe, expect, it } from 'vitest'

import { fileNameOf, type Session } from '@/api/sessions/queries'

import { changeBlock, describeChange, slotsByDay, zonesLine } from './session-rules'

const HOUR = 3_600_000
const now = Date.parse('2026-11-26T12:00:00.000Z')
const at = (ms: number) => new Date(ms).toISOString()

function session(fields: Partial<Session> = {}): Session {
  return {
    id: 's1',
    catalyst: { id: 'c1', given_name: 'Priya', family_name: 'Sharma', picture: null },
    student: { id: 'u1', given_name: 'Arjun', family_name: 'Mehta', picture: null },
    start: at(now + 48 * HOUR),
    end: at(now + 49 * HOUR),
    timeZone: 'Asia/Kolkata',
    topic: 'Internships',
    status: 'booked',
    meetingLink: null,
    bookedAt: at(now),
    changeDeadline: at(now + 24 * HOUR),
    canChange: true,
    rescheduleCount: 0,
    reschedulesLeft: 3,
    lastChange: null,
    ...fields,
  }
}

describe('session rules', () => {
  it('names who changed a session, "you" for the viewer', () => {
    const moved = session({
      lastChange: {
        kind: 'rescheduled',
        by: 'counsellor',
        reason: 'A clash.',
        at: at(now),
        previousStart: null,
      },
    })
    expect(describeChange(moved, 'student')).toBe('Rescheduled by Priya: A clash.')
    expect(describeChange(moved, 'counsellor')).toBe('Rescheduled by you: A clash.')
    expect(describeChange(session(), 'student')).toBeNull()
  })

  it('says why a session cannot change: the cut-off, or moved its most times', () => {
    expect(changeBlock(session({ canChange: false }), 'student', now).all).toBe(
      'Changes close 24 hours before the start. Please message Priya in chat.',
    )
    const moved = changeBlock(session({ reschedulesLeft: 0 }), 'counsellor', now)
    expect(moved.all).toBeNull()
    expect(moved.reschedule).toMatch(/moved 3 times/)
    expect(changeBlock(session({ status: 'cancelled', canChange: false }), 'student', now)).toEqual(
      {
        all: null,
        reschedule: null,
      },
    )
  })

  it('groups slots by their day in the viewer’s zone, keeping the order', () => {
    const start = new Date(2026, 11, 1, 9, 0).getTime()
    const slots = [0, 1, 24].map((hours) => ({
      start: at(start + hours * HOUR),
      end: at(start + hours * HOUR + HOUR / 2),
    }))
    const days = slotsByDay(slots)
    expect(days.map((day) => day.slots.length)).toEqual([2, 1])
    expect(days[0]?.label).toBe('Tue 1 DEC 2026')
  })

  it('names both zones, or only the viewer’s when it is the Catalyst’s', () => {
    expect(zonesLine('Europe/London', 'Priya', 'Asia/Kolkata')).toBe(
      'Times are in your time zone, Europe/London. Priya works in Asia/Kolkata.',
    )
    expect(zonesLine('Asia/Kolkata', null, 'Asia/Kolkata')).toBe(
      'Times are in your time zone, Asia/Kolkata.',
    )
  })

  it('reads the file name of a Content-Disposition, the RFC 5987 one first', () => {
    expect(fileNameOf('attachment; filename="catalyst-session-2026-12-01.ics"')).toBe(
      'catalyst-session-2026-12-01.ics',
    )
    expect(fileNameOf('attachment; filename="a.ics"; filename*=UTF-8\'\'s%C3%A9ance.ics')).toBe(
      'séance.ics',
    )
    expect(fileNameOf(null)).toBeUndefined()
  })
})
