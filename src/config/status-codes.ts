import type { ApplicationStatus } from '@/api/generated/types.gen'

/**
 * The contract's numeric status codes and their names, the one table the app, the mock backend
 * and its stand-in pages read (openapi.yaml ApplicationStatus; spec part 2 sections 3 and 4).
 */

/** Learning-hub application statuses (part 2 section 3). */
export const APPLICATION_STATUS = {
  applied: 1010,
  accepted: 1020,
  rejected: 1030,
  complete: 1100,
  rewardsAwarded: 1120,
} as const satisfies Record<string, ApplicationStatus>

/** Each application status as the screens name it. */
export const APPLICATION_STATUS_NAMES: Readonly<Record<ApplicationStatus, string>> = {
  1010: 'Applied',
  1020: 'Accepted',
  1030: 'Rejected',
  1100: 'Complete',
  1120: 'Rewards Awarded',
}

/** The name of a status number, or undefined for one the contract does not list. */
export function applicationStatusName(status: number): string | undefined {
  return (APPLICATION_STATUS_NAMES as Readonly<Record<number, string>>)[status]
}

/** Subscription payment status codes (part 2 section 4). */
export const PAYMENT_STATUS = {
  unknown: 0,
  incomplete: 1,
  trialing: 2,
  active: 3,
  pastDue: 4,
  canceled: 5,
  unpaid: 6,
} as const
