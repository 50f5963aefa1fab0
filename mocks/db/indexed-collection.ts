import { Collection, type CollectionOptions } from '@msw/data'
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
 */
export type IndexKey = string | null | undefined

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

export interface IndexedCollectionOptions<
  S extends StandardSchemaV1,
  I extends string,
> extends CollectionOptions<S> {
  /** The table's name in change events and in the store. */
  name: string
  /** The field that names a record (unique, never changed). */
  key: keyof Output<S> & string
  /** Secondary indexes: a value derived from a record (null: not in this index). */
  indexes?: { readonly [name in I]: (record: Output<S>) => IndexKey }
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
  readonly #indexes = new Map<
    I,
    { of: (record: Output<S>) => IndexKey; map: Map<string, Set<string>> }
  >()
  readonly #listeners = new Set<ChangeListener>()

  constructor(options: IndexedCollectionOptions<S, I>) {
    super(options)
    this.name = options.name
    this.keyField = options.key
    for (const [name, of] of Object.entries(options.indexes ?? {}) as Array<
      [I, (record: Output<S>) => IndexKey]
    >)
      this.#indexes.set(name, { of, map: new Map() })
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
    const keys = this.#indexes.get(index)?.map.get(value)
    if (!keys) return []
    const records: Array<CollectionRecord<S>> = []
    for (const key of keys) {
      const record = this.#byKey.get(key)
      if (record) records.push(record)
    }
    if (records.length > 1)
      records.sort(
        (a, b) => (this.#order.get(this.keyOf(a)) ?? 0) - (this.#order.get(this.keyOf(b)) ?? 0),
      )
    return records
  }

  /** How many records an index holds under `value` (no records are read). */
  countOf(index: I, value: string): number {
    return this.#indexes.get(index)?.map.get(value)?.size ?? 0
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
    for (const { order, record } of sorted) {
      const key = this.keyOf(record)
      if (this.#byKey.has(key)) throw new Error(`${this.name}: a record with key ${key} exists`)
      const created = await super.create(record)
      this.#add(created)
      this.#order.set(key, order)
      if (order >= this.#sequence) this.#sequence = order + 1
    }
  }

  /** Every change from now on; returns the unsubscribe function. */
  onChange(listener: ChangeListener): () => void {
    this.#listeners.add(listener)
    return () => this.#listeners.delete(listener)
  }

  override async create(
    initialValues: StandardSchemaV1.InferInput<S>,
  ): Promise<CollectionRecord<S>> {
    const key = this.keyOf(initialValues)
    if (this.#byKey.has(key)) throw new Error(`${this.name}: a record with key ${key} exists`)
    const record = await super.create(initialValues)
    this.#add(record)
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

  #add(record: CollectionRecord<S>): void {
    const key = this.keyOf(record)
    this.#byKey.set(key, record)
    this.#order.set(key, this.#sequence++)
    for (const index of this.#indexes.values()) {
      const value = index.of(record)
      if (value == null) continue
      let keys = index.map.get(value)
      if (!keys) index.map.set(value, (keys = new Set()))
      keys.add(key)
    }
  }

  #unindex(key: string, record: CollectionRecord<S>): void {
    for (const index of this.#indexes.values()) {
      const value = index.of(record)
      if (value == null) continue
      const keys = index.map.get(value)
      keys?.delete(key)
      if (keys?.size === 0) index.map.delete(value)
    }
  }

  #replaced(next: CollectionRecord<S>): void {
    const key = this.keyOf(next)
    const previous = this.#byKey.get(key)
    if (previous) this.#unindex(key, previous)
    const order = this.#order.get(key)
    this.#add(next)
    // An update keeps the record's place in the table.
    if (order !== undefined) this.#order.set(key, order)
    this.#emit({ type: 'put', collection: this.name, key, record: next })
  }

  #deleted(record: CollectionRecord<S>): void {
    const key = this.keyOf(record)
    const stored = this.#byKey.get(key)
    if (stored) this.#unindex(key, stored)
    this.#byKey.delete(key)
    this.#order.delete(key)
    this.#emit({ type: 'delete', collection: this.name, key })
  }

  #emit(change: DbChange): void {
    for (const listener of this.#listeners) listener(change)
  }
}
