import { Collection } from '@msw/data'
import { afterEach, describe, expect, it, vi } from 'vitest'
import * as z from 'zod/mini'

import type { DbChange } from './change-feed'
import { IndexedCollection } from './indexed-collection'

const messageSchema = z.object({
  id: z.string(),
  from: z.string(),
  to: z.string(),
  at: z.string(),
  read: z.boolean(),
})
type Message = z.infer<typeof messageSchema>

function messages() {
  const table = new IndexedCollection({
    name: 'messages',
    schema: messageSchema,
    key: 'id',
    indexes: {
      to: (message) => message.to,
      unread: (message) => (message.read ? null : message.to),
      pair: {
        of: (message) => [message.from, message.to].sort().join('|'),
        newest: (message) => message.at,
      },
    },
  })
  const changes: DbChange[] = []
  table.onChange((change) => changes.push(change))
  return { table, changes }
}

const message = (id: string, to: string, at: string, extra: Partial<Message> = {}): Message => ({
  id,
  from: 'ana',
  to,
  at,
  read: false,
  ...extra,
})

const ids = (records: ReadonlyArray<{ id: string }>) => records.map((record) => record.id)
const T1 = '2026-01-01T10:00:00.000Z'
const T2 = '2026-01-02T10:00:00.000Z'
const T3 = '2026-01-03T10:00:00.000Z'

/** Every index answer agrees with a scan of the table (what the indexes must stay equal to). */
function expectIndexesTrue(table: ReturnType<typeof messages>['table']) {
  const all = table.all()
  for (const to of new Set(all.map((record) => record.to))) {
    expect(ids(table.lookup('to', to))).toEqual(ids(all.filter((record) => record.to === to)))
    const unread = all.filter((record) => record.to === to && !record.read)
    expect(ids(table.lookup('unread', to))).toEqual(ids(unread))
    expect(table.countOf('unread', to)).toBe(unread.length)
  }
  for (const record of all) expect(table.get(record.id)).toBe(record)
}

afterEach(() => {
  vi.restoreAllMocks()
})

