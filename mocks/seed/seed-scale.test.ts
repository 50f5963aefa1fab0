import { describe, expect, it } from 'vitest'

import { planIncludes } from '@/config/plans'

import { db, snapshotDb, type UserRecord } from '../db'
import { hasFeature } from '../handlers/billing/plans'
import { isListedCatalyst } from '../handlers/connections/directory'
import { demoAccounts } from './demo-accounts'
import { seedScenario } from './index'
import { tierInEffectAt } from './plan-history'

const NOW = new Date('2026-03-15T10:30:00.000Z')

function userByEmail(email: string): UserRecord {
  const user = db.users.all().find((candidate) => candidate.email === email)
  if (!user) throw new Error(`missing ${email}`)
  return user
}

const pairKey = (a: string, b: string) => [a, b].sort().join('|')

function acceptedPairs(): Set<string> {
  return new Set(
    db.connections
      .all()
      .filter((link) => link.status === 1 && link.studentId)
      .map((link) => pairKey(link.counsellorId, link.studentId!)),
  )
}

describe('seed: empty scenario', () => {
  it('has only the demo accounts, with the same ids as in demo', async () => {
    await seedScenario('demo', { now: NOW })
    const demoIds = db.users.all().map((u) => [u.email, u.id])
    await seedScenario('empty', { now: NOW })
    const users = db.users.all()
    expect(users.map((u) => u.email).sort()).toEqual(
      Object.values(demoAccounts)
        .map((a) => a.email)
        .sort(),
    )
    expect(
      users.every((u) => demoIds.some(([email, id]) => email === u.email && id === u.id)),
    ).toBe(true)
    const { users: _accounts, ...otherTables } = snapshotDb()
    expect(Object.keys(otherTables)).toEqual(expect.arrayContaining(['connections', 'sessions']))
    const filled = Object.entries(otherTables).filter(([, records]) => records.length > 0)
    expect(filled.map(([table]) => table)).toEqual([])
  })
})

describe('seed: large scenario', () => {
  it('seeds 5,000+ students and 50,000+ messages in reasonable time', async () => {
    const started = performance.now()
    await seedScenario('large', { now: NOW })
    const seconds = (performance.now() - started) / 1000
    console.info(`large scenario seeded in ${seconds.toFixed(1)} s`)
    const students = db.users.all().filter((user) => user.role === 'student')
    expect(students.length).toBeGreaterThanOrEqual(5000)
    const messages = db.chatMessages.all()
    expect(messages.length).toBeGreaterThanOrEqual(50_000)
    const catalyst = userByEmail(demoAccounts.counsellor.email)
    const withCatalyst = messages.filter(
      (m) => m.senderId === catalyst.id || m.receiverId === catalyst.id,
    )
    expect(withCatalyst.length).toBeGreaterThan(messages.length / 2)
    const pairs = acceptedPairs()
    expect(messages.every((m) => pairs.has(pairKey(m.senderId, m.receiverId)))).toBe(true)
    const accepted = db.connections
      .all()
      .filter((link) => link.status === 1)
      .map((link) => link.studentId)
    expect(new Set(accepted).size).toBe(accepted.length)
    expect(new Set(db.users.all().map((u) => u.email.toLowerCase())).size).toBe(
      db.users.all().length,
    )
    expect(seconds).toBeLessThan(60)

    // The directory on every plan (issue 34): hundreds listed, Elite Access ones among them, many
    // approved Catalysts left out; every request was made while its Catalyst took inquiries.
    const counsellors = db.users.all().filter((user) => user.role === 'counsellor')
    const listed = counsellors.filter((user) => isListedCatalyst(user))
    expect(listed.length).toBeGreaterThanOrEqual(150)
    expect(listed.filter((user) => hasFeature(user, 'featured-badge')).length).toBeGreaterThan(20)
    const approvedOut = counsellors.filter(
      (user) => user.isCounsellorApproved && !isListedCatalyst(user),
    )
    expect(approvedOut.length).toBeGreaterThanOrEqual(100)
    const checkouts = db.checkouts.all()
    const seats = db.teamMemberships.all()
    const requests = db.connections.all().filter((link) => link.direction === 'request')
    const outside = requests.filter(
      (link) =>
        !planIncludes(
          tierInEffectAt(checkouts, seats, link.counsellorId, Date.parse(link.createdAt)),
          'student-inquiries',
        ),
    )
    expect(requests.length).toBeGreaterThan(1000)
    expect(outside.map((link) => link.id)).toEqual([])

    // Replacing the large tables must not take the quadratic one-by-one delete path.
    const again = performance.now()
    await seedScenario('demo', { now: NOW })
    expect(performance.now() - again).toBeLessThan(5_000)
    expect(db.chatMessages.all().length).toBeLessThan(1_000)
  }, 120_000)
})
