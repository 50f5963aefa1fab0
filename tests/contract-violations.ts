import { afterEach, expect } from 'vitest'

import type { ApiError } from '@/api/api-error'
import { setContractViolationHandler } from '@/api/client'

let expected = false

/**
 * For a test that feeds the client an answer outside the contract on purpose (a server that
 * breaks it, to see the client cope): its violations do not fail it. Lasts until the test ends.
 */
export function allowContractViolations(): void {
  expected = true
}

/** Any answer the generated client receives that breaks the contract fails the current test. */
export function failOnContractViolations(): void {
  const violations: ApiError[] = []
  setContractViolationHandler((error) => {
    if (!expected) violations.push(error)
  })
  afterEach(() => {
    expected = false
    const found = violations.splice(0)
    expect(
      found.map((error) => `${error.message}: ${String(error.cause)}`),
      'API answers that break the contract',
    ).toEqual([])
  })
}
