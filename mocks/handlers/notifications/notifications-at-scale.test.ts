import { describe, expect, it } from 'vitest'

import type { NotificationPageEnvelope } from '@/api/generated/types.gen'

import { db } from '../../db'
import { api } from '../../testing/api'
import { tokenFor } from '../../testing/fixtures'
import { startMockBackend } from '../../testing/server'

startMockBackend()

describe('the notification centre at scale', () => {
  it('pages the large scenario’s thousands of notifications, the first page quickly', async () => {
    const { seedScenario } = await import('../../seed')
    await seedScenario('large')
    const catalyst = db.users.lookup('email', 'counsellor@catalyst.demo')[0]!
    expect(db.notifications.countOf('owner', catalyst.id)).toBeGreaterThan(1_000)
    const token = await tokenFor(catalyst)
    const started = performance.now()
    const first = await api<NotificationPageEnvelope>('GET', '/notifications', { token })
    const elapsed = performance.now() - started
    expect(first.status).toBe(200)
    expect(first.body.success.results).toHaveLength(20)
    expect(first.body.success.nextCursor).not.toBeNull()
    // The list budget (bench/budgets.json): the owner index reads one person's records only.
    expect(elapsed).toBeLessThan(500)
  }, 120_000)
})
