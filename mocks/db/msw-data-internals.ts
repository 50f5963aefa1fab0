import { Query } from '@msw/data'

/**
 * Every use the mock database makes of @msw/data's insides (1.1.7, pinned in package.json), kept
 * here so that an upgrade has one file to check. The public API cannot replace or delete a record
 * without looking for it from the start of the table (0.7 ms per record for a new chat message of
 * the large scenario), put saved records back without a schema check each, or empty a table
 * without a splice per record. What this file relies on, each point checked against a plain
 * Collection by msw-data-internals.test.ts, whose failures name this file:
 *
 * 1. `all()` returns the collection's own array of records, live: create pushes onto its end,
 *    update puts a new record object in the old one's place (leaving the old one as it was),
 *    delete splices it out, and the collection never swaps the array for another.
 * 2. update, updateMany and deleteMany find their records through `this.findFirst` and
 *    `this.findMany`, passing a Query object on as given: a subclass answers a KeyedQuery from its
 *    keys instead of testing every record.
 * 3. They then find each record's place with `findIndex` on that array, with a predicate that is
 *    true of that record only.
 * 4. A record is the schema's output with two non-enumerable symbol properties described
 *    'kPrimaryKey' (a string unique in the collection) and 'kRelationMap' (a Map), and no others.
 *
 * Should one stop holding, that test fails first. At run time, without 2 or 3 the same calls scan
 * the table as Collection's own do (slower, still right: a place is checked with Collection's
 * predicate before it is used), and restore and truncate check 4 and 1 and throw, naming this file.
 */
export const ADAPTER = 'mocks/db/msw-data-internals.ts'

type Predicate = (record: unknown, index: number, array: unknown[]) => unknown

/** What RecordArray uses of a Collection's public side. */
interface Records {
  all(): object[]
  count(): number
}

/** The records with some keys, as a query (point 2). */
export class KeyedQuery extends Query<unknown> {
  constructor(
    readonly keys: readonly string[],
    test: (record: unknown) => boolean,
  ) {
    super(test)
  }
}

export function keyedQuery(keys: readonly string[], keyOf: (record: object) => string) {
  const wanted = new Set(keys)
  return new KeyedQuery(keys, (record) => wanted.has(keyOf(record as object)))
}

/** The keys a query names, when it is a KeyedQuery. */
export function keysOf(query: unknown): readonly string[] | undefined {
  return query instanceof KeyedQuery ? query.keys : undefined
}

/**
 * Keys whose places Collection is about to look up: in table order for update and updateMany,
 * from the last to the first for deleteMany (1.1.7). Both ends are tried first, so either order
 * finds each place at once; any other order is still answered, by trying the rest.
 */
class Expected {
  readonly #keys: readonly string[]
  readonly #taken = new Set<number>()
  #first = 0
  #last: number

  constructor(keys: readonly string[]) {
    this.#keys = keys
    this.#last = keys.length - 1
  }

