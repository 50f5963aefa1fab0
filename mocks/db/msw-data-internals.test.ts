import { readFileSync } from 'node:fs'

import { Collection } from '@msw/data'
import { afterEach, describe, expect, it, vi } from 'vitest'
import * as z from 'zod/mini'

import { ADAPTER, keyedQuery, keysOf, RecordArray } from './msw-data-internals'

/**
 * The points of @msw/data's insides that msw-data-internals.ts relies on, checked against a plain
 * Collection: after an upgrade of @msw/data, a failure here names what changed, and the adapter
 * is where to change our side (or the upgrade is refused).
 */
const { version } = JSON.parse(
  readFileSync(new URL('../../node_modules/@msw/data/package.json', import.meta.url), 'utf8'),
) as { version: string }
const changed = (what: string) => `${ADAPTER} relies on this, and @msw/data ${version} ${what}`

const schema = z.object({ id: z.string(), name: z.string() })
type Row = z.infer<typeof schema>
const keyOf = (record: unknown) => (record as Row).id

/** A collection of a, b and c, each record noted by a RecordArray as IndexedCollection does. */
async function abc() {
  const collection = new Collection({ schema })
  const array = new RecordArray(collection, keyOf)
  for (const id of ['a', 'b', 'c']) array.added(id, await collection.create({ id, name: id }))
  return { collection, array, records: collection.all() }
}

/** Answers keyed queries from the records' keys, as IndexedCollection's findFirst/findMany do. */
function answerKeyedQueries(collection: Collection<typeof schema>) {
  const byKeys = (query: unknown) =>
    keysOf(query)?.map((key) => collection.all().find((record) => record.id === key))
  const findFirst = collection.findFirst.bind(collection)
  const findMany = collection.findMany.bind(collection)
  return {
    findFirst: vi
      .spyOn(collection, 'findFirst')
      .mockImplementation((query, options) => byKeys(query)?.[0] ?? findFirst(query, options)),
    findMany: vi
      .spyOn(collection, 'findMany')
      .mockImplementation(
        (query, options) => byKeys(query)?.flatMap((r) => r ?? []) ?? findMany(query, options),
      ),
  }
}

/** A keyed query whose test must never run: the collection asks findFirst/findMany instead. */
function untestedQuery(keys: string[]) {
  const query = keyedQuery(keys, keyOf)
  vi.spyOn(query, 'test').mockImplementation(() => {
    throw new Error(changed('tests a query itself instead of asking findFirst/findMany'))
  })
  return query
}

const rename = { data: (row: Row) => void (row.name = `${row.name}!`) }

afterEach(() => {
  vi.restoreAllMocks()
})

