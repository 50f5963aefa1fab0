import type { ManagerCallScope } from '../generated/types.gen'

/** A range of the manager's free slots: ISO instants, `to` at most 31 days after `from`. */
export interface ManagerSlotRange {
  from?: string
  to?: string
}

/**
 * Elite's account manager and marketing support (issue 34; openapi.yaml "Account manager"). A
 * booking or cancellation invalidates `calls` (the lists and the slots follow from the same
 * records); a request sent or answered invalidates `marketing`.
 */
export const accountManagerKeys = {
  all: ['account-manager'] as const,
  manager: () => [...accountManagerKeys.all, 'manager'] as const,
  calls: () => [...accountManagerKeys.all, 'calls'] as const,
  callList: (scope: ManagerCallScope) => [...accountManagerKeys.calls(), 'list', scope] as const,
  slots: (range: ManagerSlotRange) => [...accountManagerKeys.calls(), 'slots', range] as const,
  marketing: () => [...accountManagerKeys.all, 'marketing'] as const,
  requests: () => [...accountManagerKeys.marketing(), 'list'] as const,
}
