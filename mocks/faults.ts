import { delay, HttpResponse } from 'msw'

import {
  FAULT_STATUSES,
  FaultError,
  injectableStatuses,
  isOperationId,
  isServiceId,
  loadFaultContract,
  operationIdOf,
  serviceIdOf,
  SERVICE_OPERATIONS,
  type FaultStatus,
  type FaultTarget,
  type Method,
  type OperationId,
  type ServiceId,
} from './fault-targets'

/**
 * Fault injection for the mock backend (issue 4 part 4): per operation or for all ('*'), force an
 * error status with the contract's error body `{ message }`, a network error (no answer at all)
 * or a delay, optionally only for the next N calls. `operation()` in handlers/http.ts asks
 * `injectedFault()` before every handler runs. The developer panel (Faults tab), the demo build's
 * `?mock-fault=` parameter, the Vitest helper (testing/faults.ts) and the Playwright helper all
 * go through this one list.
 *
 * Every injected answer stays inside the contract: a status is only injected into operations
 * that declare it (a '*' fault skips the others; naming an operation that does not declare the
 * status is refused). Every operation declares 500, so 500, network errors and delays reach
 * every operation.
 *
 * The third-party stand-ins the app calls outside the contract (mocks/services) can fail too, when
 * named (SERVICE_OPERATIONS: `ipLocation`, the "Get Address" lookup); '*' stays with the contract.
 */

export * from './fault-targets'

/** A status to answer with, `network` (the request fails with no answer) or a delay. */
export type FaultKind = FaultStatus | 'network' | { delayMs: number }

export interface FaultSpec {
  operationId: FaultTarget
  kind: FaultKind
  /** How many calls it affects; omitted, every call until it is removed. */
  times?: number | undefined
  /** The error body's message; omitted, the contract's example message for the status. */
  message?: string | undefined
}

export interface Fault {
  id: number
  operationId: FaultTarget
  kind: FaultKind
  /** Calls it will still affect; null for every call until removed. */
  remaining: number | null
  message: string | undefined
  /** Calls it has affected so far. */
  hits: number
}

/** The contract's example messages (components/responses), used when a fault names none. */
export const DEFAULT_FAULT_MESSAGES: Record<FaultStatus, string> = {
  400: 'Invalid email format',
  401: 'Unauthorized',
  403: 'You do not have permission to perform this action.',
  404: 'Not found.',
  429: 'Max limit for resend reached, try again after sometime',
  500: 'Something went wrong',
}

/** The longest delay a fault may add: long enough to see every loading state, not a hang. */
export const MAX_FAULT_DELAY_MS = 120_000

function checkSpec(spec: FaultSpec): void {
  const { operationId, kind, times } = spec
  if (operationId !== '*' && !isServiceId(operationId) && !isOperationId(operationId)) {
    throw new FaultError(`Unknown operation "${String(operationId)}" (see openapi/openapi.yaml)`)
  }
  if (typeof kind === 'number') {
    if (!(FAULT_STATUSES as readonly number[]).includes(kind)) {
      throw new FaultError(`Status ${kind} cannot be injected (use ${FAULT_STATUSES.join(', ')})`)
    }
    if (!injectableStatuses(operationId).includes(kind)) {
      const declared = injectableStatuses(operationId).join(', ')
      throw new FaultError(
        isServiceId(operationId)
          ? `${operationId} is a third-party service that never answers ${kind} (it answers ${declared})`
          : `${operationId} does not declare ${kind} in the contract (it declares ${declared})`,
      )
    }
  } else if (kind !== 'network') {
    const ms = kind.delayMs
    if (!Number.isInteger(ms) || ms < 0 || ms > MAX_FAULT_DELAY_MS) {
      throw new FaultError(`A delay is a whole number of ms from 0 to ${MAX_FAULT_DELAY_MS}`)
    }
  }
  if (times !== undefined && (!Number.isInteger(times) || times < 1)) {
    throw new FaultError('The number of times is a whole number of at least 1')
  }
}

let faults: readonly Fault[] = []
let nextId = 1
const listeners = new Set<() => void>()

function commit(next: readonly Fault[]): void {
  faults = next
  listeners.forEach((listener) => listener())
}

/** Adds a fault; throws FaultError with a readable reason when the spec is not possible. */
export function addFault(spec: FaultSpec): Fault {
  checkSpec(spec)
  const fault: Fault = {
    id: nextId++,
    operationId: spec.operationId,
    kind: typeof spec.kind === 'object' ? { delayMs: spec.kind.delayMs } : spec.kind,
    remaining: spec.times ?? null,
    message: spec.message?.trim() || undefined,
    hits: 0,
  }
  commit([...faults, fault])
  return fault
}

export function removeFault(id: number): void {
  commit(faults.filter((fault) => fault.id !== id))
}

export function clearFaults(): void {
  if (faults.length > 0) commit([])
}

/** The active faults, oldest first (the same array until something changes). */
export function listFaults(): readonly Fault[] {
  return faults
}

