import { beforeEach } from 'vitest'

import { db, type UserRecord } from '../db'
import { newId } from '../services/ids'
import { giveActivePlan } from '../testing/factories'
import { createLink, createUser, tokenFor } from '../testing/fixtures'

/** Test-only: a Catalyst on Prime with three connected students and one asking, for the dashboard. */
const DAY = 24 * 60 * 60 * 1000
export const ago = (days: number) => new Date(Date.now() - days * DAY).toISOString()
export const interest = { college: 'NID', company: 'Designer', stream: 'Pune' }

export interface DashboardWorld {
  counsellor: UserRecord
  busy: UserRecord
  quiet: UserRecord
  drifting: UserRecord
  asking: UserRecord
  token: string
}

async function message(from: UserRecord, to: UserRecord, sendAt: string, isRead = false) {
  await db.chatMessages.create({
    id: newId(),
    senderId: from.id,
    receiverId: to.id,
    message: 'hello',
    sendAt,
    isRead,
    readAt: null,
  })
}

/** Builds the world afresh before each test; its fields are read inside the tests. */
export function freshDashboardWorld(): DashboardWorld {
  const world = {} as DashboardWorld
  beforeEach(async () => {
    const counsellor = await createUser({ role: 'counsellor' })
    // The analysis is the smart dashboard's (Prime and Elite; dashboard-plans.test.ts for the rest).
    await giveActivePlan(counsellor, 'prime')
    const busy = await createUser({
      role: 'student',
      firstName: 'Busy',
      country: 'India',
      dateOfBirth: '2005-01-15T00:00:00.000Z',
    })
    const quiet = await createUser({ role: 'student', firstName: 'Quiet', country: 'Kenya' })
    const drifting = await createUser({ role: 'student', firstName: 'Drifting', country: 'Brazil' })
    const asking = await createUser({
      role: 'student',
      firstName: 'Asking',
      city: 'Lagos',
      gender: 'female',
    })
    for (const [index, student] of [busy, quiet, drifting].entries()) {
      await createLink({
        direction: 'invite',
        counsellorId: counsellor.id,
        student,
        status: 1,
        decidedAt: ago(40 + index),
        interest,
      })
    }
    await createLink({
      direction: 'request',
      counsellorId: counsellor.id,
      student: asking,
      message: 'Please guide me',
      interest,
    })
    await message(busy, counsellor, ago(3))
    await message(busy, counsellor, ago(2))
    await message(counsellor, drifting, ago(10), true)
    await db.notes.create({
      id: newId(),
      studentId: busy.id,
      counsellorId: counsellor.id,
      note: '<p>Great start</p>',
      created_at: ago(1),
    })
    const pathwayId = newId()
    await db.pathways.create({
      id: pathwayId,
      sk: `PATHWAY#${pathwayId}`,
      code: 'UX',
      name: 'UX Designer',
      image_link: 'https://example.com/ux.png',
      steps: [
        { code: 'S1', name: 'Learn basics' },
        { code: 'S2', name: 'Build portfolio' },
      ],
    })
    await db.pathwayAssignments.create({
      id: newId(),
      studentId: busy.id,
      counsellorId: counsellor.id,
      pathwayId,
      assignedAt: ago(20),
      steps: [
        {
          code: 'S1',
          status: 'COMPLETED',
          completedAt: ago(5),
          comment: 'done',
          completionLink: 'https://example.com/proof',
        },
        { code: 'S2', status: 'PENDING', completedAt: null, comment: null, completionLink: null },
      ],
    })
    const token = await tokenFor(counsellor)
    Object.assign(world, { counsellor, busy, quiet, drifting, asking, token })
  })
  return world
}