describe(`${ADAPTER} (@msw/data ${version})`, () => {
  it('1. all() is the collection’s own array, changed in place and never swapped', async () => {
    const { collection, records } = await abc()
    const [a, b, c] = records
    expect(collection.all(), changed('returns a copy from all()')).toBe(records)
    expect(records.map(keyOf), changed('no longer appends on create')).toEqual(['a', 'b', 'c'])

    const b2 = await collection.update((q) => q.where({ id: 'b' }), rename)
    expect(collection.all(), changed('swaps its array on update')).toBe(records)
    expect(records, changed('no longer replaces a record in its place')).toEqual([a, b2, c])
    // The indexes compare the record before an update with the one after.
    expect(b2, changed('updates the record object itself')).not.toBe(b)
    expect(b?.name, changed('changes the record read before an update')).toBe('b')

    collection.delete((q) => q.where({ id: 'a' }))
    expect(collection.all(), changed('swaps its array on delete')).toBe(records)
    expect(records, changed('no longer splices a deleted record out')).toEqual([b2, c])

    records.length = 0
    expect(collection.count(), changed('keeps a count apart from its array')).toBe(0)
    expect(collection.findMany(), changed('reads another array than all()')).toEqual([])
    await collection.create({ id: 'd', name: 'd' })
    expect(collection.all(), changed('swaps its array after it is emptied')).toBe(records)
    expect(records.map(keyOf), changed('does not refill the array all() returned')).toEqual(['d'])
  })

  it('2. update, updateMany and deleteMany look up a query through this.findFirst/findMany', async () => {
    const { collection } = await abc()
    const { findFirst, findMany } = answerKeyedQueries(collection)

    const one = untestedQuery(['b'])
    const updated = await collection.update(one, rename)
    expect(findFirst.mock.calls[0]?.[0], changed('no longer asks findFirst in update')).toBe(one)
    expect(updated?.name).toBe('b!')

    const two = untestedQuery(['a', 'c'])
    const many = await collection.updateMany(two, rename)
    expect(findMany.mock.calls[0]?.[0], changed('no longer asks findMany in updateMany')).toBe(two)
    expect(many.map((row) => row.name)).toEqual(['a!', 'c!'])

    const gone = untestedQuery(['a', 'b'])
    const deleted = collection.deleteMany(gone)
    expect(findMany.mock.calls[1]?.[0], changed('no longer asks findMany in deleteMany')).toBe(gone)
    expect(deleted.map(keyOf)).toEqual(['a', 'b'])
    expect(collection.all().map(keyOf)).toEqual(['c'])
  })

  it('3. update and delete find a record’s place with findIndex on that array', async () => {
    const { collection, array, records } = await abc()
    answerKeyedQueries(collection)
    // RecordArray's own findIndex on the array; the prototype's would be a scan.
    const find = vi.spyOn(records, 'findIndex')
    const scan = vi.spyOn(Array.prototype, 'findIndex')

    const done = array.expect(['b'])
    try {
      await collection.update(keyedQuery(['b'], keyOf), rename)
    } finally {
      done()
    }
    expect(
      find,
      changed('no longer finds the record it replaces with findIndex'),
    ).toHaveBeenCalled()
    const predicate = find.mock.calls[0]![0]
    expect(
      records.filter((record, at) => predicate(record, at, records)).map(keyOf),
      changed('looks for the record it replaces with a predicate true of others too'),
    ).toEqual(['b'])
    expect(records.map((row) => row.name)).toEqual(['a', 'b!', 'c'])
    // RecordArray answered from the place it expected, without a findIndex from the start.
    expect(scan.mock.contexts.filter((context) => context === records)).toEqual([])

    find.mockClear()
    collection.delete(records[2]!)
    expect(find, changed('no longer finds the record it deletes with findIndex')).toHaveBeenCalled()
    expect(records.map(keyOf)).toEqual(['a', 'b'])
  })

  it('3. asks for places in table order on updateMany, from the last on deleteMany', async () => {
    // Not needed for right answers (every place is checked), but RecordArray tries the ends of
    // the keys first: another order makes each search try every key left.
    const { collection, array, records } = await abc()
    answerKeyedQueries(collection)
    const asked: string[] = []
    const find = records.findIndex.bind(records)
    vi.spyOn(records, 'findIndex').mockImplementation((predicate) => {
      const found = find(predicate)
      asked.push(keyOf(records[found]))
      return found
    })

    const keys = ['a', 'b', 'c']
    let done = array.expect(keys)
    await collection.updateMany(keyedQuery(keys, keyOf), rename).finally(done)
    expect(asked, changed('no longer replaces records in table order')).toEqual(keys)

    asked.length = 0
    done = array.expect(keys)
    try {
      collection.deleteMany(keyedQuery(keys, keyOf))
    } finally {
      done()
    }
    expect(asked, changed('no longer deletes from the last record to the first')).toEqual(
      [...keys].reverse(),
    )
  })

  it('4. a record is the schema’s output marked with kPrimaryKey and kRelationMap only', async () => {
    const { records } = await abc()
    const record = records[0]!
    const marks = Object.getOwnPropertySymbols(record)
    expect(
      marks.map((mark) => mark.description).sort(),
      changed('marks its records with other symbols'),
    ).toEqual(['kPrimaryKey', 'kRelationMap'])
    for (const mark of marks)
      expect(
        Object.getOwnPropertyDescriptor(record, mark)?.enumerable,
        changed('makes a mark enumerable'),
      ).toBe(false)
    const [primaryKey, relations] = ['kPrimaryKey', 'kRelationMap'].map((name) =>
      marks.find((mark) => mark.description === name)!,
    )
    expect(typeof Reflect.get(record, primaryKey!), changed('keys records otherwise')).toBe(
      'string',
    )
    expect(Reflect.get(record, relations!), changed('keeps relations otherwise')).toBeInstanceOf(
      Map,
    )
  })

  it('4. records put back by the restorer are records to the collection', async () => {
    const { collection, array, records } = await abc()
    const putBack = array.restorer(records[0]!)
    putBack({ id: 'd', name: 'd' }, 'd')
    putBack({ id: 'e', name: 'e' }, 'e')
    expect(collection.count()).toBe(5)
    expect(structuredClone(records.slice(3))).toEqual([
      { id: 'd', name: 'd' },
      { id: 'e', name: 'e' },
    ])

    const d = collection.findFirst((q) => q.where({ id: 'd' }))!
    const updated = await collection.update(d, rename)
    expect(updated?.name, changed('does not update a restored record')).toBe('d!')
    expect(records[3], changed('does not replace a restored record in its place')).toBe(updated)
    collection.delete(records[4]!)
    expect(records.map(keyOf), changed('does not delete a restored record')).toEqual([
      'a',
      'b',
      'c',
      'd',
    ])
  })

  it('fails loudly, naming the adapter, when a point no longer holds at run time', () => {
    const plain = { id: 'x', name: 'x' }
    const array = new RecordArray({ all: () => [], count: () => 0 }, keyOf)
    expect(() => array.restorer(plain)).toThrow(`${ADAPTER}: @msw/data no longer marks a record`)
    const detached = new RecordArray({ all: () => [plain], count: () => 1 }, keyOf)
    expect(() => detached.empty()).toThrow(`${ADAPTER}: @msw/data's all() no longer returns`)
  })
})