export function subscribeFaults(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** A fault as a spec again (what is left of it), to save or to show. */
export function specOf(fault: Fault): FaultSpec {
  return {
    operationId: fault.operationId,
    kind: fault.kind,
    ...(fault.remaining === null ? {} : { times: fault.remaining }),
    ...(fault.message ? { message: fault.message } : {}),
  }
}

/** `signIn:500`, `*:network:2`, `fetchChats:delay=2000`: the form the URL parameter takes. */
export function describeFault(fault: Pick<FaultSpec, 'operationId' | 'kind' | 'times'>): string {
  const kind = typeof fault.kind === 'object' ? `delay=${fault.kind.delayMs}` : String(fault.kind)
  return `${fault.operationId}:${kind}${fault.times === undefined ? '' : `:${fault.times}`}`
}

function applies(fault: Fault, operationId: OperationId | ServiceId): boolean {
  if (fault.operationId === '*' ? isServiceId(operationId) : fault.operationId !== operationId)
    return false
  return typeof fault.kind !== 'number' || injectableStatuses(operationId).includes(fault.kind)
}

function failureFor(fault: Fault): Response {
  if (fault.kind === 'network') return HttpResponse.error()
  const status = fault.kind as FaultStatus
  const serviceMessages: Partial<Record<FaultStatus, string>> = isServiceId(fault.operationId)
    ? SERVICE_OPERATIONS[fault.operationId].messages
    : {}
  const message = fault.message ?? serviceMessages[status] ?? DEFAULT_FAULT_MESSAGES[status]
  // The resend limit answer carries the time the limit was hit (contract: TooManyRequests).
  const extra =
    status === 429 && !isServiceId(fault.operationId)
      ? { modifiedTime: new Date().toISOString() }
      : {}
  return HttpResponse.json({ message, ...extra }, { status })
}

/**
 * Runs the faults that apply to a call of the operation at `method path`: waits for every
 * matching delay, then returns the failure of the first matching status or network fault
 * (undefined: answer as usual). Each fault used counts one hit; a fault with no calls left is removed.
 */
export async function injectedFault(method: Method, path: string): Promise<Response | undefined> {
  // The common case, no faults, needs no contract at all.
  if (faults.length === 0) return undefined
  const operationId = operationIdOf(method, path) ?? serviceIdOf(method, path)
  if (!operationId) return undefined
  const matching = faults.filter((fault) => applies(fault, operationId))
  if (matching.length === 0) return undefined
  const delays = matching.filter((fault) => typeof fault.kind === 'object')
  const failure = matching.find((fault) => typeof fault.kind !== 'object')
  const used = new Set([...delays, ...(failure ? [failure] : [])].map((fault) => fault.id))
  commit(
    faults.flatMap((fault) => {
      if (!used.has(fault.id)) return [fault]
      const remaining = fault.remaining === null ? null : fault.remaining - 1
      return remaining === 0 ? [] : [{ ...fault, remaining, hits: fault.hits + 1 }]
    }),
  )
  const waitMs = delays.reduce((sum, fault) => sum + (fault.kind as { delayMs: number }).delayMs, 0)
  if (waitMs > 0) await delay(waitMs)
  return failure ? failureFor(failure) : undefined
}

function parseKind(text: string): FaultKind | undefined {
  if (text === 'network') return 'network'
  const delayMatch = /^delay=(\d+)$/.exec(text)
  if (delayMatch) return { delayMs: Number(delayMatch[1]) }
  return /^\d{3}$/.test(text) ? (Number(text) as FaultStatus) : undefined
}

/**
 * Reads the demo build's `?mock-fault=` value: comma-separated `<operationId|*>:<kind>[:times]`
 * with kind a status (400, 401, 403, 404, 429, 500), `network` or `delay=<ms>`. Entries that
 * cannot be used are reported, not thrown: the rest still apply.
 */
export function parseFaultParam(value: string): { specs: FaultSpec[]; problems: string[] } {
  const specs: FaultSpec[] = []
  const problems: string[] = []
  for (const entry of value.split(',').map((part) => part.trim())) {
    if (!entry) continue
    const [operationId = '', kindText = '', timesText, ...rest] = entry.split(':')
    const kind = parseKind(kindText)
    const times = timesText === undefined ? undefined : Number(timesText)
    const spec = { operationId, kind, times } as FaultSpec
    try {
      if (!kind || rest.length > 0) throw new FaultError('expected <operationId|*>:<kind>[:times]')
      checkSpec(spec)
      specs.push(spec)
    } catch (error) {
      problems.push(`mock-fault "${entry}": ${(error as Error).message}`)
    }
  }
  return { specs, problems }
}

const STORAGE_KEY = 'catalyst-mock-faults'

/**
 * Keeps the fault list in `storage` (the browser's sessionStorage: for the tab's life, across
 * reloads, until cleared): restores what was saved, then saves every change.
 */
export async function persistFaults(
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>,
): Promise<() => void> {
  try {
    const saved = JSON.parse(storage.getItem(STORAGE_KEY) ?? '[]') as FaultSpec[]
    const specs = Array.isArray(saved) ? saved : []
    if (specs.length > 0) await loadFaultContract()
    for (const spec of specs) {
      try {
        addFault(spec)
      } catch (error) {
        console.warn('[mock backend] a saved fault was dropped:', (error as Error).message)
      }
    }
  } catch {
    storage.removeItem(STORAGE_KEY)
  }
  return subscribeFaults(() => {
    if (faults.length === 0) storage.removeItem(STORAGE_KEY)
    else storage.setItem(STORAGE_KEY, JSON.stringify(faults.map(specOf)))
  })
}
