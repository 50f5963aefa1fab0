import { describe, expect, it } from 'vitest'

import type { Webinar } from '@/api/webinars/queries'
import { WEBINAR_JOIN_OPENS_MS } from '@/config/webinars'

import { joinLinkDue, seatsLine, waitlistLine } from './webinar-rules'

const start = Date.parse('2026-12-03T14:00:00.000Z')
const seat = {
  registration: 'registered',
  joinUrl: null,
  joinOpensAt: new Date(start - WEBINAR_JOIN_OPENS_MS).toISOString(),
  end: new Date(start + 3_600_000).toISOString(),
} as const
const as = (fields: Partial<Webinar>) => ({ ...seat, ...fields }) as unknown as Webinar

describe('the webinar rules of the page', () => {
  it('reads the webinar again once the join window of a seat opens, until the end', () => {
    expect(joinLinkDue(as({}), start - WEBINAR_JOIN_OPENS_MS - 1)).toBe(false)
    expect(joinLinkDue(as({}), start - WEBINAR_JOIN_OPENS_MS)).toBe(true)
    expect(joinLinkDue(as({}), start + 3_600_000)).toBe(false)
    expect(joinLinkDue(as({ joinUrl: 'https://webinars.example.org/live/1' }), start)).toBe(false)
    expect(joinLinkDue(as({ registration: 'waitlisted' }), start)).toBe(false)
    expect(joinLinkDue(as({ registration: 'none' }), start)).toBe(false)
  })

  it('says the seats left, full, and who waits', () => {
    expect(seatsLine({ seatsLeft: 12, capacity: 120, waitlistCount: 0 })).toBe(
      '12 of 120 seats left',
    )
    expect(seatsLine({ seatsLeft: 1, capacity: 1, waitlistCount: 0 })).toBe('1 of 1 seat left')
    expect(seatsLine({ seatsLeft: 0, capacity: 1, waitlistCount: 3 })).toBe('Full · 3 waiting')
    expect(waitlistLine(2)).toBe(
      'You are number 2 on the waitlist. We will e-mail you when a seat opens.',
    )
  })
})