  /** The place of the first key `placeOf` finds (-1: none), which is then spent. */
  take(placeOf: (key: string) => number): number {
    while (this.#first <= this.#last && this.#taken.has(this.#first)) this.#first++
    while (this.#last >= this.#first && this.#taken.has(this.#last)) this.#last--
    const tryAt = (at: number) => {
      const place = placeOf(this.#keys[at]!)
      if (place !== -1) this.#taken.add(at)
      return place
    }
    if (this.#first > this.#last) return -1
    let place = tryAt(this.#first)
    if (place === -1 && this.#last > this.#first) place = tryAt(this.#last)
    for (let at = this.#first + 1; place === -1 && at < this.#last; at++)
      if (!this.#taken.has(at)) place = tryAt(at)
    return place
  }
}

/**
 * Collection's array of records (point 1), with where each record sits in it: a hint, checked
 * with Collection's predicate before use, and learnt again when a delete has moved records up.
 */
export class RecordArray {
  readonly #collection: Records
  readonly #records: object[]
  readonly #keyOf: (record: object) => string
  #places = new Map<string, number>()
  #stale = false
  readonly #expected = new Set<Expected>()

  constructor(collection: Records, keyOf: (record: object) => string) {
    this.#collection = collection
    this.#records = collection.all()
    this.#keyOf = keyOf
    // Point 3. Not enumerable: snapshots (structuredClone) and spreads see a plain array.
    Object.defineProperty(this.#records, 'findIndex', {
      enumerable: false,
      configurable: true,
      writable: true,
      value: (predicate: Predicate) => this.#find(predicate),
    })
  }

  /**
   * Runs while Collection updates or deletes the records of `keys` (a KeyedQuery's), so it finds
   * their places without a scan; returns the function that ends it.
   */
  expect(keys: readonly string[]): () => void {
    const expected = new Expected(keys)
    this.#expected.add(expected)
    return () => this.#expected.delete(expected)
  }

  /** Notes where a record create just made sits (at the end, as a rule). */
  added(key: string, record: object): void {
    for (let place = this.#records.length - 1; place >= 0; place--) {
      if (this.#records[place] === record) {
        this.#places.set(key, place)
        return
      }
    }
  }

  /** A record was deleted: the records after it moved up one place. */
  removed(key: string): void {
    this.#places.delete(key)
    this.#stale = true
  }

  /**
   * A function that puts a saved record back at the end of the array, marked as `model` (a
   * record the collection's create made) is marked, without create's copy and schema check.
   */
  restorer(model: object): (record: object, key: string) => void {
    const marks = Object.getOwnPropertySymbols(model)
    const primaryKey = marks.find((mark) => mark.description === 'kPrimaryKey')
    const relations = marks.find((mark) => mark.description === 'kRelationMap')
    if (!primaryKey || !relations || marks.length !== 2)
      throw new Error(
        `${ADAPTER}: @msw/data no longer marks a record with kPrimaryKey and kRelationMap only ` +
          `(found ${marks.map(String).join(', ') || 'none'}): records cannot be restored`,
      )
    return (record, key) => {
      Object.defineProperties(record, {
        [primaryKey]: { enumerable: false, configurable: false, value: key },
        [relations]: { enumerable: false, configurable: false, value: new Map() },
      })
      this.#records.push(record)
      this.#places.set(key, this.#records.length - 1)
      this.#check('restore')
    }
  }

  /** Empties the array at once (Collection.clear splices record by record: 40 s at scale). */
  empty(): void {
    this.#records.length = 0
    this.#places = new Map()
    this.#stale = false
    this.#check('truncate')
  }

  /** Point 1 at run time: the array this holds is still the one the collection counts. */
  #check(operation: string): void {
    if (this.#collection.count() !== this.#records.length)
      throw new Error(
        `${ADAPTER}: @msw/data's all() no longer returns the collection's own records: ` +
          `${operation} cannot change them`,
      )
  }

  /** Collection's findIndex, looking first where a record it is expected to ask for sits. */
  #find(predicate: Predicate): number {
    const records: unknown[] = this.#records
    for (const expected of this.#expected) {
      const place = expected.take((key) => this.#placeOf(key, predicate))
      if (place !== -1) return place
    }
    return Array.prototype.findIndex.call(records, predicate)
  }

  #placeOf(key: string, predicate: Predicate): number {
    let place = this.#checked(key, predicate)
    // After a delete, or for a key never placed, the places are learnt again.
    if (place === -1 && (this.#stale || !this.#places.has(key))) {
      this.#places = new Map(this.#records.map((record, at) => [this.#keyOf(record), at]))
      this.#stale = false
      place = this.#checked(key, predicate)
    }
    return place
  }

  #checked(key: string, predicate: Predicate): number {
    const place = this.#places.get(key)
    const records: unknown[] = this.#records
    return place !== undefined &&
      place < records.length &&
      predicate(records[place], place, records)
      ? place
      : -1
  }
}
