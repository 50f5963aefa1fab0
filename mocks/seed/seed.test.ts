import { describe, expect, it } from 'vitest'

import { studentProfileCompletion } from '@/lib/profile-completion'

import { db } from '../db'
import { userSk } from '../services/ids'
import { countries } from './countries'
import { demoAccounts } from './demo-accounts'
import { scenarioNames } from './index'
import { acceptedPairs, HOUR, NOW, pairKey, withDemoSeed, userByEmail } from './testing'

const scripts = {
  latin: /\p{Script=Latin}/u,
  devanagari: /\p{Script=Devanagari}/u,
  han: /\p{Script=Han}/u,
  hangul: /\p{Script=Hangul}/u,
  cyrillic: /\p{Script=Cyrillic}/u,
  greek: /\p{Script=Greek}/u,
  arabic: /\p{Script=Arabic}/u,
}

describe('seed: demo scenario', () => {
  withDemoSeed()

  it('lists the three scenarios', () => {
    expect([...scenarioNames].sort()).toEqual(['demo', 'empty', 'large'])
  })

  it('has the demo accounts with their credentials, roles and approval flags', () => {
    for (const account of Object.values(demoAccounts)) {
      const user = userByEmail(account.email)
      expect(user.password).toBe(account.password)
      expect(user.role).toBe(account.role)
      expect(user.confirmed).toBe(true)
      expect(user.identityProvider).toBe('password')
      expect(user.sk).toBe(userSk(user.id))
    }
    expect(userByEmail(demoAccounts.counsellor.email).isCounsellorApproved).toBe(true)
    expect(userByEmail(demoAccounts.pendingCounsellor.email).isCounsellorApproved).toBe(false)
  })

  it('gives the demo catalyst a full profile, students, requests and invites of every status', () => {
    const catalyst = userByEmail(demoAccounts.counsellor.email)
    expect(catalyst).toMatchObject({
      country: 'India',
      platformStatus: 'active',
      timeZone: 'Asia/Kolkata',
    })
    expect(catalyst.bio).toBeTruthy()
    expect(catalyst.education?.length).toBeGreaterThan(0)
    expect(catalyst.certifications?.length).toBeGreaterThan(0)
    const links = db.connections.all().filter((link) => link.counsellorId === catalyst.id)
    expect(links.filter((link) => link.status === 1).length).toBeGreaterThanOrEqual(8)
    expect(
      new Set(links.filter((link) => link.status === 1).map((link) => link.direction)),
    ).toEqual(new Set(['invite', 'request']))
    expect(
      links.filter((link) => link.direction === 'request' && link.status === 0).length,
    ).toBeGreaterThanOrEqual(4)
    const invites = links.filter((link) => link.direction === 'invite')
    expect(new Set(invites.map((link) => link.status))).toEqual(new Set([0, 1, 2, 3]))
    const months = new Set(invites.map((link) => link.createdAt.slice(0, 7)))
    expect(months.size).toBeGreaterThanOrEqual(6)
    const chattedWith = new Set(
      db.chatMessages
        .all()
        .flatMap((m) =>
          m.senderId === catalyst.id
            ? [m.receiverId]
            : m.receiverId === catalyst.id
              ? [m.senderId]
              : [],
        ),
    )
    expect(chattedWith.size).toBeGreaterThanOrEqual(5)
    expect(db.chatMessages.all().some((m) => m.receiverId === catalyst.id && !m.isRead)).toBe(true)
    expect(
      new Set(
        db.notes
          .all()
          .filter((n) => n.counsellorId === catalyst.id)
          .map((n) => n.studentId),
      ).size,
    ).toBeGreaterThanOrEqual(3)
    expect(
      db.pathwayAssignments.all().filter((a) => a.counsellorId === catalyst.id).length,
    ).toBeGreaterThanOrEqual(3)
  })

  it('leaves the pending catalyst without students', () => {
    const pending = userByEmail(demoAccounts.pendingCounsellor.email)
    expect(db.connections.all().filter((link) => link.counsellorId === pending.id)).toEqual([])
  })

  it('gives the new student an incomplete profile and pending catalyst requests only', () => {
    const fresh = userByEmail(demoAccounts.newStudent.email)
    expect(studentProfileCompletion(fresh)).toBeLessThan(90)
    const links = db.connections.all().filter((link) => link.studentId === fresh.id)
    expect(links.length).toBeGreaterThanOrEqual(2)
    expect(links.every((link) => link.direction === 'invite' && link.status === 0)).toBe(true)
    expect(new Set(links.map((link) => link.counsellorId)).size).toBe(links.length)
  })

  it('gives the demo student a complete profile, the demo catalyst, a pathway, a chat and applications', () => {
    const student = userByEmail(demoAccounts.student.email)
    const catalyst = userByEmail(demoAccounts.counsellor.email)
    expect(studentProfileCompletion(student)).toBeGreaterThanOrEqual(90)
    expect(student.interest?.college).toBeTruthy()
    expect(acceptedPairs().has(pairKey(catalyst.id, student.id))).toBe(true)
    const assignment = db.pathwayAssignments.all().find((a) => a.studentId === student.id)!
    const statuses = assignment.steps.map((step) => step.status)
    expect(statuses.filter((status) => status === 'IN_PROGRESS')).toHaveLength(1)
    expect(statuses).toContain('COMPLETED')
    expect(statuses).toContain('PENDING')
    const chat = db.chatMessages
      .all()
      .filter((m) => pairKey(m.senderId, m.receiverId) === pairKey(catalyst.id, student.id))
      .sort((a, b) => a.sendAt.localeCompare(b.sendAt))
    expect(chat.length).toBeGreaterThanOrEqual(20)
    expect(new Set(chat.map((m) => m.sendAt.slice(0, 10))).size).toBeGreaterThanOrEqual(3)
    const last = chat.at(-1)!
    expect(last.senderId).toBe(catalyst.id)
    expect(last.isRead).toBe(false)
    expect(Date.parse(last.sendAt)).toBeLessThan(NOW.getTime())
    expect(Date.parse(last.sendAt)).toBeGreaterThan(NOW.getTime() - 3 * HOUR)
    expect(db.applications.all().filter((a) => a.userId === student.id).length).toBeGreaterThan(0)
  })

  it('has 40+ students in 12+ countries, named in 4+ writing systems', () => {
    const students = db.users.all().filter((user) => user.role === 'student')
    expect(students.length).toBeGreaterThanOrEqual(40)
    expect(new Set(students.map((user) => user.country)).size).toBeGreaterThanOrEqual(12)
    const names = students.map((user) => `${user.firstName} ${user.lastName ?? ''}`)
    const used = Object.entries(scripts).filter(([, pattern]) =>
      names.some((name) => pattern.test(name)),
    )
    expect(used.length).toBeGreaterThanOrEqual(4)
    expect(names.some((name) => /[À-ž]/u.test(name))).toBe(true)
  })

  it('gives phone numbers the length their country uses, and account dates that agree with activity', () => {
    const lengths = new Map<string, number>(
      Object.values(countries).map((c) => [c.dialCode, c.phoneLength]),
    )
    const users = db.users.all()
    for (const user of users) expect(user.sk).toBe(userSk(user.id))
    // Filtered first and counted, so the checks cannot pass by finding nothing to check.
    const withPhone = users.filter((user) => user.phoneNumber)
    expect(withPhone.length).toBeGreaterThanOrEqual(40)
    for (const user of withPhone) {
      expect(user.phoneNumber, user.email).toMatch(/^[0-9]+$/)
      expect(user.phoneNumber!.length, user.email).toBe(lengths.get(user.countryCode!))
    }
    expect(lengths.get('+91')).toBe(10)
    const created = new Map(users.map((u) => [u.id, Date.parse(u.createdAt)]))
    const seen = users.filter((user) => user.lastSeen)
    expect(seen.length).toBeGreaterThanOrEqual(40)
    for (const user of seen) {
      expect(Date.parse(user.lastSeen!)).toBeGreaterThanOrEqual(Date.parse(user.createdAt))
      expect(Date.parse(user.lastSeen!)).toBeLessThanOrEqual(NOW.getTime())
    }
    const links = db.connections.all()
    for (const link of links)
      expect(Date.parse(link.createdAt)).toBeGreaterThan(created.get(link.counsellorId)!)
    const withStudent = links.filter((link) => link.studentId)
    expect(withStudent.length).toBeGreaterThanOrEqual(8)
    for (const link of withStudent)
      expect(Date.parse(link.createdAt)).toBeGreaterThan(created.get(link.studentId!)!)
    const decided = links.filter((link) => link.decidedAt)
    expect(decided.length).toBeGreaterThanOrEqual(8)
    for (const link of decided) expect(link.decidedAt! > link.createdAt).toBe(true)
    for (const message of db.chatMessages.all())
      expect(Date.parse(message.sendAt)).toBeLessThan(NOW.getTime())
  })
})
