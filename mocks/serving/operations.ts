import type { BillingInterval, PlanTier } from '@/api/generated/types.gen'
import type { SessionEndedPayload } from '@/lib/socket/events'

import { configureMocks, type MockConfig } from '../config'
import { db, type CollectionName } from '../db'
import {
  activeSubscriptionOf,
  cancelSubscription,
  changePlan,
  invoicesOf,
} from '../handlers/billing/billing'
import {
  awardRewards,
  completeCurrentModule,
  decideApplication,
  type LifecycleResult,
} from '../handlers/learning-hubs/lifecycle'
import { listIdentityAccounts, suggestNewPerson } from '../pages/identity/accounts'
import { seedInBrowser } from '../seed/browser-seed'
import type { ScenarioName } from '../seed/scenarios'
import {
  authorizeIdentity,
  ensureReturningGoogleUser,
  parseAuthorizeRequest,
  type IdentityProfile,
} from '../services/identity-provider'
import { allMail } from '../services/mailbox'
import { findUser } from '../services/relations'
import type { SocketHub } from '../socket/socket-hub'
import type { Backend } from './backend'

/**
 * What the mock's own pages (the identity provider, the learning platform, the billing portal),
 * the developer panel and the console ask of the server besides the contract's HTTP calls. In
 * the browser they run in the serving tab like any call (mocks/serving/client.ts); in Node and
 * Storybook, where the db is in the same place, they run directly.
 */
export interface OpContext {
  /** The calling tab. */
  from: string
  /** The serving tab's engine; null where the db is local (Node, Storybook). */
  backend: Backend | null
  /** The serving tab's live sessions and its way to the tabs; null where the db is local. */
  sockets: ServerSockets | null
}

export interface ServerSockets {
  hub: SocketHub
  push(to: string, topic: string, payload: unknown): void
}

/** Where the serving tab sends a tab's socket deliveries and drops (mocks/socket/browser-socket.ts). */
export const SOCKET_TOPIC = 'socket'
export type SocketPush =
  | { type: 'deliver'; connId: string; event: string; payload: unknown }
  | { type: 'end'; connId: string; payload: SessionEndedPayload }
  | { type: 'drop'; connId: string }

/** Ops that change no saved data: their answers are not journaled. */
export const NOT_JOURNALED = new Set<OpName>([
  'mailbox',
  'pendingApplications',
  'moodleCourse',
  'billingAccount',
  'stats',
  'scenario',
  'socketConnect',
  'socketClose',
  'dropLiveConnections',
])

function socketsOf(context: OpContext): ServerSockets {
  if (!context.sockets) throw new Error('The live chat is served by the mock socket server here')
  return context.sockets
}

