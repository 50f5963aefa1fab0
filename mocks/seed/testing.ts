import { beforeAll } from 'vitest'

import { db, type UserRecord } from '../db'
import { seedScenario } from './index'

/** Test-only: the demo scenario seeded once per file at a fixed clock, and look-ups over it. */
export const NOW = new Date('2026-03-15T10:30:00.000Z')
export const HOUR = 60 * 60 * 1000

/** Seeds the demo scenario at NOW before the file's tests. */
export function withDemoSeed() {
  beforeAll(async () => {
    await seedScenario('demo', { now: NOW })
  })
}

export function userByEmail(email: string): UserRecord {
  const user = db.users.all().find((candidate) => candidate.email === email)
  if (!user) throw new Error(`missing ${email}`)
  return user
}

export const pairKey = (a: string, b: string) => [a, b].sort().join('|')

export function acceptedPairs(): Set<string> {
  return new Set(
    db.connections
      .all()
      .filter((link) => link.status === 1 && link.studentId)
      .map((link) => pairKey(link.counsellorId, link.studentId!)),
  )
}
