import { afterEach, expect } from 'vitest'

import type { ApiError } from '@/api/api-error'
import { setContractViolationHandler } from '@/api/client'

/** Any answer the generated client receives that breaks the contract fails the current test. */
export function failOnContractViolations(): void {
  const violations: ApiError[] = []
  setContractViolationHandler((error) => {
    violations.push(error)
  })
  afterEach(() => {
    const found = violations.splice(0)
    expect(
      found.map((error) => `${error.message}: ${String(error.cause)}`),
      'API answers that break the contract',
    ).toEqual([])
  })
}
