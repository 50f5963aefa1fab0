import type { ScenarioName } from '../seed/scenarios'

/**
 * Where the browser's one mock server keeps its database between page loads: IndexedDB, written
 * incrementally (the records a call changed, in the same transaction as the call's journal entry,
 * before the call is answered). localStorage held a snapshot of the whole database, rewritten
 * after every answer (about 250 KB for the demo), and could not hold the large scenario at all.
 *
 * Object stores:
 * - `chunks`: the tables as of the last seed or compaction, in table order, 500 records to an
 *   entry (one JSON text each). Read at start: the large scenario's 65,000 records load in a
 *   fraction of a second this way; one IndexedDB entry per record took over a second to read
 *   and 20 to 30 seconds to write.
 * - `changes`: every record written since, one entry per record (its latest version, or its
 *   deletion), laid over the chunks at load. The serving tab folds them into the chunks now and
 *   then (`compact`), so the log stays short.
 * - `meta`: the `state` entry (format, scenario, when it was seeded).
 * - `journal`: the answers to calls that changed something, by call id, for a few minutes: a
 *   call retried after a hand-over between tabs gets the answer it had, not a second effect.
 */
export const STORE_FORMAT = 3

export interface StoredState {
  format: number
  scenario: ScenarioName
  seededAt: string
}

export interface StoredRecord {
  table: string
  key: string
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
  /** Every table's records, each table in its order. */
  records: StoredRecord[]
  journal: JournalEntry[]
  /** Changes logged since the chunks were written (compact when many). */
  changes: number
}

/** How long a journal entry answers a retried call. */
export const JOURNAL_TTL_MS = 10 * 60_000
/** Records per chunk. */
export const CHUNK_SIZE = 500

export interface MockStore {
  load(): Promise<LoadedStore>
  /** Writes the changes and journal entries in one transaction; resolves once it committed. */
  write(writes: readonly RecordWrite[], journal: readonly JournalEntry[]): Promise<void>
  /** Replaces everything: the state and every record (a seed, a reset, a compaction). */
  replace(
    state: StoredState,
    records: readonly StoredRecord[],
    options?: { keepJournal?: boolean },
  ): Promise<void>
  close(): void
}

const CHUNKS = 'chunks'
const CHANGES = 'changes'
const META = 'meta'
const JOURNAL = 'journal'
const STATE_KEY = 'state'
const ALL_STORES = [CHUNKS, CHANGES, META, JOURNAL]

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

/** A chunk: its table and its records as [key, order, record], in table order. */
interface Chunk {
  table: string
  rows: string
}
type Row = [key: string, order: number, record: object]

/** A change-log entry: the record as written, or null once deleted. */
interface ChangeRow {
  table: string
  key: string
  order: number
  record: object | null
}

/** Each table's records laid out in chunks, in table order. */
function chunksOf(records: readonly StoredRecord[]): Chunk[] {
  const byTable = new Map<string, StoredRecord[]>()
  for (const entry of records) {
    let list = byTable.get(entry.table)
    if (!list) byTable.set(entry.table, (list = []))
    list.push(entry)
  }
  const chunks: Chunk[] = []
  for (const [table, entries] of byTable) {
    entries.sort((a, b) => a.order - b.order)
    for (let start = 0; start < entries.length; start += CHUNK_SIZE) {
      const rows: Row[] = entries
        .slice(start, start + CHUNK_SIZE)
        .map(({ key, order, record }) => [key, order, record])
      chunks.push({ table, rows: JSON.stringify(rows) })
    }
  }
  return chunks
}

/** The chunks' records with the logged changes laid over them, each table in its order. */
function mergeRecords(chunks: readonly Chunk[], changes: readonly ChangeRow[]): StoredRecord[] {
  const tables = new Map<string, Map<string, StoredRecord>>()
  const tableOf = (name: string) => {
    let table = tables.get(name)
    if (!table) tables.set(name, (table = new Map<string, StoredRecord>()))
    return table
  }
  for (const chunk of chunks) {
    const table = tableOf(chunk.table)
    for (const [key, order, record] of JSON.parse(chunk.rows) as Row[])
      table.set(key, { table: chunk.table, key, order, record })
  }
  for (const change of changes) {
    const table = tableOf(change.table)
    if (change.record === null) table.delete(change.key)
    else table.set(change.key, { ...change, record: change.record })
  }
  return [...tables.values()].flatMap((table) =>
    [...table.values()].sort((a, b) => a.order - b.order),
  )
}

