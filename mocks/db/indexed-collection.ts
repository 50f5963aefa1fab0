import { Collection, Query, type CollectionOptions } from '@msw/data'
import type { StandardSchemaV1 } from '@standard-schema/spec'

/**
 * A @msw/data collection that knows its records by key and keeps secondary indexes, so the
 * handlers read in proportion to the answer instead of scanning tables (the large scenario has
 * 54,000 chat messages: a contacts list that scanned them once per student took a minute).
 *
 * It also reports every change (the record as stored after a create or update, or its key after a
 * delete): the browser's one mock server writes just those records to IndexedDB
 * (mocks/serving/store.ts) instead of the whole database.
 *
 * Rules that keep the indexes true: a record's key field never changes (an update that changes it
 * is refused before it applies), and records change only through the collection's methods (its
 * own update drafts), never by assigning to a record that was read.
 *
 * Changing known records: `updateRecords`, `updateRecord` and `deleteRecords` take records read
 * with `get` or `lookup` and change them without a scan (update and delete with a query predicate
 * still scan the table, as Collection's do).
 */
export type IndexKey = string | null | undefined

/**
 * A secondary index: the value a record is filed under (null: not in this index), or that with a
 * maintained aggregate. `newest` keeps, per value, the record with the greatest date, compared as
 * `newestFirst` (mocks/handlers/shared/common.ts) compares them (localeCompare, none as ''), the
 * later record in table order winning a tie: `newestOf` answers it without reading the group.
 */
export type IndexDefinition<R> =
  | ((record: R) => IndexKey)
  | { of: (record: R) => IndexKey; newest?: (record: R) => string | null | undefined }

export type DbChange =
  | { type: 'put'; collection: string; key: string; record: object }
  | { type: 'delete'; collection: string; key: string }

type ChangeListener = (change: DbChange) => void

export type CollectionRecord<S extends StandardSchemaV1> = ReturnType<Collection<S>['all']>[number]
type Output<S extends StandardSchemaV1> = StandardSchemaV1.InferOutput<S>
type UpdatePredicate<S extends StandardSchemaV1> = Parameters<Collection<S>['update']>[0]
type UpdateManyPredicate<S extends StandardSchemaV1> = Parameters<Collection<S>['updateMany']>[0]
type UpdateManyOptions<S extends StandardSchemaV1> = Parameters<Collection<S>['updateMany']>[1]
type DeletePredicate<S extends StandardSchemaV1> = Parameters<Collection<S>['delete']>[0]
type DeleteManyPredicate<S extends StandardSchemaV1> = Parameters<Collection<S>['deleteMany']>[0]
type DeleteManyOptions<S extends StandardSchemaV1> = Parameters<Collection<S>['deleteMany']>[1]
type Draft<S extends StandardSchemaV1> = Parameters<UpdateManyOptions<S>['data']>[0]
type FindFirstPredicate<S extends StandardSchemaV1> = Parameters<Collection<S>['findFirst']>[0]
type FindManyPredicate<S extends StandardSchemaV1> = Parameters<Collection<S>['findMany']>[0]
type FindManyOptions<S extends StandardSchemaV1> = Parameters<Collection<S>['findMany']>[1]

/** Records of one index value: their keys, and the key of the newest (undefined: not known). */
interface Group {
  keys: Set<string>
  newest: string | undefined
}

interface Index<R> {
  of: (record: R) => IndexKey
  newest: ((record: R) => string | null | undefined) | undefined
  map: Map<string, Group>
}

/**
 * The records of some keys, as a query: Collection's update, updateMany and deleteMany find their
 * records through this.findFirst/findMany, which answer it from the keys instead of scanning.
 */
class ChosenKeys extends Query<unknown> {
  constructor(
    readonly keys: readonly string[],
    test: (record: unknown) => boolean,
  ) {
    super(test)
  }
}

/** Keys whose place in the table Collection is about to look up, in the order it will. */
interface Pending {
  keys: readonly string[]
  at: number
}

const newer = (a: string | null | undefined, b: string | null | undefined) =>
  (a ?? '').localeCompare(b ?? '')

export interface IndexedCollectionOptions<
  S extends StandardSchemaV1,
  I extends string,
> extends CollectionOptions<S> {
  /** The table's name in change events and in the store. */
  name: string
  /** The field that names a record (unique, never changed). */
  key: keyof Output<S> & string
  /** Secondary indexes: a value derived from a record (null: not in this index). */
  indexes?: { readonly [name in I]: IndexDefinition<Output<S>> }
}

