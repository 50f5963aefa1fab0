import type { SupportAllowance } from '@/api/generated/types.gen'
import { featureByKey } from '@/config/plans'
import {
  allowanceMonth,
  allowanceUsedMessage,
  HELP_REQUESTS_PER_MONTH,
  STANDARD_RESPONSE_TIME,
  SUPPORT_RESPONSE_TIMES,
} from '@/config/support'

import { db, type UserRecord } from '../db'
import { planOf } from './billing/plans'
import { HttpError } from './http-error'
import { mockNowMs } from '../services/clock'

/**
 * E-mail and chat support, Limited vs Unlimited (spec part 2 section 9; issue 34; openapi.yaml
 * `createSupportRequest`, `getSupportAllowance`): decided from the caller's active subscription
 * at each call, so a plan bought, changed or cancelled applies to the next request.
 */

interface SupportTerms {
  limited: boolean
  priority: boolean
  responseTime: string
}

/**
 * A Catalyst on Basic or on no plan has limited support; Prime and Elite Access ("Unlimited" in
 * the plan table) have priority support. A student is not plan-bound: neither.
 */
function supportTermsOf(user: Pick<UserRecord, 'id' | 'role'>): SupportTerms {
  if (user.role !== 'counsellor')
    return { limited: false, priority: false, responseTime: STANDARD_RESPONSE_TIME }
  const tier = planOf(user)
  const unlimited =
    tier !== null && featureByKey('email-and-chat-support').values[tier] === 'Unlimited'
  return {
    limited: !unlimited,
    priority: unlimited,
    responseTime: tier ? SUPPORT_RESPONSE_TIMES[tier] : STANDARD_RESPONSE_TIME,
  }
}

/** The help requests a user raised in the calendar month (UTC) of `now`, on any plan. */
function usedInMonthOf(userId: string, now: number): number {
  const { start, resetsAt } = allowanceMonth(now)
  return db.supportRequests
    .lookup('user', userId)
    .filter((request) => request.createdAt >= start && request.createdAt < resetsAt).length
}

/** GET /faq/support-allowance: the caller's allowance this month, as the form shows it. */
export function supportAllowanceOf(
  user: Pick<UserRecord, 'id' | 'role'>,
  now: number = mockNowMs(),
): SupportAllowance {
  const terms = supportTermsOf(user)
  const used = usedInMonthOf(user.id, now)
  if (!terms.limited) return { ...terms, used, limit: null, remaining: null, resetsAt: null }
  return {
    ...terms,
    used,
    limit: HELP_REQUESTS_PER_MONTH,
    remaining: Math.max(0, HELP_REQUESTS_PER_MONTH - used),
    resetsAt: allowanceMonth(now).resetsAt,
  }
}

/**
 * 429 once a limited allowance is used up, naming the month and the plans with unlimited
 * support, `retryAt` when it renews. Callers check and store under one guard per user.
 */
export function requireHelpRequestLeft(allowance: SupportAllowance): void {
  if (allowance.limited && allowance.remaining === 0 && allowance.resetsAt) {
    throw new HttpError(429, allowanceUsedMessage(allowance.resetsAt), {
      retryAt: allowance.resetsAt,
    })
  }
}
