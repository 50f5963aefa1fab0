import type { SlotListEnvelope } from '@/api/generated/types.gen'

import { api } from '@mocks/testing/api'

import {
  accessTokenOf as tokenOf,
  accountUser as user,
  changeableSessionOf,
  chatPartnerOf,
  sessionPlanFor,
} from '../principals'
import type { ValidCallFactory } from './valid-call'

/**
 * Sessions (issue 29): the demo Catalyst is on Prime with hours, and has sessions with the
 * demo student; other callers get a plan, hours or a session arranged.
 */
export const sessionCalls: Record<string, ValidCallFactory> = {
  getMyAvailability: async (as = 'counsellor') => ({ token: await tokenOf(as) }),
  updateMyAvailability: async (as = 'counsellor') => {
    await sessionPlanFor(user(as))
    return {
      token: await tokenOf(as),
      body: {
        timeZone: 'Asia/Kolkata',
        weeklyHours: [
          { day: 'monday', start: '10:00', end: '13:00' },
          { day: 'wednesday', start: '15:00', end: '18:00' },
        ],
        sessionMinutes: 45,
        bufferMinutes: 15,
        horizonDays: 30,
        daysOff: ['2026-12-25'],
        meetingLink: 'https://meet.example.org/contract',
      },
    }
  },
  getCatalystSlots: async (as = 'student') => ({
    token: await tokenOf(as),
    path: { catalystId: (await chatPartnerOf(as)).id },
  }),
  bookSession: async (as = 'student') => {
    const token = await tokenOf(as)
    const catalystId = (await chatPartnerOf(as)).id
    const slots = await api<SlotListEnvelope>('GET', `/sessions/catalysts/${catalystId}/slots`, {
      token,
    })
    const start = slots.body.success?.slots[0]?.start ?? ''
    return { token, body: { catalystId, start, topic: 'Choosing internships' } }
  },
  listMySessions: async (as = 'student') => ({
    token: await tokenOf(as),
    query: { scope: 'all', page: 1, pageSize: 20 },
  }),
  getSession: async (as = 'student') => ({
    token: await tokenOf(as),
    path: { sessionId: (await changeableSessionOf(as)).id },
  }),
  getRescheduleSlots: async (as = 'student') => ({
    token: await tokenOf(as),
    path: { sessionId: (await changeableSessionOf(as)).id },
  }),
  rescheduleSession: async (as = 'student') => {
    const token = await tokenOf(as)
    const sessionId = (await changeableSessionOf(as)).id
    const slots = await api<SlotListEnvelope>('GET', `/sessions/${sessionId}/slots`, { token })
    const start = slots.body.success?.slots[0]?.start ?? ''
    return { token, path: { sessionId }, body: { start, reason: 'An exam moved to that day.' } }
  },
  cancelSession: async (as = 'student') => ({
    token: await tokenOf(as),
    path: { sessionId: (await changeableSessionOf(as)).id },
    body: { reason: 'I am unwell.' },
  }),
  getSessionCalendar: async (as = 'student') => ({
    token: await tokenOf(as),
    path: { sessionId: (await changeableSessionOf(as)).id },
  }),
}
