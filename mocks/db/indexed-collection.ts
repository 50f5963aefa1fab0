import { Collection, type CollectionOptions } from '@msw/data'
import type { StandardSchemaV1 } from '@standard-schema/spec'

import { ChangeFeed, type ChangeListener } from './change-feed'
import { Indexes, type IndexDefinition } from './indexes'
import { keyedQuery, keysOf, RecordArray } from './msw-data-internals'

/**
 * A @msw/data collection that knows its records by key and keeps secondary indexes
 * (./indexes.ts), and reports every change (./change-feed.ts). What it needs of @msw/data beyond
 * the public API is in ./msw-data-internals.ts, and nowhere else.
 *
 * Rules that keep the indexes true: a record's key field never changes (an update that changes it
 * is refused before it applies), and records change only through the collection's methods (its
 * own update drafts), never by assigning to a record that was read.
 *
 * Changing known records: `updateRecords`, `updateRecord` and `deleteRecords` take records read
 * with `get` or `lookup` and change them without a scan (update and delete with a query predicate
 * still scan the table, as Collection's do).
 */
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
  readonly #indexes: Indexes<CollectionRecord<S>, I>
  readonly #changes: ChangeFeed
  readonly #array: RecordArray

  constructor(options: IndexedCollectionOptions<S, I>) {
    super(options)
    this.name = options.name
    this.keyField = options.key
    const keyOf = (record: unknown) => this.keyOf(record)
    this.#indexes = new Indexes<CollectionRecord<S>, I>(keyOf, options.indexes)
    this.#changes = new ChangeFeed(options.name)
    this.#array = new RecordArray(this, keyOf)
  }

  keyOf(record: Output<S>): string {
    return String((record as Record<string, unknown>)[this.keyField])
  }

  /** The record with this key (its key field's value). */
  get(key: string): CollectionRecord<S> | undefined {
    return this.#indexes.get(key)
  }

  /** Records whose index value is `value`, in table order. */
  lookup(index: I, value: string): Array<CollectionRecord<S>> {
    return this.#indexes.lookup(index, value)
  }

  /** Records whose index value is any of `values`, in table order. */
  lookupAll(index: I, values: Iterable<string>): Array<CollectionRecord<S>> {
    return this.#indexes.lookupAll(index, values)
  }

  /**
   * The newest record filed under `value` in an index declared with `newest` (undefined when
   * there is none): the first record newestFirst would put first.
   */
  newestOf(index: I, value: string): CollectionRecord<S> | undefined {
    return this.#indexes.newestOf(index, value)
  }

  /** How many records an index holds under `value` (no records are read). */
  countOf(index: I, value: string): number {
    return this.#indexes.countOf(index, value)
  }

  /** The record's place in the table (rises with each create; an update keeps it). */
  orderOf(key: string): number | undefined {
    return this.#indexes.orderOf(key)
  }

  /** Every change from now on; returns the unsubscribe function. */
  onChange(listener: ChangeListener): () => void {
    return this.#changes.subscribe(listener)
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
    const model = await super.create(first.record)
    this.#indexes.add(model, first.order)
    this.#array.added(this.keyOf(model), model)
    const putBack = this.#array.restorer(model)
    for (const { order, record } of rest) {
      const key = this.keyOf(record)
      if (this.#indexes.has(key)) throw new Error(`${this.name}: a record with key ${key} exists`)
      putBack(record, key)
      this.#indexes.add(record as CollectionRecord<S>, order)
    }
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
    const keys = this.#indexes.storedKeys(records)
    const done = this.#array.expect(keys)
    try {
      return await this.updateMany(this.#keyed(keys), options)
    } finally {
      done()
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
    const stored = typeof record === 'string' ? this.#indexes.get(record) : record
    return stored ? (await this.updateRecords([stored], options))[0] : undefined
  }

  /** Deletes the stored records with these records' keys, without scanning the table. */
  deleteRecords(records: Iterable<Output<S>>): Array<CollectionRecord<S>> {
    const keys = this.#indexes.storedKeys(records)
    if (keys.length === 0) return []
    const done = this.#array.expect(keys)
    try {
      return this.deleteMany(this.#keyed(keys))
    } finally {
      done()
    }
  }

  // A KeyedQuery (updateRecords, deleteRecords) is answered from its keys, not by testing every
  // record: Collection's update and delete ask these (msw-data-internals.ts, point 2).
  override findFirst<Strict extends boolean>(
    predicate?: FindFirstPredicate<S>,
    options?: { strict?: Strict },
  ): Strict extends true ? CollectionRecord<S> : CollectionRecord<S> | undefined {
    const keys = keysOf(predicate)
    if (!keys) return super.findFirst(predicate, options)
    const found = this.#recordsOf(keys)[0]
    if (!found && options?.strict)
      throw new Error(`${this.name}: no record found matching the query`)
    return found as CollectionRecord<S>
  }

  override findMany(
    predicate?: FindManyPredicate<S>,
    options?: FindManyOptions<S>,
  ): Array<CollectionRecord<S>> {
    const keys = keysOf(predicate)
    if (!keys) return super.findMany(predicate, options)
    const found = this.#recordsOf(keys)
    if (found.length === 0 && options?.strict)
      throw new Error(`${this.name}: no records found matching the query`)
    return found
  }

  override async create(
    initialValues: StandardSchemaV1.InferInput<S>,
  ): Promise<CollectionRecord<S>> {
    const key = this.keyOf(initialValues)
    if (this.#indexes.has(key)) throw new Error(`${this.name}: a record with key ${key} exists`)
    const record = await super.create(initialValues)
    this.#indexes.add(record)
    this.#array.added(key, record)
    this.#changes.put(key, record)
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
   * follows the changes).
   */
  truncate(): void {
    this.#array.empty()
    super.clear()
    this.#indexes.clear()
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

  #keyed(keys: readonly string[]) {
    return keyedQuery(keys, (record) => this.keyOf(record))
  }

  #recordsOf(keys: readonly string[]): Array<CollectionRecord<S>> {
    return keys.flatMap((key) => {
      const record = this.#indexes.get(key)
      return record ? [record] : []
    })
  }

  #replaced(next: CollectionRecord<S>): void {
    this.#indexes.replace(next)
    this.#changes.put(this.keyOf(next), next)
  }

  #deleted(record: CollectionRecord<S>): void {
    const key = this.keyOf(record)
    this.#indexes.remove(key)
    this.#array.removed(key)
    this.#changes.deleted(key)
  }
}