describe('IndexedCollection', () => {
  it('finds created records by key and by index, in table order', async () => {
    const { table, changes } = messages()
    await table.create(message('m1', 'bo', T1))
    await table.create(message('m2', 'cy', T2))
    await table.create(message('m3', 'bo', T3, { read: true }))

    expect(table.get('m2')?.to).toBe('cy')
    expect(table.get('nope')).toBeUndefined()
    expect(ids(table.lookup('to', 'bo'))).toEqual(['m1', 'm3'])
    expect(ids(table.lookup('unread', 'bo'))).toEqual(['m1'])
    expect(table.countOf('to', 'bo')).toBe(2)
    expect(table.lookup('to', 'nobody')).toEqual([])
    expect(table.countOf('to', 'nobody')).toBe(0)
    expect(ids(table.lookupAll('to', ['cy', 'bo']))).toEqual(['m1', 'm2', 'm3'])
    expect(changes.map((change) => [change.type, change.key])).toEqual([
      ['put', 'm1'],
      ['put', 'm2'],
      ['put', 'm3'],
    ])
  })

  it('refuses a duplicate key, leaving the table and the indexes as they were', async () => {
    const { table, changes } = messages()
    await table.create(message('m1', 'bo', T1))
    await expect(table.create(message('m1', 'cy', T2))).rejects.toThrow(/m1 exists/)
    expect(table.all()).toHaveLength(1)
    expect(table.get('m1')?.to).toBe('bo')
    expect(table.lookup('to', 'cy')).toEqual([])
    expect(changes).toHaveLength(1)
  })

  it('moves a record between index values when an update changes the indexed field', async () => {
    const { table, changes } = messages()
    await table.create(message('m1', 'bo', T1))
    await table.create(message('m2', 'cy', T2))
    await table.create(message('m3', 'cy', T3))
    changes.length = 0

    // m1 joins cy's group after m2 and m3 did, but comes first in table order.
    const moved = await table.update((q) => q.where({ id: 'm1' }), {
      data(record) {
        record.to = 'cy'
      },
    })
    expect(moved?.to).toBe('cy')
    expect(table.lookup('to', 'bo')).toEqual([])
    expect(table.countOf('to', 'bo')).toBe(0)
    expect(ids(table.lookup('to', 'cy'))).toEqual(['m1', 'm2', 'm3'])
    expect(table.get('m1')).toBe(moved)
    expect(changes).toEqual([{ type: 'put', collection: 'messages', key: 'm1', record: moved }])
    expectIndexesTrue(table)
  })

  it('keeps the indexes through updateMany, and reports each record it changed once', async () => {
    const { table, changes } = messages()
    for (const [id, to] of [
      ['m1', 'bo'],
      ['m2', 'cy'],
      ['m3', 'bo'],
    ] as const)
      await table.create(message(id, to, T1))
    changes.length = 0

    const read = await table.updateMany((q) => q.where({ to: 'bo' }), {
      data(record) {
        record.read = true
      },
    })
    expect(ids(read)).toEqual(['m1', 'm3'])
    expect(table.lookup('unread', 'bo')).toEqual([])
    expect(ids(table.lookup('unread', 'cy'))).toEqual(['m2'])
    expect(changes.map((change) => change.key)).toEqual(['m1', 'm3'])
    expectIndexesTrue(table)
  })

  it('takes a record out of every index on delete and deleteMany', async () => {
    const { table, changes } = messages()
    for (const [id, to] of [
      ['m1', 'bo'],
      ['m2', 'cy'],
      ['m3', 'bo'],
      ['m4', 'bo'],
    ] as const)
      await table.create(message(id, to, T1))
    changes.length = 0

    table.delete((q) => q.where({ id: 'm3' }))
    expect(ids(table.lookup('to', 'bo'))).toEqual(['m1', 'm4'])
    expect(table.get('m3')).toBeUndefined()
    const deleted = table.deleteMany((q) => q.where({ to: 'bo' }))
    expect(ids(deleted)).toEqual(['m1', 'm4'])
    expect(table.lookup('to', 'bo')).toEqual([])
    expect(table.countOf('unread', 'bo')).toBe(0)
    expect(ids(table.all())).toEqual(['m2'])
    expect(changes).toEqual([
      { type: 'delete', collection: 'messages', key: 'm3' },
      { type: 'delete', collection: 'messages', key: 'm1' },
      { type: 'delete', collection: 'messages', key: 'm4' },
    ])
    expectIndexesTrue(table)
  })

  it('empties everything on truncate, without change events', async () => {
    const { table, changes } = messages()
    await table.create(message('m1', 'bo', T1))
    await table.create(message('m2', 'bo', T2))
    changes.length = 0

    table.truncate()
    expect(table.all()).toEqual([])
    expect(table.get('m1')).toBeUndefined()
    expect(table.lookup('to', 'bo')).toEqual([])
    expect(table.newestOf('pair', 'ana|bo')).toBeUndefined()
    expect(changes).toEqual([])
    // The same keys can come back, in a fresh order.
    await table.create(message('m2', 'bo', T1))
    await table.create(message('m1', 'bo', T1))
    expect(ids(table.lookup('to', 'bo'))).toEqual(['m2', 'm1'])
    expectIndexesTrue(table)
  })

  it('refuses an update that changes the key, leaving the record and the indexes unchanged', async () => {
    const { table, changes } = messages()
    const original = await table.create(message('m1', 'bo', T1))
    changes.length = 0

    await expect(
      table.update((q) => q.where({ id: 'm1' }), {
        data(record) {
          record.id = 'm9'
          record.to = 'cy'
        },
      }),
    ).rejects.toThrow(/key field id of m1 cannot change/)
    expect(table.get('m1')).toBe(original)
    expect(table.get('m9')).toBeUndefined()
    expect(table.all()).toEqual([original])
    expect(ids(table.lookup('to', 'bo'))).toEqual(['m1'])
    expect(table.lookup('to', 'cy')).toEqual([])
    await expect(
      table.updateRecords([original], { data: (record) => void (record.id = 'm9') }),
    ).rejects.toThrow(/cannot change/)
    expect(table.get('m1')).toBe(original)
    expect(changes).toEqual([])
  })

  it('keeps the newest record of each index value through creates, updates and deletes', async () => {
    const { table } = messages()
    await table.create(message('m1', 'bo', T2))
    await table.create(message('m2', 'bo', T1))
    expect(table.newestOf('pair', 'ana|bo')?.id).toBe('m1')
    // A tie goes to the later record in table order, as newestFirst orders them.
    await table.create(message('m3', 'bo', T2))
    expect(table.newestOf('pair', 'ana|bo')?.id).toBe('m3')
    // The newest moving back in time gives way.
    await table.updateRecord('m3', { data: (record) => void (record.at = T1) })
    expect(table.newestOf('pair', 'ana|bo')?.id).toBe('m1')
    await table.updateRecord('m2', { data: (record) => void (record.at = T3) })
    expect(table.newestOf('pair', 'ana|bo')?.id).toBe('m2')
    // An update that leaves the date alone keeps it; leaving the group gives it up.
    await table.updateRecord('m2', { data: (record) => void (record.read = true) })
    expect(table.newestOf('pair', 'ana|bo')?.id).toBe('m2')
    await table.updateRecord('m2', { data: (record) => void (record.to = 'cy') })
    expect(table.newestOf('pair', 'ana|bo')?.id).toBe('m1')
    expect(table.newestOf('pair', 'ana|cy')?.id).toBe('m2')
    table.deleteRecords([table.get('m1') as Message])
    expect(table.newestOf('pair', 'ana|bo')?.id).toBe('m3')
    table.deleteRecords([table.get('m3') as Message])
    expect(table.newestOf('pair', 'ana|bo')).toBeUndefined()
    // An index without `newest` has none.
    expect(table.newestOf('to', 'cy')).toBeUndefined()
  })

  it('updates and deletes known records without scanning the table', async () => {
    const { table, changes } = messages()
    for (let index = 0; index < 50; index++)
      await table.create(message(`m${index}`, index % 2 ? 'bo' : 'cy', T1))
    changes.length = 0
    const findMany = vi.spyOn(Collection.prototype, 'findMany')
    const findFirst = vi.spyOn(Collection.prototype, 'findFirst')
    const findIndex = vi.spyOn(Array.prototype, 'findIndex')

    const read = await table.updateRecords(table.lookup('to', 'bo').reverse(), {
      data: (record) => void (record.read = true),
    })
    // In table order, whatever order they were given in; each reported once.
    expect(ids(read)).toEqual(ids(table.lookup('to', 'bo')))
    expect(changes.map((change) => change.key)).toEqual(ids(read))
    expect(table.countOf('unread', 'bo')).toBe(0)
    expect(await table.updateRecord('nobody', { data: () => undefined })).toBeUndefined()
    const gone = table.deleteRecords(table.lookup('to', 'cy').slice(0, 5))
    expect(ids(gone)).toEqual(['m0', 'm2', 'm4', 'm6', 'm8'])
    // After a delete the records after it moved: the right one is still updated.
    const later = await table.updateRecord('m49', { data: (record) => void (record.to = 'dee') })
    expect(later?.to).toBe('dee')

    expect(findMany).not.toHaveBeenCalled()
    expect(findFirst).not.toHaveBeenCalled()
    expect(findIndex).not.toHaveBeenCalled()
    expect(changes).toHaveLength(25 + 5 + 1)
    expectIndexesTrue(table)
  })

  it('puts restored records back at their places, without change events', async () => {
    const { table, changes } = messages()
    await table.restore([
      { order: 7, record: message('m2', 'bo', T1) },
      { order: 3, record: message('m1', 'bo', T1) },
    ])
    await table.create(message('m3', 'bo', T1))
    expect(ids(table.lookup('to', 'bo'))).toEqual(['m1', 'm2', 'm3'])
    expect(table.orderOf('m1')).toBe(3)
    expect(table.orderOf('m3')).toBe(8)
    expect(table.newestOf('pair', 'ana|bo')?.id).toBe('m3')
    expect(changes.map((change) => change.key)).toEqual(['m3'])
    // A restored record is updated in its place.
    await table.updateRecord('m1', { data: (record) => void (record.read = true) })
    expect(table.get('m1')?.read).toBe(true)
    expectIndexesTrue(table)
  })

  it('updates known records of calls that overlap in time, without scanning', async () => {
    const { table, changes } = messages()
    for (let index = 0; index < 6; index++) await table.create(message(`m${index}`, 'bo', T1))
    changes.length = 0
    const findIndex = vi.spyOn(Array.prototype, 'findIndex')

    // Two calls in flight at once: each one's expected records are found, whichever asks.
    const [read, moved] = await Promise.all([
      table.updateRecords(
        ['m0', 'm2', 'm4'].map((id) => table.get(id)!),
        {
          data: (record) => void (record.read = true),
        },
      ),
      table.updateRecords(
        ['m5', 'm3', 'm1'].map((id) => table.get(id)!),
        {
          data: (record) => void (record.to = 'cy'),
        },
      ),
    ])
    expect(ids(read)).toEqual(['m0', 'm2', 'm4'])
    expect(ids(moved)).toEqual(['m1', 'm3', 'm5'])
    expect(ids(table.lookup('unread', 'cy'))).toEqual(['m1', 'm3', 'm5'])
    expect(ids(table.all())).toEqual(['m0', 'm1', 'm2', 'm3', 'm4', 'm5'])
    expect(table.all()).toEqual([...read, ...moved].sort((a, b) => a.id.localeCompare(b.id)))
    expect(findIndex).not.toHaveBeenCalled()
    expect(changes).toHaveLength(6)
    expectIndexesTrue(table)
  })

  it('knows the places of restored and re-created records, without scanning', async () => {
    const { table } = messages()
    await table.restore(
      ['m1', 'm2', 'm3'].map((id, order) => ({ order, record: message(id, 'bo', T1) })),
    )
    const findIndex = vi.spyOn(Array.prototype, 'findIndex')
    await table.updateRecord('m3', { data: (record) => void (record.read = true) })
    expect(ids(table.deleteRecords([table.get('m2')!]))).toEqual(['m2'])
    table.truncate()
    await table.create(message('m4', 'cy', T1))
    await table.create(message('m5', 'cy', T1))
    expect(ids(table.deleteRecords(table.lookup('to', 'cy')))).toEqual(['m4', 'm5'])
    expect(table.all()).toEqual([])
    expect(findIndex).not.toHaveBeenCalled()
  })

  it('stops reporting changes to a listener that unsubscribed', async () => {
    const { table, changes } = messages()
    const later: DbChange[] = []
    const unsubscribe = table.onChange((change) => later.push(change))
    await table.create(message('m1', 'bo', T1))
    unsubscribe()
    await table.updateRecord('m1', { data: (record) => void (record.read = true) })
    table.deleteRecords([table.get('m1')!])
    expect(later.map((change) => change.type)).toEqual(['put'])
    expect(changes.map((change) => change.type)).toEqual(['put', 'put', 'delete'])
  })

  it('snapshots as a plain array', async () => {
    const { table } = messages()
    await table.create(message('m1', 'bo', T1))
    expect(structuredClone(table.all())).toEqual([message('m1', 'bo', T1)])
    expect(Object.keys(table.all())).toEqual(['0'])
  })
})