export async function openIndexedDbStore(
  name = 'catalyst-mock-backend',
  factory: IDBFactory = indexedDB,
): Promise<MockStore> {
  // Version 2: chunks and a change log (version 1 kept one entry per record, format 1).
  const request = factory.open(name, 2)
  request.onupgradeneeded = () => {
    const database = request.result
    for (const store of [...database.objectStoreNames])
      if (!ALL_STORES.includes(store)) database.deleteObjectStore(store)
    for (const store of ALL_STORES)
      if (!database.objectStoreNames.contains(store))
        database.createObjectStore(store, store === CHANGES ? { keyPath: ['table', 'key'] } : {})
  }
  const database = await promised(request)
  // Another version of the app (a newer deploy in another tab) may need to upgrade the schema.
  database.onversionchange = () => database.close()

  return {
    async load() {
      const transaction = database.transaction(ALL_STORES, 'readonly')
      const [chunks, changes, state, journalKeys, journalRows] = await Promise.all([
        promised(transaction.objectStore(CHUNKS).getAll() as IDBRequest<Chunk[]>),
        promised(transaction.objectStore(CHANGES).getAll() as IDBRequest<ChangeRow[]>),
        promised(
          transaction.objectStore(META).get(STATE_KEY) as IDBRequest<StoredState | undefined>,
        ),
        promised(transaction.objectStore(JOURNAL).getAllKeys()),
        promised(
          transaction.objectStore(JOURNAL).getAll() as IDBRequest<Array<Omit<JournalEntry, 'id'>>>,
        ),
      ])
      const journal = journalRows.map((row, index) => ({
        ...row,
        id: String(journalKeys[index] as string),
      }))
      return { state, records: mergeRecords(chunks, changes), journal, changes: changes.length }
    },

    write(writes, journal) {
      if (writes.length === 0 && journal.length === 0) return Promise.resolve()
      const transaction = database.transaction([CHANGES, JOURNAL], 'readwrite', {
        durability: 'relaxed',
      })
      const done = committed(transaction)
      const changes = transaction.objectStore(CHANGES)
      for (const write of writes)
        changes.put({
          table: write.table,
          key: write.key,
          order: write.type === 'put' ? write.order : 0,
          record: write.type === 'put' ? write.record : null,
        } satisfies ChangeRow)
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

    replace(state, records, { keepJournal = false } = {}) {
      const transaction = database.transaction(ALL_STORES, 'readwrite', { durability: 'relaxed' })
      const done = committed(transaction)
      const chunks = transaction.objectStore(CHUNKS)
      chunks.clear()
      transaction.objectStore(CHANGES).clear()
      if (!keepJournal) transaction.objectStore(JOURNAL).clear()
      chunksOf(records).forEach((chunk, index) => chunks.put(chunk, index))
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
  let changes = 0
  const journal = new Map<string, JournalEntry>()
  const id = (table: string, key: string) => `${table}\u0000${key}`
  return {
    load: () =>
      Promise.resolve({
        state: state && { ...state },
        records: [...records.values()]
          .sort((a, b) => (a.table === b.table ? a.order - b.order : 0))
          .map((entry) => structuredClone(entry)),
        journal: [...journal.values()].map((entry) => structuredClone(entry)),
        changes,
      }),
    write(writes, entries) {
      for (const write of writes) {
        changes++
        if (write.type === 'put')
          records.set(id(write.table, write.key), {
            table: write.table,
            key: write.key,
            order: write.order,
            record: structuredClone(write.record),
          })
        else records.delete(id(write.table, write.key))
      }
      for (const entry of entries) journal.set(entry.id, structuredClone(entry))
      return Promise.resolve()
    },
    replace(next, all, { keepJournal = false } = {}) {
      state = { ...next }
      changes = 0
      records = new Map(all.map((entry) => [id(entry.table, entry.key), structuredClone(entry)]))
      if (!keepJournal) journal.clear()
      return Promise.resolve()
    },
    close: () => undefined,
  }
}
