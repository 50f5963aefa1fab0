// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { clearDb, db, snapshotDb } from './db'
import { followOtherTabs, saveDb } from './persistence'
import { createUser } from './testing/fixtures'

/**
 * The tabs of one browser share the mock db, as two windows share one server (issue 11: a
 * Catalyst in one window and a student in another see each other's answers).
 */
const KEY = 'catalyst-mock-db'

/** What another tab would write: the db as it is here plus one more student. */
async function anotherTabsCopy(): Promise<string> {
  const before = snapshotDb()
  await createUser({ role: 'student', firstName: 'From another tab' })
  const copy = JSON.stringify({
    version: 1,
    scenario: 'demo',
    savedAt: new Date().toISOString(),
    snapshot: snapshotDb(),
  })
  clearDb()
  for (const user of before.users) await db.users.create(user)
  return copy
}

/** How many users the saved copy holds. */
const savedUsers = () =>
  (JSON.parse(localStorage.getItem(KEY) ?? '{}') as { snapshot?: { users?: unknown[] } }).snapshot
    ?.users?.length

beforeEach(() => {
  localStorage.clear()
  clearDb()
})

const stops: Array<() => void> = []
afterEach(() => stops.splice(0).forEach((stop) => stop()))

describe('the mock db across tabs', () => {
  it('a tab writes only when its db changed, so it never puts an older copy back', async () => {
    await createUser({ role: 'counsellor' })
    saveDb('demo')
    expect(localStorage.getItem(KEY)).toContain('"scenario":"demo"')
    expect(savedUsers()).toBe(1)

    // Another tab saves its answer; this one only reads (a poll) and saves again.
    localStorage.setItem(KEY, '{"from":"another tab"}')
    saveDb('demo')
    expect(localStorage.getItem(KEY)).toBe('{"from":"another tab"}')

    // A change of its own is written.
    await createUser({ role: 'student' })
    saveDb('demo')
    expect(savedUsers()).toBe(2)
  })

  it('takes the copy another tab saves', async () => {
    await createUser({ role: 'counsellor' })
    saveDb('demo')
    stops.push(followOtherTabs())
    const copy = await anotherTabsCopy()
    expect(db.users.findFirst((q) => q.where({ firstName: 'From another tab' }))).toBeUndefined()

    localStorage.setItem(KEY, copy)
    dispatchEvent(
      new StorageEvent('storage', { key: KEY, newValue: copy, storageArea: localStorage }),
    )
    await vi.waitFor(() =>
      expect(db.users.findFirst((q) => q.where({ firstName: 'From another tab' }))).toBeDefined(),
    )
    // Taken as this tab's own: nothing to write back.
    localStorage.setItem(KEY, 'untouched')
    saveDb('demo')
    expect(localStorage.getItem(KEY)).toBe('untouched')
  })

  it('ignores copies of another scenario or version, and other keys', async () => {
    await createUser({ role: 'counsellor' })
    stops.push(followOtherTabs())
    const copy = JSON.parse(await anotherTabsCopy()) as Record<string, unknown>
    for (const [key, value] of [
      [KEY, JSON.stringify({ ...copy, scenario: 'empty' })],
      [KEY, JSON.stringify({ ...copy, version: 99 })],
      [KEY, 'not json'],
      ['another-key', JSON.stringify(copy)],
    ] as const)
      dispatchEvent(
        new StorageEvent('storage', { key, newValue: value, storageArea: localStorage }),
      )
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(db.users.all()).toHaveLength(1)
  })
})