export const operations = {
  /** Every e-mail sent, newest first (the panel's Mailbox). */
  mailbox: () => allMail(),

  /** Applications still Applied, newest first, for the hub's staff (the panel). */
  pendingApplications: () =>
    db.applications
      .findMany((q) => q.where({ status: 1010 }))
      .sort((a, b) => b.appliedAt.localeCompare(a.appliedAt))
      .map((application) => ({
        id: application.id,
        who: findUser(application.userId)?.email ?? application.userId,
        hub: db.learnHubs.get(application.learnHubId)?.name ?? '?',
      })),

  decideApplication: (_: OpContext, id: string, accept: boolean) => decideApplication(id, accept),

  /** The learner's course on the mock learning platform, or null. */
  moodleCourse: (_: OpContext, moodleId: string, userId: string) => {
    const hub = db.learnHubs.findFirst((q) => q.where({ moodle_id: Number(moodleId) }))
    const learner = findUser(userId)
    const application =
      hub && learner
        ? db.applications.lookup('user', learner.id).find((a) => a.learnHubId === hub.id)
        : undefined
    return hub && learner && application ? { hub, learner, application } : null
  },

  completeModule: (_: OpContext, applicationId: string): Promise<LifecycleResult> =>
    completeCurrentModule(applicationId),

  awardBadge: (_: OpContext, applicationId: string): Promise<LifecycleResult> =>
    awardRewards(applicationId),

  /** The billing portal's customer: subscription and invoices, or null. */
  billingAccount: (_: OpContext, userId: string) => {
    const customer = findUser(userId)
    if (!customer) return null
    return {
      customer,
      subscription: activeSubscriptionOf(customer.id) ?? null,
      invoices: invoicesOf(customer.id),
    }
  },

  cancelSubscription: (_: OpContext, userId: string) => cancelSubscription(userId),

  changePlan: (_: OpContext, userId: string, tier: PlanTier, interval: BillingInterval) =>
    changePlan(userId, tier, interval),

  /** The identity provider's page: the request checked, and the accounts it offers. */
  identityPage: async (_: OpContext, search: string, origin: string) => {
    const check = parseAuthorizeRequest(search, origin)
    if (!check.ok) return check
    await ensureReturningGoogleUser()
    return {
      ...check,
      accounts: listIdentityAccounts(),
      suggestion: suggestNewPerson(),
    }
  },

  authorizeIdentity: (_: OpContext, profile: IdentityProfile) => authorizeIdentity(profile),

  /** Server settings: the token lifetimes and limits (the latency is each tab's own). */
  configure: (_: OpContext, config: Partial<Omit<MockConfig, 'latencyMs'>>) => {
    const { latencyMs: _latency, ...server } = config as Partial<MockConfig>
    configureMocks(server)
  },

  /** Re-seeds a scenario, replacing everything saved (the panel, `?mock-reset`, the console). */
  reset: async ({ backend, sockets }: OpContext, scenario: ScenarioName) => {
    // As a restarted server: the live connections drop (and reconnect to the new data).
    sockets?.hub.dropAll()
    await seedInBrowser(scenario)
    await backend?.replaceAll(scenario)
  },

  /** The scenario the saved data was seeded from. */
  scenario: ({ backend }: OpContext) => backend?.scenario() ?? null,

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

  /** A tab's socket handshake: the session joins the serving tab's hub. */
  socketConnect: (context: OpContext, connId: string, auth: unknown) => {
    const sockets = socketsOf(context)
    const { from } = context
    const push = (message: SocketPush) => sockets.push(from, SOCKET_TOPIC, message)
    return sockets.hub.connect(`${from}/${connId}`, auth, {
      deliver: (event, payload) => push({ type: 'deliver', connId, event, payload }),
      end: (payload) => push({ type: 'end', connId, payload }),
      drop: () => push({ type: 'drop', connId }),
    })
  },

  socketEvent: (
    context: OpContext,
    connId: string,
    event: unknown,
    payload: unknown,
    auth: unknown,
  ) => socketsOf(context).hub.event(`${context.from}/${connId}`, event, payload, auth),

  socketClose: (context: OpContext, connId: string) =>
    socketsOf(context).hub.close(`${context.from}/${connId}`),

  /** Drops every live connection as a crashed server would; they reconnect by themselves. */
  dropLiveConnections: (context: OpContext) => socketsOf(context).hub.dropAll(),

  /** The mock's own work per call (the bench reads it). */
  stats: ({ backend }: OpContext) => backend?.stats() ?? null,
}

export type Operations = typeof operations
export type OpName = keyof Operations
type Rest<F> = F extends (context: OpContext, ...args: infer A) => unknown ? A : never
export type OpArgs<N extends OpName> = Rest<Operations[N]>
export type OpResult<N extends OpName> = Awaited<ReturnType<Operations[N]>>

export function runOperation(name: OpName, args: unknown[], context: OpContext) {
  const operation = operations[name] as (context: OpContext, ...args: unknown[]) => unknown
  if (typeof operation !== 'function') throw new Error(`Unknown mock operation ${String(name)}`)
  return operation(context, ...args)
}
