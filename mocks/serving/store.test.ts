import { IDBFactory } from 'fake-indexeddb'
import { describe, expect, it } from 'vitest'

import {
  CHUNK_SIZE,
  createMemoryStore,
  JOURNAL_TTL_MS,
  openIndexedDbStore,
  STORE_FORMAT,
  type MockStore,
} from './store'

const state = {
  format: STORE_FORMAT,
  scenario: 'demo' as const,
  seededAt: '2026-11-26T08:00:00.000Z',
}
const user = (id: string, name: string) => ({ id, firstName: name })

describe.each([
  ['IndexedDB (fake-indexeddb in Node)', () => openIndexedDbStore('test-store', new IDBFactory())],
  ['memory', () => Promise.resolve(createMemoryStore())],
] as Array<[string, () => Promise<MockStore>]>)('the mock store in %s', (_, open) => {
  it('is empty until something is saved', async () => {
    const store = await open()
    await expect(store.load()).resolves.toEqual({
      state: undefined,
      records: [],
      journal: [],
      changes: 0,
    })
  })

  it('keeps a replace, then each change written after it, with the places in the tables', async () => {
    const store = await open()
    await store.replace(state, [
      { table: 'users', key: 'u2', order: 1, record: user('u2', 'Second') },
      { table: 'users', key: 'u1', order: 0, record: user('u1', 'First') },
      { table: 'notes', key: 'n1', order: 0, record: { id: 'n1', note: 'kept' } },
    ])
    await store.write(
      [
        { type: 'put', table: 'users', key: 'u1', order: 0, record: user('u1', 'Renamed') },
        { type: 'put', table: 'users', key: 'u3', order: 2, record: user('u3', 'Third') },
        { type: 'delete', table: 'notes', key: 'n1' },
      ],
      [{ id: 'call-1', at: Date.now(), value: { status: 200 } }],
    )
    const loaded = await store.load()
    expect(loaded.state).toEqual(state)
    const users = loaded.records
      .filter((entry) => entry.table === 'users')
      .sort((a, b) => a.order - b.order)
      .map((entry) => entry.record)
    expect(users).toEqual([user('u1', 'Renamed'), user('u2', 'Second'), user('u3', 'Third')])
    expect(loaded.records.some((entry) => entry.table === 'notes')).toBe(false)
    expect(loaded.changes).toBe(3)
    expect(loaded.journal).toEqual([
      expect.objectContaining({ id: 'call-1', value: { status: 200 } }),
    ])
  })

  it('a replace forgets every record and answer saved before it', async () => {
    const store = await open()
    await store.write(
      [{ type: 'put', table: 'users', key: 'old', order: 0, record: user('old', 'Old') }],
      [{ id: 'old-call', at: Date.now(), value: 1 }],
    )
    await store.replace({ ...state, scenario: 'empty' }, [])
    await expect(store.load()).resolves.toEqual({
      state: { ...state, scenario: 'empty' },
      records: [],
      journal: [],
      changes: 0,
    })
  })
})

describe('the IndexedDB store', () => {
  it('drops journal answers past their time as new ones are written', async () => {
    const store = await openIndexedDbStore('test-journal', new IDBFactory())
    await store.write([], [{ id: 'stale', at: Date.now() - JOURNAL_TTL_MS - 1, value: 'old' }])
    await store.write([], [{ id: 'fresh', at: Date.now(), value: 'new' }])
    const { journal } = await store.load()
    expect(journal.map((entry) => entry.id)).toEqual(['fresh'])
  })

  it('keeps the data of a closed connection for the next one (a reload)', async () => {
    const factory = new IDBFactory()
    const first = await openIndexedDbStore('test-reload', factory)
    await first.replace(state, [
      { table: 'users', key: 'u1', order: 0, record: user('u1', 'Kept') },
    ])
    first.close()
    const second = await openIndexedDbStore('test-reload', factory)
    const { records } = await second.load()
    expect(records.map((entry) => entry.record)).toEqual([user('u1', 'Kept')])
  })

  it('lays the change log over tables written in many chunks, in table order', async () => {
    const store = await openIndexedDbStore('test-chunks', new IDBFactory())
    const many = Array.from({ length: CHUNK_SIZE * 2 + 7 }, (_, order) => ({
      table: 'chatMessages',
      key: `m${order}`,
      order,
      record: { id: `m${order}`, message: `Message ${order}` },
    }))
    await store.replace(state, many)
    await store.write(
      [
        { type: 'delete', table: 'chatMessages', key: 'm3' },
        {
          type: 'put',
          table: 'chatMessages',
          key: `m${CHUNK_SIZE + 1}`,
          order: CHUNK_SIZE + 1,
          record: { id: `m${CHUNK_SIZE + 1}`, message: 'Edited' },
        },
        {
          type: 'put',
          table: 'chatMessages',
          key: 'new',
          order: many.length,
          record: { id: 'new', message: 'Newest' },
        },
      ],
      [],
    )
    const { records } = await store.load()
    expect(records).toHaveLength(many.length)
    expect(records.map((entry) => entry.order)).toEqual([
      ...many.map((entry) => entry.order).filter((order) => order !== 3),
      many.length,
    ])
    expect(records[CHUNK_SIZE]?.record).toEqual({ id: `m${CHUNK_SIZE + 1}`, message: 'Edited' })
    expect(records.at(-1)?.record).toEqual({ id: 'new', message: 'Newest' })
  })
})
