import type { DemoAccountKey } from '@mocks/seed/demo-accounts'

/** One valid call of an operation against the seeded demo data. */
export interface ValidCall {
  /** Bearer token to send (none for public calls). */
  token?: string
  path?: Record<string, string | number>
  query?: Record<string, string | number>
  body?: unknown
}

/**
 * Builds a valid call made by the demo account `as` (each operation has a default account of a
 * role the contract allows). Public calls ignore `as`; a caller whose role the operation refuses
 * is the authorization suites' business, not this table's.
 */
export type ValidCallFactory = (as?: DemoAccountKey) => ValidCall | Promise<ValidCall>
