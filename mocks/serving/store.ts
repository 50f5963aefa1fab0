import type { ScenarioName } from '../seed/scenarios'

/**
 * Where the browser's one mock server keeps its database between page loads: IndexedDB, written
 * incrementally (the records a call changed, in the same transaction as the call's journal entry,
 * before the call is answered). localStorage held a snapshot of the whole database, rewritten
 * after every answer (about 250 KB for the demo), and could not hold the large scenario at all.
 *
 * Object stores:
 * - `records`: every table's records, keyed by [table, record key]; the value keeps the record's
 *   place in its table, so a restored table lists in the order it had.
 * - `meta`: the `state` entry (format, scenario, when it was seeded).
 * - `journal`: the answers to calls that changed something, by call id, for a few minutes: a
 *   call retried after a hand-over between tabs gets the answer it had, not a second effect.
 */
export const STORE_FORMAT = 1

export interface StoredState {
  format: number
  scenario: ScenarioName
  seededAt: string
}

export interface StoredRecord {
  table: string
  order: number
  record: object
}

export type RecordWrite =
  | { type: 'put'; table: string; key: string; order: number; record: object }
  | { type: 'delete'; table: string; key: string }

export interface JournalEntry {
  id: string
  at: number
  value: unknown
}

export interface LoadedStore {
  state: StoredState | undefined
  records: StoredRecord[]
  journal: JournalEntry[]
}

/** How long a journal entry answers a retried call. */
export const JOURNAL_TTL_MS = 10 * 60_000

export interface MockStore {
  load(): Promise<LoadedStore>
  /** Writes the changes and journal entries in one transaction; resolves once it committed. */
  write(writes: readonly RecordWrite[], journal: readonly JournalEntry[]): Promise<void>
  /** Replaces everything: the state and every record (a seed or a reset). */
  replace(state: StoredState, records: ReadonlyArray<StoredRecord & { key: string }>): Promise<void>
  close(): void
}

const RECORDS = 'records'
const META = 'meta'
const JOURNAL = 'journal'
const STATE_KEY = 'state'

function promised<T>(request: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result)
    request.onerror = () => reject(request.error ?? new Error('IndexedDB request failed'))
  })
}

function committed(transaction: IDBTransaction): Promise<void> {
  return new Promise((resolve, reject) => {
    transaction.oncomplete = () => resolve()
    transaction.onabort = transaction.onerror = () =>
      reject(transaction.error ?? new Error('IndexedDB transaction failed'))
  })
}

interface RecordRow {
  order: number
  record: object
}

export async function openIndexedDbStore(
  name = 'catalyst-mock-backend',
  factory: IDBFactory = indexedDB,
): Promise<MockStore> {
  const request = factory.open(name, 1)
  request.onupgradeneeded = () => {
    const database = request.result
    for (const store of [RECORDS, META, JOURNAL])
      if (!database.objectStoreNames.contains(store)) database.createObjectStore(store)
  }
  const database = await promised(request)
  // Another version of the app (a newer deploy in another tab) may need to upgrade the schema.
  database.onversionchange = () => database.close()

  return {
    async load() {
      const transaction = database.transaction([RECORDS, META, JOURNAL], 'readonly')
      const [keys, rows, state, journalKeys, journalRows] = await Promise.all([
        promised(transaction.objectStore(RECORDS).getAllKeys()),
        promised(transaction.objectStore(RECORDS).getAll() as IDBRequest<RecordRow[]>),
        promised(
          transaction.objectStore(META).get(STATE_KEY) as IDBRequest<StoredState | undefined>,
        ),
        promised(transaction.objectStore(JOURNAL).getAllKeys()),
        promised(
          transaction.objectStore(JOURNAL).getAll() as IDBRequest<Array<Omit<JournalEntry, 'id'>>>,
        ),
      ])
      const records = rows.map((row, index) => ({
        table: String((keys[index] as [string, string])[0]),
        order: row.order,
        record: row.record,
      }))
      const journal = journalRows.map((row, index) => ({
        ...row,
        id: String(journalKeys[index] as string),
      }))
      return { state, records, journal }
    },

    write(writes, journal) {
      if (writes.length === 0 && journal.length === 0) return Promise.resolve()
      const transaction = database.transaction([RECORDS, JOURNAL], 'readwrite', {
        durability: 'relaxed',
      })
      const done = committed(transaction)
      const records = transaction.objectStore(RECORDS)
      for (const write of writes) {
        if (write.type === 'put')
          records.put({ order: write.order, record: write.record } satisfies RecordRow, [
            write.table,
            write.key,
          ])
        else records.delete([write.table, write.key])
      }
      const entries = transaction.objectStore(JOURNAL)
      for (const { id, at, value } of journal) entries.put({ at, value }, id)
      // Entries past their time go as new ones come (keys are call ids, so by scanning).
      if (journal.length > 0) {
        const expired = Date.now() - JOURNAL_TTL_MS
        const cursor = entries.openCursor()
        cursor.onsuccess = () => {
          const current = cursor.result
          if (!current) return
          if ((current.value as { at: number }).at < expired) current.delete()
          current.continue()
        }
      }
      return done
    },

    replace(state, records) {
      const transaction = database.transaction([RECORDS, META, JOURNAL], 'readwrite', {
        durability: 'relaxed',
      })
      const done = committed(transaction)
      const store = transaction.objectStore(RECORDS)
      store.clear()
      transaction.objectStore(JOURNAL).clear()
      for (const { table, key, order, record } of records)
        store.put({ order, record } satisfies RecordRow, [table, key])
      transaction.objectStore(META).put(state, STATE_KEY)
      return done
    },

    close: () => database.close(),
  }
}

/**
 * The same store in memory: where IndexedDB cannot be opened (the data then lasts as long as the
 * serving tab), and in tests.
 */
export function createMemoryStore(): MockStore {
  let state: StoredState | undefined
  let records = new Map<string, StoredRecord>()
  const journal = new Map<string, JournalEntry>()
  const id = (table: string, key: string) => `${table}\u0000${key}`
  return {
    load: () =>
      Promise.resolve({
        state: state && { ...state },
        records: [...records.values()].map((entry) => structuredClone(entry)),
        journal: [...journal.values()].map((entry) => structuredClone(entry)),
      }),
    write(writes, entries) {
      for (const write of writes) {
        if (write.type === 'put')
          records.set(id(write.table, write.key), {
            table: write.table,
            order: write.order,
            record: structuredClone(write.record),
          })
        else records.delete(id(write.table, write.key))
      }
      for (const entry of entries) journal.set(entry.id, structuredClone(entry))
      return Promise.resolve()
    },
    replace(next, all) {
      state = { ...next }
      records = new Map(
        all.map(({ table, key, order, record }) => [
          id(table, key),
          { table, order, record: structuredClone(record) },
        ]),
      )
      journal.clear()
      return Promise.resolve()
    },
    close: () => undefined,
  }
}
