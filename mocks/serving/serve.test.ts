// @vitest-environment jsdom
import 'fake-indexeddb/auto'

import { IDBFactory } from 'fake-indexeddb'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { clearDb, db, snapshotDb } from '../db'
import { demoAccounts, DEMO_PASSWORD } from '../seed/demo-accounts'
import { COMPACT_AFTER, createBackend } from './backend'
import type { ServerCall } from './client'
import { TabLink } from './link'
import type { ClockMove } from './clock-ops'
import type { OpName } from './operations'
import { CLOCK_CHANNEL, loadDatabase, serveFromThisTab } from './serve'
import { createMemoryStore, openIndexedDbStore, STORE_FORMAT, type MockStore } from './store'
import { fromWireResponse, toWireRequest } from './wire'

/**
 * The browser's one mock server, in Node: what it loads at start, what it saves after each call,
 * and the calls of other tabs over the tab link. (The browser's own run, with real tabs, is in
 * tests/e2e/one-backend.spec.ts.)
 */
const freshStore = () => openIndexedDbStore(`serve-test-${crypto.randomUUID()}`, new IDBFactory())

beforeEach(() => {
  localStorage.clear()
  clearDb()
})

describe('loading the database', () => {
  it('seeds the demo scenario on a first start, and restores exactly that db at the next', async () => {
    const store = await freshStore()
    const first = await loadDatabase(store)
    expect(first).toMatchObject({ scenario: 'demo', restored: false })
    const seeded = snapshotDb()
    expect(seeded.users.length).toBeGreaterThan(10)

    clearDb()
    const second = await loadDatabase(store)
    expect(second).toMatchObject({ scenario: 'demo', restored: true })
    // Every table, in its order.
    expect(snapshotDb()).toEqual(seeded)
  })

  it('re-seeds data saved in an older format, and says so in the console', async () => {
    const store = await freshStore()
    await store.replace({ format: STORE_FORMAT - 1, scenario: 'empty', seededAt: '' }, [])
    const info = vi.spyOn(console, 'info').mockImplementation(() => undefined)
    const loaded = await loadDatabase(store)
    expect(loaded).toMatchObject({ scenario: 'empty', restored: false })
    expect(info).toHaveBeenCalledWith(
      expect.stringMatching(/older version .* seeding the empty scenario/),
    )
    expect((await store.load()).state?.format).toBe(STORE_FORMAT)
  })

  it('re-seeds when the saved records do not fit the tables any more, with a warning', async () => {
    const store = await freshStore()
    await store.replace({ format: STORE_FORMAT, scenario: 'demo', seededAt: '' }, [
      { table: 'users', key: 'broken', order: 0, record: { id: 'broken' } },
    ])
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const loaded = await loadDatabase(store)
    expect(loaded.restored).toBe(false)
    expect(warn).toHaveBeenCalledWith(
      expect.stringMatching(/could not be read; seeding the demo/),
      expect.anything(),
    )
    expect(db.users.get('broken')).toBeUndefined()
  })

  it('moves the localStorage copy of an earlier version into the store, once', async () => {
    const store = await freshStore()
    await loadDatabase(createMemoryStore())
    await db.notes.create({
      id: 'note-from-before',
      studentId: 's',
      counsellorId: 'c',
      note: 'Written before the upgrade',
      created_at: new Date().toISOString(),
    })
    const snapshot = snapshotDb()
    localStorage.setItem(
      'catalyst-mock-db',
      JSON.stringify({ version: 1, scenario: 'demo', savedAt: '', snapshot }),
    )
    clearDb()
    vi.spyOn(console, 'info').mockImplementation(() => undefined)
    await expect(loadDatabase(store)).resolves.toMatchObject({ restored: true })
    expect(db.notes.get('note-from-before')?.note).toBe('Written before the upgrade')
    expect(localStorage.getItem('catalyst-mock-db')).toBeNull()
    clearDb()
    await loadDatabase(store)
    expect(db.notes.get('note-from-before')).toBeDefined()
  })
})

