import { afterEach, describe, expect, it } from 'vitest'

import { db } from '../db'
import { catalyst, HOUR, sessionIn, studentOf } from '../handlers/sessions/testing'
import { resetClock } from '../services/clock'
import { SCHEDULER_MESSAGES } from '../services/scheduler'
import { DAY } from '../testing/fixtures'
import { startMockBackend } from '../testing/server'
import { ADVANCE_REFUSAL } from './clock-ops'
import { callHere, NOT_JOURNALED } from './operations'

startMockBackend()
afterEach(() => resetClock())

// The one table, in process (as the Node server's control routes and Node tests reach it).
const call = callHere({
  from: 'test',
  backend: null,
  sockets: null,
  live: null,
  seed: () => Promise.resolve(),
})

describe('the clock operations', () => {
  it('answer the mock time, and no next job when nothing is scheduled', async () => {
    const clock = await call('clock')
    expect(clock).toMatchObject({ offsetMs: 0, realTime: true, nextJob: null })
    expect(Math.abs(Date.parse(clock.now) - Date.now())).toBeLessThan(5_000)
    expect(NOT_JOURNALED.has('clock')).toBe(true)
    expect(NOT_JOURNALED.has('advanceClock')).toBe(false)
  })

  it('advance by an hour or a day, and refuse anything else', async () => {
    expect((await call('advanceClock', HOUR)).offsetMs).toBe(HOUR)
    const day = await call('advanceClock', DAY)
    expect(day).toMatchObject({ offsetMs: HOUR + DAY, realTime: false, ran: [] })
    for (const bad of [0, -HOUR, 1.5, Number.NaN, 400 * DAY])
      await expect(call('advanceClock', bad)).rejects.toThrow(ADVANCE_REFUSAL)
    expect((await call('clock')).offsetMs).toBe(HOUR + DAY)
    expect(await call('realTime')).toMatchObject({ offsetMs: 0, realTime: true })
  })

  it('advance to the next job and run it, or say why not', async () => {
    await expect(call('advanceToNextJob')).rejects.toThrow(SCHEDULER_MESSAGES.noJob)
    const of = await catalyst()
    const session = await sessionIn(of, await studentOf(of), 3 * DAY)
    const dueAt = new Date(Date.parse(session.start) - 24 * HOUR).toISOString()
    expect((await call('clock')).nextJob).toEqual({
      kind: 'session-reminder',
      label: 'Reminder 24 hours before a session',
      dueAt,
    })
    const moved = await call('advanceToNextJob')
    expect(moved.ran.map((job) => [job.kind, job.dueAt])).toEqual([['session-reminder', dueAt]])
    expect(Math.abs(Date.parse(moved.now) - Date.parse(dueAt))).toBeLessThan(5_000)
    expect(moved.nextJob?.label).toBe('Reminder 1 hour before a session')
    expect(db.scheduledJobRuns.all()).toHaveLength(1)
    // The timer's run finds nothing more due.
    expect((await call('runScheduledJobs')).ran).toEqual([])
  })
})