export class IndexedCollection<
  S extends StandardSchemaV1,
  I extends string = never,
> extends Collection<S> {
  readonly name: string
  readonly keyField: string
  readonly #byKey = new Map<string, CollectionRecord<S>>()
  /** Insertion order, so index answers come in table order as findMany's would. */
  readonly #order = new Map<string, number>()
  #sequence = 0
  readonly #indexes = new Map<I, Index<Output<S>>>()
  readonly #listeners = new Set<ChangeListener>()
  /**
   * Where each record sits in Collection's array (a hint, checked before use; stale after a
   * delete until rebuilt): Collection finds the record it replaces or deletes with a findIndex
   * over the whole array, 0.7 ms per record for a new chat message of the large scenario.
   */
  #positions = new Map<string, number>()
  #positionsStale = false
  readonly #pending = new Set<Pending>()

  constructor(options: IndexedCollectionOptions<S, I>) {
    super(options)
    this.name = options.name
    this.keyField = options.key
    for (const [name, definition] of Object.entries(options.indexes ?? {}) as Array<
      [I, IndexDefinition<Output<S>>]
    >) {
      const { of, newest } =
        typeof definition === 'function' ? { of: definition, newest: undefined } : definition
      this.#indexes.set(name, { of, newest, map: new Map() })
    }
    const records = this.all()
    Object.defineProperty(records, 'findIndex', {
      // Not enumerable: snapshots (structuredClone) and spreads see a plain array.
      enumerable: false,
      configurable: true,
      writable: true,
      value: (predicate: (record: unknown, index: number, array: unknown[]) => unknown) =>
        this.#findIndex(predicate),
    })
  }

  keyOf(record: Output<S>): string {
    return String((record as Record<string, unknown>)[this.keyField])
  }

  /** The record with this key (its key field's value). */
  get(key: string): CollectionRecord<S> | undefined {
    return this.#byKey.get(key)
  }

  /** Records whose index value is `value`, in table order. */
  lookup(index: I, value: string): Array<CollectionRecord<S>> {
    const group = this.#indexes.get(index)?.map.get(value)
    if (!group) return []
    const records: Array<CollectionRecord<S>> = []
    let last = -Infinity
    let sorted = true
    for (const key of group.keys) {
      const record = this.#byKey.get(key)
      if (!record) continue
      const order = this.#order.get(key) ?? 0
      if (order < last) sorted = false
      last = order
      records.push(record)
    }
    if (!sorted) {
      // Keys join a group in table order unless an update moved a record in: sort once, and keep
      // the group in that order for the next lookup.
      records.sort((a, b) => this.#orderOfRecord(a) - this.#orderOfRecord(b))
      group.keys = new Set(records.map((record) => this.keyOf(record)))
    }
    return records
  }

  /** Records whose index value is any of `values`, in table order. */
  lookupAll(index: I, values: Iterable<string>): Array<CollectionRecord<S>> {
    // Each group is in table order: merge them (a record is filed under one value only).
    let merged: Array<CollectionRecord<S>> = []
    for (const value of new Set(values)) {
      const records = this.lookup(index, value)
      merged = merged.length === 0 ? records : this.#merge(merged, records)
    }
    return merged
  }

  /**
   * The newest record filed under `value` in an index declared with `newest` (undefined when
   * there is none): the first record newestFirst would put first.
   */
  newestOf(index: I, value: string): CollectionRecord<S> | undefined {
    const definition = this.#indexes.get(index)
    const group = definition?.map.get(value)
    if (!definition?.newest || !group) return undefined
    if (group.newest === undefined) {
      let best: CollectionRecord<S> | undefined
      for (const key of group.keys) {
        const record = this.#byKey.get(key)
        if (record && (!best || this.#isNewer(definition, record, best))) best = record
      }
      group.newest = best ? this.keyOf(best) : undefined
      return best
    }
    return this.#byKey.get(group.newest)
  }

  /** How many records an index holds under `value` (no records are read). */
  countOf(index: I, value: string): number {
    return this.#indexes.get(index)?.map.get(value)?.keys.size ?? 0
  }

  /** The record's place in the table (rises with each create; an update keeps it). */
  orderOf(key: string): number | undefined {
    return this.#order.get(key)
  }

  /**
   * Puts back records saved earlier (mocks/serving/store.ts), each at the place it had, with no
   * change events: they are already saved. Records are schema-checked as on create.
   */
  async restore(entries: ReadonlyArray<{ order: number; record: object }>): Promise<void> {
    const sorted = [...entries].sort((a, b) => a.order - b.order)
    const [first, ...rest] = sorted
    if (!first) return
    // The first record goes through create: the schema checks it (data of another shape fails
    // the restore, and the caller seeds afresh), and it shows how the collection marks its
    // records. The others were checked when they were first written: creating each again (a deep
    // copy and a schema check per record) took most of a large scenario's load.
    const marked = await super.create(first.record)
    this.#restored(marked, first.order)
    const marks = Object.getOwnPropertySymbols(marked)
    const primaryKey = marks.find((mark) => mark.description === 'kPrimaryKey')
    const relations = marks.find((mark) => mark.description === 'kRelationMap')
    if (!primaryKey || !relations) throw new Error(`${this.name}: cannot restore without create`)
    const records = this.all()
    for (const { order, record } of rest) {
      const key = this.keyOf(record)
      if (this.#byKey.has(key)) throw new Error(`${this.name}: a record with key ${key} exists`)
      Object.defineProperties(record, {
        [primaryKey]: { enumerable: false, configurable: false, value: key },
        [relations]: { enumerable: false, configurable: false, value: new Map() },
      })
      const restored = record as CollectionRecord<S>
      records.push(restored)
      this.#restored(restored, order)
    }
  }

  #restored(record: CollectionRecord<S>, order: number): void {
    this.#add(record, order)
    if (order >= this.#sequence) this.#sequence = order + 1
  }

  /** Every change from now on; returns the unsubscribe function. */
  onChange(listener: ChangeListener): () => void {
    this.#listeners.add(listener)
    return () => this.#listeners.delete(listener)
  }

  /**
   * Updates the stored records with these records' keys (read with get or lookup), in table
   * order, without scanning the table: updateMany over exactly those records. Keys with no stored
   * record are skipped.
   */
  async updateRecords(
    records: Iterable<Output<S>>,
    options: UpdateManyOptions<S>,
  ): Promise<Array<CollectionRecord<S>>> {
    const keys = this.#storedKeys(records)
    if (keys.length === 0) return this.updateMany(this.#chosen([]), options)
    const pending = { keys, at: 0 }
    this.#pending.add(pending)
    try {
      return await this.updateMany(this.#chosen(keys), options)
    } finally {
      this.#pending.delete(pending)
    }
  }

  /**
   * updateRecords for one record, named by itself or by its key: the stored record with that key,
   * updated (undefined if there is none).
   */
  async updateRecord(
    record: Output<S> | string,
    options: Pick<UpdateManyOptions<S>, 'data'>,
  ): Promise<CollectionRecord<S> | undefined> {
    const stored = typeof record === 'string' ? this.#byKey.get(record) : record
    return stored ? (await this.updateRecords([stored], options))[0] : undefined
  }

  /** Deletes the stored records with these records' keys, without scanning the table. */
  deleteRecords(records: Iterable<Output<S>>): Array<CollectionRecord<S>> {
    const keys = this.#storedKeys(records)
    if (keys.length === 0) return []
    // Collection deletes from the last record to the first.
    const pending = { keys: [...keys].reverse(), at: 0 }
    this.#pending.add(pending)
    try {
      return this.deleteMany(this.#chosen(keys))
    } finally {
      this.#pending.delete(pending)
    }
  }

  override findFirst<Strict extends boolean>(
    predicate?: FindFirstPredicate<S>,
    options?: { strict?: Strict },
  ): Strict extends true ? CollectionRecord<S> : CollectionRecord<S> | undefined {
    if (predicate instanceof ChosenKeys) {
      const found = this.#recordsOf(predicate)[0]
      if (!found && options?.strict)
        throw new Error(`${this.name}: no record found matching the query`)
      return found as CollectionRecord<S>
    }
    return super.findFirst(predicate, options)
  }

  override findMany(
    predicate?: FindManyPredicate<S>,
    options?: FindManyOptions<S>,
  ): Array<CollectionRecord<S>> {
    if (predicate instanceof ChosenKeys) {
      const found = this.#recordsOf(predicate)
      if (found.length === 0 && options?.strict)
        throw new Error(`${this.name}: no records found matching the query`)
      return found
    }
    return super.findMany(predicate, options)
  }

  override async create(
    initialValues: StandardSchemaV1.InferInput<S>,
  ): Promise<CollectionRecord<S>> {
    const key = this.keyOf(initialValues)
    if (this.#byKey.has(key)) throw new Error(`${this.name}: a record with key ${key} exists`)
    const record = await super.create(initialValues)
    this.#add(record)
    this.#placed(key, record)
    this.#emit({ type: 'put', collection: this.name, key, record })
    return record
  }

  override async update<Strict extends boolean>(
    predicate: UpdatePredicate<S>,
    options: Parameters<Collection<S>['update']>[1] & { strict?: Strict },
  ): Promise<Strict extends true ? CollectionRecord<S> : CollectionRecord<S> | undefined> {
    const next = await super.update(predicate, { ...options, data: this.#keepKey(options.data) })
    if (next) this.#replaced(next)
    return next
  }

  override async updateMany(
    predicate: UpdateManyPredicate<S>,
    options: UpdateManyOptions<S>,
  ): Promise<Array<CollectionRecord<S>>> {
    const next = await super.updateMany(predicate, {
      ...options,
      data: this.#keepKey(options.data),
    })
    next.forEach((record) => this.#replaced(record))
    return next
  }

  override delete<Strict extends boolean>(
    predicate: DeletePredicate<S>,
    options?: { strict?: Strict },
  ): Strict extends true ? CollectionRecord<S> : CollectionRecord<S> | undefined {
    const deleted = super.delete(predicate, options)
    if (deleted) this.#deleted(deleted)
    return deleted
  }

  override deleteMany(
    predicate: DeleteManyPredicate<S>,
    options?: DeleteManyOptions<S>,
  ): Array<CollectionRecord<S>> {
    const deleted = super.deleteMany(predicate, options)
    deleted.forEach((record) => this.#deleted(record))
    return deleted
  }

  /**
   * Empties the table at once, without a change event per record (the caller resets whatever
   * follows the changes). Collection.clear() deletes record by record with a splice each: about
   * 40 s for the large scenario; truncating the live array that all() returns is the same.
   */
  truncate(): void {
    this.all().length = 0
    super.clear()
    this.#byKey.clear()
    this.#order.clear()
    this.#positions = new Map()
    this.#positionsStale = false
    for (const index of this.#indexes.values()) index.map.clear()
  }

  override clear(): void {
    this.truncate()
  }

  #keepKey(data: (draft: Draft<S>) => Promise<void> | void) {
    return async (draft: Draft<S>) => {
      const before = this.keyOf(draft)
      await data(draft)
      if (this.keyOf(draft) !== before)
        throw new Error(`${this.name}: the key field ${this.keyField} of ${before} cannot change`)
    }
  }

  #add(record: CollectionRecord<S>, order = this.#sequence++): void {
    const key = this.keyOf(record)
    this.#byKey.set(key, record)
    this.#order.set(key, order)
    for (const index of this.#indexes.values()) this.#file(index, key, record, index.of(record))
  }

  /** Files `key` under `value` in an index, keeping the group's newest. */
  #file(index: Index<Output<S>>, key: string, record: CollectionRecord<S>, value: IndexKey): void {
    if (value == null) return
    const group = index.map.get(value)
    if (!group) {
      index.map.set(value, { keys: new Set([key]), newest: key })
      return
    }
    group.keys.add(key)
    if (!index.newest || group.newest === undefined) return
    const newest = this.#byKey.get(group.newest)
    if (!newest || this.#isNewer(index, record, newest)) group.newest = key
  }

  #unfile(index: Index<Output<S>>, key: string, value: IndexKey): void {
    if (value == null) return
    const group = index.map.get(value)
    if (!group) return
    group.keys.delete(key)
    if (group.keys.size === 0) index.map.delete(value)
    else if (group.newest === key) group.newest = undefined
  }

  #unindex(key: string, record: CollectionRecord<S>): void {
    for (const index of this.#indexes.values()) this.#unfile(index, key, index.of(record))
  }

  #replaced(next: CollectionRecord<S>): void {
    const key = this.keyOf(next)
    const previous = this.#byKey.get(key)
    if (!previous) {
      this.#add(next)
    } else {
      this.#byKey.set(key, next)
      for (const index of this.#indexes.values()) {
        const before = index.of(previous)
        const after = index.of(next)
        if (before !== after) {
          this.#unfile(index, key, before)
          this.#file(index, key, next, after)
          continue
        }
        // Same group: only the newest can change.
        const group = after == null ? undefined : index.map.get(after)
        if (!index.newest || !group || group.newest === undefined) continue
        if (group.newest === key) {
          if (newer(index.newest(next), index.newest(previous)) < 0) group.newest = undefined
        } else {
          const newest = this.#byKey.get(group.newest)
          if (!newest || this.#isNewer(index, next, newest)) group.newest = key
        }
      }
    }
    this.#emit({ type: 'put', collection: this.name, key, record: next })
  }

  /** Whether `a` comes before `b` in newestFirst order (a later date, or the later record). */
  #isNewer(index: Index<Output<S>>, a: CollectionRecord<S>, b: CollectionRecord<S>): boolean {
    const by = index.newest
    if (!by) return false
    const compared = newer(by(a), by(b))
    return compared > 0 || (compared === 0 && this.#orderOfRecord(a) > this.#orderOfRecord(b))
  }

  #merge(a: Array<CollectionRecord<S>>, b: Array<CollectionRecord<S>>): Array<CollectionRecord<S>> {
    if (b.length === 0) return a
    const merged: Array<CollectionRecord<S>> = []
    let i = 0
    let j = 0
    let orderA = i < a.length ? this.#orderOfRecord(a[i]!) : Infinity
    let orderB = this.#orderOfRecord(b[0]!)
    while (i < a.length || j < b.length) {
      if (orderA <= orderB) {
        merged.push(a[i++]!)
        orderA = i < a.length ? this.#orderOfRecord(a[i]!) : Infinity
      } else {
        merged.push(b[j++]!)
        orderB = j < b.length ? this.#orderOfRecord(b[j]!) : Infinity
      }
    }
    return merged
  }

  #orderOfRecord(record: CollectionRecord<S>): number {
    return this.#order.get(this.keyOf(record)) ?? 0
  }

  /** Stored keys among `records`, once each, in table order. */
  #storedKeys(records: Iterable<Output<S>>): string[] {
    const keys = new Set<string>()
    for (const record of records) {
      const key = this.keyOf(record)
      if (this.#byKey.has(key)) keys.add(key)
    }
    return [...keys].sort((a, b) => (this.#order.get(a) ?? 0) - (this.#order.get(b) ?? 0))
  }

  #chosen(keys: readonly string[]): ChosenKeys {
    const wanted = new Set(keys)
    return new ChosenKeys(keys, (record) => wanted.has(this.keyOf(record)))
  }

  #recordsOf(query: ChosenKeys): Array<CollectionRecord<S>> {
    return query.keys.flatMap((key) => {
      const record = this.#byKey.get(key)
      return record ? [record] : []
    })
  }

  /** Notes where a record just created sits in Collection's array (at its end, as a rule). */
  #placed(key: string, record: CollectionRecord<S>): void {
    const records = this.all()
    for (let position = records.length - 1; position >= 0; position--) {
      if (records[position] === record) {
        this.#positions.set(key, position)
        return
      }
    }
  }

  #rebuildPositions(): void {
    this.#positions = new Map(this.all().map((record, position) => [this.keyOf(record), position]))
    this.#positionsStale = false
  }

  /**
   * Collection's own findIndex over its array, looking first where the record it is after should
   * be (the next pending key of updateRecords or deleteRecords), checked with its own predicate.
   */
  #findIndex(predicate: (record: unknown, index: number, array: unknown[]) => unknown): number {
    const records: unknown[] = this.all()
    const at = (key: string) => {
      const position = this.#positions.get(key)
      return position !== undefined &&
        position < records.length &&
        predicate(records[position], position, records)
        ? position
        : -1
    }
    for (const pending of this.#pending) {
      const key = pending.keys[pending.at]
      if (key === undefined) continue
      let position = at(key)
      // After a delete, or for records put back by restore(), the places are learnt again.
      if (position === -1 && (this.#positionsStale || !this.#positions.has(key))) {
        this.#rebuildPositions()
        position = at(key)
      }
      if (position !== -1) {
        pending.at += 1
        return position
      }
    }
    return Array.prototype.findIndex.call(records, predicate)
  }

  #deleted(record: CollectionRecord<S>): void {
    const key = this.keyOf(record)
    const stored = this.#byKey.get(key)
    if (stored) this.#unindex(key, stored)
    this.#byKey.delete(key)
    this.#order.delete(key)
    this.#positions.delete(key)
    // Collection spliced it out: the records after it moved up one place.
    this.#positionsStale = true
    this.#emit({ type: 'delete', collection: this.name, key })
  }

  #emit(change: DbChange): void {
    for (const listener of this.#listeners) listener(change)
  }
}
