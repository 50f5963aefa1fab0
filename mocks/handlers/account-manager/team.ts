import { WEEKDAYS } from '@/config/constants'

import { db, type AccountManagerRecord } from '../../db'

/**
 * The platform's partner team (openapi "Account manager"): the staff personas the mock backend
 * acts for. Fixed reference data like the country table: every scenario seeds it
 * (mocks/seed/account-managers.ts), and an emptied database (the tests) gets it back on the first
 * assignment, so a Catalyst on Elite always has a manager.
 */
const WEEKDAYS_ONLY = WEEKDAYS.slice(0, 5)
const hours = (ranges: ReadonlyArray<readonly [string, string]>) =>
  WEEKDAYS_ONLY.flatMap((day) => ranges.map(([start, end]) => ({ day, start, end })))

export const PARTNER_TEAM: readonly AccountManagerRecord[] = [
  {
    id: '7c1e2d3f-4a5b-4c6d-8e7f-9a0b1c2d3e41',
    firstName: 'Ananya',
    lastName: 'Rao',
    title: 'Partner Success Manager',
    email: 'ananya.rao@catalyst.app',
    photoUrl: 'https://picsum.photos/seed/staff-ananya-rao/256/256',
    timeZone: 'Asia/Kolkata',
    bio: 'Ananya has helped more than 120 counselling practices grow on Catalyst. She reviews profiles, plans spotlights in Find Catalysts and is one call away when something is unclear.',
    availability: {
      timeZone: 'Asia/Kolkata',
      weeklyHours: hours([
        ['10:00', '13:00'],
        ['14:00', '17:00'],
      ]),
      sessionMinutes: 30,
      bufferMinutes: 15,
      horizonDays: 21,
      daysOff: [],
      meetingLink: 'https://meet.catalyst.demo/ananya-rao',
    },
  },
  {
    id: '7c1e2d3f-4a5b-4c6d-8e7f-9a0b1c2d3e42',
    firstName: 'Lukas',
    lastName: 'Becker',
    title: 'Partner Success Manager',
    email: 'lukas.becker@catalyst.app',
    photoUrl: 'https://picsum.photos/seed/staff-lukas-becker/256/256',
    timeZone: 'Europe/Berlin',
    bio: 'Lukas looks after Catalysts in Europe and the Americas. Before Catalyst he ran admissions marketing for two universities.',
    availability: {
      timeZone: 'Europe/Berlin',
      weeklyHours: hours([['09:00', '12:00']]),
      sessionMinutes: 30,
      bufferMinutes: 15,
      horizonDays: 21,
      daysOff: [],
      meetingLink: 'https://meet.catalyst.demo/lukas-becker',
    },
  },
]

/** Puts the team back when the database holds none (after clearDb). */
export async function ensureTeam(): Promise<void> {
  if (db.accountManagers.all().length > 0) return
  for (const manager of PARTNER_TEAM) await db.accountManagers.create(structuredClone(manager))
}
