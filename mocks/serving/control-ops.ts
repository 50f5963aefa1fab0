import { configureMocks, type MockConfig } from '../config'
import { db, type CollectionName } from '../db'
import type { ScenarioName } from '../seed/scenarios'
import { allMail } from '../services/mailbox'
import type { OpContext } from './op-context'

/**
 * The mock server's own controls: the mailbox, settings, reset and the test hooks. The
 * developer panel and the console call them in the browser; the control routes of the Node
 * server (mocks/server/control.ts) call the same ones over loopback HTTP.
 */
export const controlOperations = {
  /** Every e-mail sent, newest first; only those to `to` (any case) when it is given. */
  mailbox: (_: OpContext, to?: string) => {
    const wanted = to?.toLowerCase()
    return allMail().filter((mail) => !wanted || mail.to.toLowerCase() === wanted)
  },

  /** Server settings: the token lifetimes and limits (the latency is each caller's own edge). */
  configure: (_: OpContext, config: Partial<Omit<MockConfig, 'latencyMs'>>) => {
    const { latencyMs: _latency, ...server } = config as Partial<MockConfig>
    configureMocks(server)
  },

  /**
   * Re-seeds a scenario, replacing everything saved (the panel, `?mock-reset`, the console, the
   * control route). As a restarted server: the live connections drop and reconnect to the new data.
   */
  reset: async ({ backend, live, seed }: OpContext, scenario: ScenarioName) => {
    live?.dropAll()
    await seed(scenario)
    await backend?.replaceAll(scenario)
  },

  /** The scenario the saved data was seeded from (null where nothing is saved). */
  scenario: ({ backend }: OpContext) => backend?.scenario() ?? null,

  /** Drops every live connection as a crashed server would; they reconnect by themselves. */
  dropLiveConnections: ({ live }: OpContext) => {
    if (!live) throw new Error('No live chat server runs here')
    return live.dropAll()
  },

  /** Test hook: changes every record of a table matching `where`; how many changed. */
  patch: async (
    _: OpContext,
    collection: CollectionName,
    where: Record<string, unknown>,
    changes: Record<string, unknown>,
  ) => {
    // Loosely typed on purpose: a console and test hook over any table.
    const table = db[collection] as unknown as {
      keyField: string
      findMany(
        predicate: (query: { where(fields: Record<string, unknown>): unknown }) => unknown,
      ): object[]
      updateMany(
        predicate: (query: { where(fields: Record<string, unknown>): unknown }) => unknown,
        options: { data(record: Record<string, unknown>): void },
      ): Promise<unknown[]>
      delete(record: object): unknown
      create(values: object): Promise<unknown>
    }
    // A record's key never changes in place (the indexes hold it): a new key is a new record.
    if (table.keyField in changes) {
      const matching = table.findMany((query) => query.where(where))
      for (const record of matching) {
        table.delete(record)
        await table.create({ ...record, ...changes })
      }
      return matching.length
    }
    const changed = await table.updateMany((query) => query.where(where), {
      data: (record) => Object.assign(record, changes),
    })
    return changed.length
  },

  /** The mock's own work per call (the bench reads it). */
  stats: ({ backend }: OpContext) => backend?.stats() ?? null,
}
