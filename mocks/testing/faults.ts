import { onTestFinished } from 'vitest'

import contract from '../../openapi/bundled/openapi.yaml?raw'
import {
  addFault,
  clearFaults,
  listFaults,
  setFaultContract,
  type Fault,
  type FaultKind,
  type FaultSpec,
} from '../faults'

export { clearFaults, listFaults }
export type { Fault, FaultKind, FaultSpec }

// Tests inject faults synchronously: the contract is read once, here.
setFaultContract(contract)

/**
 * Test helper: makes the mock backend fail `operationId` (or every operation, '*') with `kind` —
 * a status with the contract's error body, 'network' (no answer) or `{ delayMs }` — for the next
 * `times` calls, or until the test ends. Call it inside a test (or a beforeEach): the fault is
 * removed when the test finishes, so no fault leaks into the next one. Impossible faults (a
 * status the operation does not declare) throw a FaultError naming the reason.
 */
export function injectFault(
  operationId: FaultSpec['operationId'],
  kind: FaultKind,
  options: Pick<FaultSpec, 'times' | 'message'> = {},
): Fault {
  const fault = addFault({ operationId, kind, ...options })
  onTestFinished(() => clearFaults())
  return fault
}