describe('the engine', () => {
  const counting = (
    store: MockStore,
    journal = [] as Parameters<typeof createBackend>[0]['journal'],
  ) => {
    const ran: string[] = []
    const backend = createBackend<string>({
      store,
      scenario: 'demo',
      journal,
      async execute(call) {
        ran.push(`start ${call}`)
        if (call === 'slow') await new Promise((resolve) => setTimeout(resolve, 30))
        await db.notes.create({
          id: `note-${call}-${ran.length}`,
          studentId: 's',
          counsellorId: 'c',
          note: call,
          created_at: new Date().toISOString(),
        })
        ran.push(`end ${call}`)
        return `answer to ${call}`
      },
      mutates: () => true,
    })
    return { backend, ran }
  }

  it('runs calls one at a time and saves what each changed before answering', async () => {
    const store = createMemoryStore()
    const { backend, ran } = counting(store)
    const answers = await Promise.all([
      backend.handle('slow', 'tab-a', 'call-1'),
      backend.handle('quick', 'tab-b', 'call-2'),
    ])
    expect(answers).toEqual(['answer to slow', 'answer to quick'])
    expect(ran).toEqual(['start slow', 'end slow', 'start quick', 'end quick'])
    const saved = await store.load()
    expect(saved.records.map((entry) => (entry.record as { note: string }).note).sort()).toEqual([
      'quick',
      'slow',
    ])
    backend.stop()
  })

  it('answers a repeated call from its journal, also after a restart, without a second effect', async () => {
    const store = createMemoryStore()
    const first = counting(store)
    await first.backend.handle('write', 'tab-a', 'call-1')
    await expect(first.backend.handle('write', 'tab-a', 'call-1')).resolves.toBe('answer to write')
    first.backend.stop()

    const { journal } = await store.load()
    const second = counting(store, journal)
    await expect(second.backend.handle('write', 'tab-a', 'call-1')).resolves.toBe('answer to write')
    expect([...first.ran, ...second.ran].filter((entry) => entry.startsWith('start'))).toEqual([
      'start write',
    ])
    expect(db.notes.all()).toHaveLength(1)
    second.backend.stop()
  })

  it('folds a long change log into the chunks, keeping every record and the journal', async () => {
    const store = await freshStore()
    await loadDatabase(store)
    const backend = createBackend<string>({
      store,
      scenario: 'demo',
      journal: [],
      loggedChanges: COMPACT_AFTER - 1,
      async execute(call) {
        await db.notes.create({
          id: `note-${call}`,
          studentId: 's',
          counsellorId: 'c',
          note: call,
          created_at: new Date().toISOString(),
        })
        return call
      },
      mutates: () => true,
    })
    await backend.handle('one', 'tab', 'call-1')
    await backend.handle('two', 'tab', 'call-2')
    expect((await store.load()).changes).toBe(2)
    await backend.compact()
    const saved = await store.load()
    expect(saved.changes).toBe(0)
    expect(saved.journal.map((entry) => entry.id).sort()).toEqual(['call-1', 'call-2'])
    clearDb()
    await loadDatabase(store)
    expect(db.notes.get('note-two')?.note).toBe('two')
    backend.stop()
  })

  it('runs what a call leaves for later after its answer', async () => {
    const order: string[] = []
    const backend = createBackend<string>({
      store: createMemoryStore(),
      scenario: 'demo',
      journal: [],
      execute(_call, { backend: self }) {
        self.afterCall(() => order.push('delivery'))
        return Promise.resolve('answer')
      },
      mutates: () => false,
    })
    await backend.handle('send', 'tab', 'id').then(() => order.push('answer'))
    await vi.waitFor(() => expect(order).toEqual(['answer', 'delivery']))
    backend.stop()
  })
})

describe('serving the tabs', () => {
  const links: Array<TabLink<ServerCall>> = []
  afterEach(() => links.splice(0).forEach((link) => link.close()))

  it('answers another tab’s HTTP call, and the change outlives the serving tab', async () => {
    const channel = `serve-test-${crypto.randomUUID()}`
    const serving = new TabLink<ServerCall>(channel)
    const other = new TabLink<ServerCall>(channel)
    links.push(serving, other)
    const server = await serveFromThisTab(serving)

    const http = async (request: Request) =>
      fromWireResponse(await other.call({ kind: 'http', request: await toWireRequest(request) }))
    const signIn = await http(
      new Request('http://localhost/api/v1/auth/signin', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: demoAccounts.counsellor.email, password: DEMO_PASSWORD }),
      }),
    )
    expect(signIn.status).toBe(200)
    const { access_token: accessToken } = (
      (await signIn.json()) as { success: { access_token: string } }
    ).success
    const invited = await http(
      new Request('http://localhost/api/v1/invite/inviteStudent', {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${accessToken}` },
        body: JSON.stringify({ email: 'kept.after.reload@example.org' }),
      }),
    )
    expect(invited.status).toBe(200)
    server.stop()
    serving.close()

    // The next tab to serve loads what was saved.
    clearDb()
    const next = new TabLink<ServerCall>(channel)
    links.push(next)
    const nextServer = await serveFromThisTab(next)
    expect(
      db.connections.all().some((link) => link.studentEmail === 'kept.after.reload@example.org'),
    ).toBe(true)
    nextServer.stop()
  })

  it('runs a scheduled job once across a hand-over, the clock kept and told to every tab', async () => {
    const channel = `serve-test-${crypto.randomUUID()}`
    const serving = new TabLink<ServerCall>(channel)
    const other = new TabLink<ServerCall>(channel)
    links.push(serving, other)
    const heard: number[] = []
    const clockChannel = new BroadcastChannel(CLOCK_CHANNEL)
    clockChannel.onmessage = (event: MessageEvent<number>) => heard.push(event.data)
    const server = await serveFromThisTab(serving)
    const op = <T>(name: OpName) => other.call<T>({ kind: 'op', name, args: [] })

    // The demo seed has jobs waiting (session reminders, a request's nudge).
    const moved = await op<ClockMove>('advanceToNextJob')
    expect(moved.ran).toHaveLength(1)
    const sent = db.mails.all().length
    await vi.waitFor(() => expect(heard).toEqual([moved.offsetMs]))
    server.stop()
    serving.close()

    // The next tab to serve loads the clock and what ran: nothing runs twice.
    clearDb()
    const next = new TabLink<ServerCall>(channel)
    links.push(next)
    const again = await serveFromThisTab(next)
    expect((await op<ClockMove>('clock')).offsetMs).toBe(moved.offsetMs)
    expect((await op<ClockMove>('runScheduledJobs')).ran).toEqual([])
    expect(db.mails.all()).toHaveLength(sent)
    again.stop()
    clockChannel.close()
  })
})
