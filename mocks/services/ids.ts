import { mockNow } from './clock'

/** Ids for records the mock backend creates at run time (the seed makes its own, deterministically). */
export function newId(): string {
  return crypto.randomUUID()
}

export function userSk(userId: string): string {
  return `USER#${userId}`
}

/** The id after the `#` separator of an sk (spec part 1 section 3). */
export function idFromSk(sk: string): string {
  const index = sk.lastIndexOf('#')
  return index === -1 ? sk : sk.slice(index + 1)
}

/** The mock backend's "now" (mocks/services/clock.ts), as the contract writes times. */
export function nowIso(): string {
  return mockNow().toISOString()
}
