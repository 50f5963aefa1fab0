import { delay, HttpResponse } from 'msw'

import type * as sdk from '@/api/generated/sdk.gen'
import { MOCK_IP_LOCATION_URL } from '@/config/env'

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

/** The operation ids of openapi/openapi.yaml (the generated SDK has one function per id). */
export type OperationId = keyof typeof sdk

export const FAULT_STATUSES = [400, 401, 403, 404, 429, 500] as const
export type FaultStatus = (typeof FAULT_STATUSES)[number]

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

type Method = 'get' | 'post'

export interface FaultOperation {
  method: Method
  /** The templated contract path: `/invite/student/{studentId}/{action}`. */
  path: string
  /** The injectable error statuses the operation declares. */
  statuses: readonly FaultStatus[]
}

/**
 * Third-party stand-ins a fault can name (never reached by '*'): their method, mock path and the
 * failures the real service has. ipapi.co answers 429 when it rate-limits a caller.
 */
export const SERVICE_OPERATIONS = {
  ipLocation: {
    method: 'get',
    path: MOCK_IP_LOCATION_URL,
    statuses: [429, 500],
    messages: { 429: 'Rate limit exceeded', 500: 'Something went wrong' },
  },
} as const satisfies Record<
  string,
  FaultOperation & { messages: Partial<Record<FaultStatus, string>> }
>

export type ServiceId = keyof typeof SERVICE_OPERATIONS

/** What a fault names: an operation of the contract, a third-party stand-in, or every operation. */
export type FaultTarget = OperationId | ServiceId | '*'

export function isServiceId(value: string): value is ServiceId {
  return Object.hasOwn(SERVICE_OPERATIONS, value)
}

/**
 * Reads method, path and declared statuses of every operation straight from the contract text.
 * A full YAML parser would weigh more than the rest of this module in the browser; the contract
 * is laid out in one regular shape (paths at 2 spaces, methods at 4, `operationId`/`responses`
 * at 6, quoted status keys at 8), and faults.test.ts checks this reading against a full parse.
 */
export function readContractOperations(yaml: string): Map<OperationId, FaultOperation> {
  const found = new Map<OperationId, FaultOperation>()
  let section = ''
  let path = ''
  let current: { method: Method; id?: string; statuses: FaultStatus[] } | undefined
  let inResponses = false
  const finish = () => {
    if (current?.id) {
      const { method, statuses } = current
      found.set(current.id as OperationId, { method, path, statuses })
    }
    current = undefined
  }
  for (const line of yaml.split(/\r?\n/)) {
    let match: RegExpExecArray | null
    if (/^\S/.test(line)) {
      finish()
      section = line
    } else if (!section.startsWith('paths:')) continue
    else if ((match = /^ {2}(\/\S*):\s*$/.exec(line))) {
      finish()
      path = match[1] ?? ''
    } else if ((match = /^ {4}(\w+):\s*$/.exec(line))) {
      finish()
      inResponses = false
      if (match[1] === 'get' || match[1] === 'post') current = { method: match[1], statuses: [] }
    } else if ((match = /^ {6}operationId:\s*(\w+)\s*$/.exec(line)) && current) {
      current.id = match[1]
    } else if (/^ {6}\S/.test(line)) {
      inResponses = /^ {6}responses:\s*$/.test(line)
    } else if (inResponses && current && (match = /^ {8}'?(\d{3})'?:/.exec(line))) {
      const status = Number(match[1])
      if ((FAULT_STATUSES as readonly number[]).includes(status))
        current.statuses.push(status as FaultStatus)
    }
  }
  finish()
  return found
}

let operations: ReadonlyMap<OperationId, FaultOperation> | undefined
let byRoute = new Map<string, OperationId>()

/** Makes the contract's operations known (the test helper does it at import). */
export function setFaultContract(yaml: string): void {
  operations = readContractOperations(yaml)
  byRoute = new Map([...operations].map(([id, { method, path }]) => [`${method} ${path}`, id]))
}

/**
 * Loads the contract text on demand: it weighs about 40 KiB gzipped, so the browser fetches it
 * only once faults are used (a fault in the URL or saved, the Faults tab, the console), never
 * on an ordinary mock-mode visit.
 */
export async function loadFaultContract(): Promise<void> {
  if (operations) return
  const { default: yaml } = await import('../openapi/openapi.yaml?raw')
  setFaultContract(yaml)
}

function contractOperations(): ReadonlyMap<OperationId, FaultOperation> {
  if (!operations) throw new FaultError('The contract is not loaded yet (loadFaultContract)')
  return operations
}

/** Every operation of openapi/openapi.yaml, as the contract declares it. */
export function faultOperations(): ReadonlyMap<OperationId, FaultOperation> {
  return contractOperations()
}

export function operationIds(): OperationId[] {
  return [...contractOperations().keys()].sort()
}

export function isOperationId(value: string): value is OperationId {
  return contractOperations().has(value as OperationId)
}

/** The statuses a fault may inject into an operation ('*': all of them, each where declared). */
export function injectableStatuses(operationId: FaultTarget): readonly FaultStatus[] {
  if (operationId === '*') return FAULT_STATUSES
  if (isServiceId(operationId)) return SERVICE_OPERATIONS[operationId].statuses
  return contractOperations().get(operationId)?.statuses ?? []
}

/** The operation a handler serves, from its method and contract path (`/invite/student/{id}`). */
export function operationIdOf(method: Method, path: string): OperationId | undefined {
  return byRoute.get(`${method} ${path}`)
}

/** The stand-in a service handler serves, from its method and mock path. */
function serviceIdOf(method: Method, path: string): ServiceId | undefined {
  return (Object.keys(SERVICE_OPERATIONS) as ServiceId[]).find(
    (id) => SERVICE_OPERATIONS[id].method === method && SERVICE_OPERATIONS[id].path === path,
  )
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

export class FaultError extends Error {}

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
