/**
 * A table's records by key, their order, and its secondary indexes, so the handlers read in
 * proportion to the answer instead of scanning tables (the large scenario has 54,000 chat
 * messages: a contacts list that scanned them once per student took a minute).
 *
 * Kept true by IndexedCollection, which tells it of every record added, replaced or removed.
 * Nothing here knows @msw/data: records are plain objects named by their key field.
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

const newer = (a: string | null | undefined, b: string | null | undefined) =>
  (a ?? '').localeCompare(b ?? '')

export class Indexes<R extends object, I extends string> {
  readonly #keyOf: (record: unknown) => string
  readonly #byKey = new Map<string, R>()
  /** Insertion order, so index answers come in table order as findMany's would. */
  readonly #order = new Map<string, number>()
  #sequence = 0
  readonly #indexes = new Map<I, Index<R>>()

  constructor(
    keyOf: (record: unknown) => string,
    definitions: { readonly [name in I]: IndexDefinition<R> } | undefined,
  ) {
    this.#keyOf = keyOf
    for (const [name, definition] of Object.entries(definitions ?? {}) as Array<
      [I, IndexDefinition<R>]
    >) {
      const { of, newest } =
        typeof definition === 'function' ? { of: definition, newest: undefined } : definition
      this.#indexes.set(name, { of, newest, map: new Map() })
    }
  }

  get(key: string): R | undefined {
    return this.#byKey.get(key)
  }

  has(key: string): boolean {
    return this.#byKey.has(key)
  }

  orderOf(key: string): number | undefined {
    return this.#order.get(key)
  }

  /** Records whose index value is `value`, in table order. */
  lookup(index: I, value: string): R[] {
    const group = this.#indexes.get(index)?.map.get(value)
    if (!group) return []
    const records: R[] = []
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
      group.keys = new Set(records.map((record) => this.#keyOf(record)))
    }
    return records
  }

  /** Records whose index value is any of `values`, in table order. */
  lookupAll(index: I, values: Iterable<string>): R[] {
    // Each group is in table order: merge them (a record is filed under one value only).
    let merged: R[] = []
    for (const value of new Set(values)) {
      const records = this.lookup(index, value)
      merged = merged.length === 0 ? records : this.#merge(merged, records)
    }
    return merged
  }

  /** The newest record filed under `value` in an index declared with `newest`. */
  newestOf(index: I, value: string): R | undefined {
    const definition = this.#indexes.get(index)
    const group = definition?.map.get(value)
    if (!definition?.newest || !group) return undefined
    if (group.newest === undefined) {
      let best: R | undefined
      for (const key of group.keys) {
        const record = this.#byKey.get(key)
        if (record && (!best || this.#isNewer(definition, record, best))) best = record
      }
      group.newest = best ? this.#keyOf(best) : undefined
      return best
    }
    return this.#byKey.get(group.newest)
  }

  countOf(index: I, value: string): number {
    return this.#indexes.get(index)?.map.get(value)?.keys.size ?? 0
  }

  /** Stored keys among `records`, once each, in table order. */
  storedKeys(records: Iterable<unknown>): string[] {
    const keys = new Set<string>()
    for (const record of records) {
      const key = this.#keyOf(record)
      if (this.#byKey.has(key)) keys.add(key)
    }
    return [...keys].sort((a, b) => (this.#order.get(a) ?? 0) - (this.#order.get(b) ?? 0))
  }

  /** A record new to the table: at its end, or at `order` for a record put back. */
  add(record: R, order?: number): void {
    const key = this.#keyOf(record)
    const place = order ?? this.#sequence
    if (place >= this.#sequence) this.#sequence = place + 1
    this.#byKey.set(key, record)
    this.#order.set(key, place)
    for (const index of this.#indexes.values()) this.#file(index, key, record, index.of(record))
  }

  /** The next version of a record (its key unchanged); a record not known is added. */
  replace(next: R): void {
    const key = this.#keyOf(next)
    const previous = this.#byKey.get(key)
    if (!previous) return this.add(next)
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

  remove(key: string): void {
    const stored = this.#byKey.get(key)
    if (stored)
      for (const index of this.#indexes.values()) this.#unfile(index, key, index.of(stored))
    this.#byKey.delete(key)
    this.#order.delete(key)
  }

  /** Forgets every record; the order keeps rising, so no order is given twice in a run. */
  clear(): void {
    this.#byKey.clear()
    this.#order.clear()
    for (const index of this.#indexes.values()) index.map.clear()
  }

  /** Files `key` under `value` in an index, keeping the group's newest. */
  #file(index: Index<R>, key: string, record: R, value: IndexKey): void {
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

  #unfile(index: Index<R>, key: string, value: IndexKey): void {
    if (value == null) return
    const group = index.map.get(value)
    if (!group) return
    group.keys.delete(key)
    if (group.keys.size === 0) index.map.delete(value)
    else if (group.newest === key) group.newest = undefined
  }

  /** Whether `a` comes before `b` in newestFirst order (a later date, or the later record). */
  #isNewer(index: Index<R>, a: R, b: R): boolean {
    const by = index.newest
    if (!by) return false
    const compared = newer(by(a), by(b))
    return compared > 0 || (compared === 0 && this.#orderOfRecord(a) > this.#orderOfRecord(b))
  }

  #merge(a: R[], b: R[]): R[] {
    if (b.length === 0) return a
    const merged: R[] = []
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

  #orderOfRecord(record: R): number {
    return this.#order.get(this.#keyOf(record)) ?? 0
  }
}
