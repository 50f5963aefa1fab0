import { collectionNames, db, onDbChange, type CollectionName, type DbChange } from '../db'
import type { Endpoint } from './link'
import {
  JOURNAL_TTL_MS,
  STORE_FORMAT,
  type JournalEntry,
  type MockStore,
  type RecordWrite,
  type StoredState,
} from './store'

/**
 * The serving tab's engine: it runs one call at a time (as a database transaction would isolate
 * them), writes the records the call changed to the store together with the call's answer
 * (its journal entry), and only then answers. So an answered call is saved even if the tab
 * closes a moment later, and a call repeated after a hand-over (same id) gets the answer it had
 * instead of taking effect twice.
 */
export interface StartStats {
  loadMs: number
  restored: boolean
  records: number
}

export interface BackendOptions<Call> {
  store: MockStore
  start?: StartStats
  /** The scenario the saved data was seeded from. */
  scenario: StoredState['scenario']
  /** Answers of calls that changed something, loaded with the store. */
  journal: readonly JournalEntry[]
  /** Changes the store has logged since its chunks were written (loaded with it). */
  loggedChanges?: number
  execute(call: Call, context: CallContext): Promise<unknown>
  /** Whether the call may change something (its answer is journaled). */
  mutates(call: Call): boolean
}

export interface CallContext {
  /** The tab that made the call. */
  from: string
  backend: Backend
}

export interface Backend extends Endpoint<unknown> {
  /**
   * Saves the whole database as it is now, replacing what was saved (a seed or a reset): the
   * changes made so far are in it.
   */
  replaceAll(scenario: StoredState['scenario']): Promise<void>
  scenario(): StoredState['scenario']
  /**
   * Runs `effect` once the call now running is saved and answered (now, when none runs): the
   * live chat's deliveries announce only saved data, and reach the sender after its answer.
   */
  afterCall(effect: () => void): void
  /** The mock's own work per call: milliseconds of the handler and of saving, recent calls. */
  stats(): WorkStats
  /** Folds the store's change log into its chunks (between calls). */
  compact(): Promise<void>
  stop(): void
}

export interface WorkStats {
  /** How this tab started serving: the time to load (or seed) the database, and how. */
  start: StartStats
  calls: number
  /** The handler's work, saving what it changed, and both, per call. */
  workMs: { median: number; p95: number }
  saveMs: { median: number; p95: number }
  totalMs: { median: number; p95: number }
}

const STATS_KEPT = 500
/** The change log is folded into the chunks past this many entries, a moment after a call. */
export const COMPACT_AFTER = 2_000
const COMPACT_DELAY_MS = 2_000

/**
 * Runs `task` in a task of its own, after the current one's promise reactions. A message, not a
 * timer: a background tab's timers wait up to a second, and the serving tab may be in the
 * background.
 */
function nextTask(task: () => void): void {
  const channel = new MessageChannel()
  channel.port1.onmessage = () => {
    channel.port1.close()
    task()
  }
  channel.port2.postMessage(null)
}

function percentile(values: readonly number[], fraction: number): number {
  if (values.length === 0) return 0
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))] ?? 0
}

/** Every record of the database as the store keeps it. */
export function allRecords() {
  return collectionNames.flatMap((table) =>
    db[table].all().map((record) => {
      const key = db[table].keyOf(record as never)
      return { table, key, order: db[table].orderOf(key) ?? 0, record }
    }),
  )
}

