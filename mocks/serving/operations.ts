import { clockOperations } from './clock-ops'
import { controlOperations } from './control-ops'
import { liveOperations } from './live-ops'
import type { OpContext } from './op-context'
import { pageOperations } from './page-ops'

export {
  SOCKET_TOPIC,
  type LiveConnections,
  type OpContext,
  type ServerSockets,
  type SocketPush,
} from './op-context'

/**
 * The one table of what the mock's own pages, the developer panel, the console and the control
 * routes ask of the server besides the contract's HTTP calls. Two transports reach it: in the
 * browser every call goes over the tab link to the serving tab (mocks/serving/client.ts); on the
 * Node server the control routes (mocks/server/control.ts) and the stand-in pages run it in
 * process (`callHere`), as Node tests and Storybook do.
 */
export const operations = {
  ...controlOperations,
  ...pageOperations,
  ...liveOperations,
  ...clockOperations,
}

export type Operations = typeof operations
export type OpName = keyof Operations
type Rest<F> = F extends (context: OpContext, ...args: infer A) => unknown ? A : never
export type OpArgs<N extends OpName> = Rest<Operations[N]>
export type OpResult<N extends OpName> = Awaited<ReturnType<Operations[N]>>

/** A transport to the table: runs an operation by name where the database is. */
export type OpCall = <N extends OpName>(name: N, ...args: OpArgs<N>) => Promise<OpResult<N>>

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
  'clock',
  // The timer's runs: what a run changes is saved; its answer is of no use to repeat.
  'runScheduledJobs',
])

export function runOperation(name: OpName, args: unknown[], context: OpContext) {
  const operation = operations[name] as (context: OpContext, ...args: unknown[]) => unknown
  if (typeof operation !== 'function') throw new Error(`Unknown mock operation ${String(name)}`)
  return operation(context, ...args)
}

/** The in-process transport: the operations run here, in `context`. */
export function callHere(context: OpContext): OpCall {
  return <N extends OpName>(name: N, ...args: OpArgs<N>) =>
    Promise.resolve(runOperation(name, args, context)) as Promise<OpResult<N>>
}
