import type * as sdk from '@/api/generated/sdk.gen'
import { MOCK_IP_LOCATION_URL } from '@/config/env'

/**
 * What a fault can name (mocks/faults.ts): the operations of openapi/openapi.yaml, read from the
 * contract text with the error statuses each declares, and the third-party stand-ins the app
 * calls outside the contract (mocks/services).
 */

/** The operation ids of openapi/openapi.yaml (the generated SDK has one function per id). */
export type OperationId = keyof typeof sdk

export const FAULT_STATUSES = [400, 401, 403, 404, 429, 500] as const
export type FaultStatus = (typeof FAULT_STATUSES)[number]

/** A fault that is not possible (an unknown target, a status the operation does not declare). */
export class FaultError extends Error {}

export type Method = 'get' | 'post'

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
  const { default: yaml } = await import('../openapi/bundled/openapi.yaml?raw')
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
export function serviceIdOf(method: Method, path: string): ServiceId | undefined {
  return (Object.keys(SERVICE_OPERATIONS) as ServiceId[]).find(
    (id) => SERVICE_OPERATIONS[id].method === method && SERVICE_OPERATIONS[id].path === path,
  )
}