export function createBackend<Call>(options: BackendOptions<Call>): Backend {
  const { store } = options
  const changes = new Map<string, DbChange>()
  const unsubscribe = onDbChange((change) =>
    changes.set(`${change.collection}/${change.key}`, change),
  )
  const journal = new Map(options.journal.map((entry) => [entry.id, entry]))
  const running = new Map<string, Promise<unknown>>()
  const work: number[] = []
  const saves: number[] = []
  const totals: number[] = []
  const keep = (list: number[], value: number) => {
    list.push(value)
    if (list.length > STATS_KEPT) list.shift()
  }
  let calls = 0
  let tail: Promise<unknown> = Promise.resolve()
  let saveFailed = false
  let scenario = options.scenario
  let logged = options.loggedChanges ?? 0
  let compacting: ReturnType<typeof setTimeout> | undefined
  const scheduleCompaction = () => {
    if (logged < COMPACT_AFTER || compacting) return
    compacting = setTimeout(() => void backend.compact(), COMPACT_DELAY_MS)
  }
  let effects: Array<() => void> | null = null

  const takeWrites = (): RecordWrite[] => {
    const writes = [...changes.values()].map((change): RecordWrite => {
      if (change.type === 'delete')
        return { type: 'delete', table: change.collection, key: change.key }
      const table = change.collection as CollectionName
      return {
        type: 'put',
        table,
        key: change.key,
        order: db[table].orderOf(change.key) ?? 0,
        record: change.record,
      }
    })
    changes.clear()
    return writes
  }

  const forgetOldAnswers = () => {
    const expired = Date.now() - JOURNAL_TTL_MS
    for (const [id, entry] of journal) if (entry.at < expired) journal.delete(id)
  }

  /** Runs tasks one after another, whatever each one's outcome. */
  const exclusive = <T>(task: () => Promise<T>): Promise<T> => {
    const result = tail.then(task, task)
    tail = result.catch(() => undefined)
    return result
  }

  const save = async (entries: JournalEntry[]) => {
    const started = performance.now()
    const writes = takeWrites()
    logged += writes.length
    try {
      await store.write(writes, entries)
    } catch (error) {
      // The answer still goes out (the tab keeps working); a reload may not show this change.
      if (!saveFailed) console.error('[mock backend] could not save to IndexedDB', error)
      saveFailed = true
    }
    keep(saves, performance.now() - started)
  }

  const backend: Backend = {
    handle(call, from, id) {
      const answered = journal.get(id)
      if (answered) return Promise.resolve(answered.value)
      const already = running.get(id)
      if (already) return already
      const result = exclusive(async () => {
        const started = performance.now()
        const mine: Array<() => void> = []
        effects = mine
        // After the answer: the caller's result is posted in a reaction to this promise.
        const runEffects = () => nextTask(() => mine.forEach((effect) => effect()))
        let value: unknown
        try {
          value = await options.execute(call as Call, { from, backend })
        } catch (error) {
          effects = null
          await save([])
          runEffects()
          throw error
        } finally {
          keep(work, performance.now() - started)
          calls++
        }
        effects = null
        const entries = options.mutates(call as Call) ? [{ id, at: Date.now(), value }] : []
        await save(entries)
        for (const entry of entries) journal.set(entry.id, entry)
        keep(totals, performance.now() - started)
        if (calls % 100 === 0) forgetOldAnswers()
        scheduleCompaction()
        runEffects()
        return value
      })
      running.set(id, result)
      void result.finally(() => running.delete(id)).catch(() => undefined)
      return result
    },

    async replaceAll(seeded) {
      changes.clear()
      logged = 0
      scenario = seeded
      await store.replace(
        { format: STORE_FORMAT, scenario: seeded, seededAt: new Date().toISOString() },
        allRecords(),
      )
      journal.clear()
    },

    scenario: () => scenario,

    afterCall(effect) {
      if (effects) effects.push(effect)
      else effect()
    },

    stats: () => ({
      start: options.start ?? { loadMs: 0, restored: false, records: 0 },
      calls,
      workMs: { median: percentile(work, 0.5), p95: percentile(work, 0.95) },
      saveMs: { median: percentile(saves, 0.5), p95: percentile(saves, 0.95) },
      totalMs: { median: percentile(totals, 0.5), p95: percentile(totals, 0.95) },
    }),

    compact: () =>
      exclusive(async () => {
        compacting = undefined
        if (logged < COMPACT_AFTER) return
        const writes = takeWrites()
        if (writes.length > 0) await store.write(writes, [])
        await store.replace(
          { format: STORE_FORMAT, scenario, seededAt: new Date().toISOString() },
          allRecords(),
          { keepJournal: true },
        )
        logged = 0
      }),

    stop: () => {
      clearTimeout(compacting)
      unsubscribe()
    },
  }
  scheduleCompaction()
  return backend
}
