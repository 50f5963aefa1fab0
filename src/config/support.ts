import type { PlanTier } from '@/api/generated/types.gen'
import { formatDate, MONTH_NAMES } from '@/lib/format/dates'

import { planNamesWith } from './plans'

/**
 * E-mail and chat support, Limited vs Unlimited (spec part 2 section 9; issue 34; openapi.yaml
 * "Limits" and `createSupportRequest`): the numbers and words the server decides with and the
 * help request form shows. A Catalyst on Basic, or on no plan, has a monthly allowance of help
 * requests; Prime and Elite Access have none, and their requests are marked priority. Students
 * are not plan-bound: no allowance, no priority (the 24-hour flood limit applies to everyone).
 */

/** Help requests a Catalyst on limited support sends per calendar month (UTC). */
export const HELP_REQUESTS_PER_MONTH = 3

/** The first answer each plan can expect, as the form and the confirmation say it. */
export const SUPPORT_RESPONSE_TIMES: Record<PlanTier, string> = {
  basic: 'within 3 business days',
  prime: 'within 1 business day',
  elite: 'within 4 hours on business days',
}

/** Without priority (no plan, a student): the answer Basic's requests expect. */
export const STANDARD_RESPONSE_TIME = SUPPORT_RESPONSE_TIMES.basic

/** "Prime and Elite Access": the plans whose support is unlimited and priority. */
export const PRIORITY_SUPPORT_PLAN_NAMES = planNamesWith('email-and-chat-support', 'Unlimited')

/** "Prime and Elite Access include unlimited priority support.": the form and the 429 say it. */
export const PRIORITY_SUPPORT_OFFER = `${PRIORITY_SUPPORT_PLAN_NAMES} include unlimited priority support.`

/** The calendar month (UTC) of an instant: its start and the start of the next (the renewal). */
export function allowanceMonth(at: Date | number | string): { start: string; resetsAt: string } {
  const date = new Date(at)
  const year = date.getUTCFullYear()
  const month = date.getUTCMonth()
  return {
    start: new Date(Date.UTC(year, month, 1)).toISOString(),
    resetsAt: new Date(Date.UTC(year, month + 1, 1)).toISOString(),
  }
}

/**
 * The allowance is used up: the server's 429 and the form's offer say the same. `resetsAt` is
 * the first of the next month (UTC), so the month named is the one before it.
 */
export function allowanceUsedMessage(resetsAt: string): string {
  const ended = new Date(Date.parse(resetsAt) - 1)
  const month = MONTH_NAMES[ended.getUTCMonth()]!
  return (
    `You have used your ${HELP_REQUESTS_PER_MONTH} help requests for ${month}. ` +
    `${PRIORITY_SUPPORT_OFFER} ` +
    `Your allowance renews on ${formatDate(resetsAt)}.`
  )
}

/** "2 of 3 help requests left this month". */
export function helpRequestsLeft(remaining: number, limit: number): string {
  return `${remaining} of ${limit} help ${limit === 1 ? 'request' : 'requests'} left this month`
}

/** "Priority support: answered within 1 business day". */
export function prioritySupportLine(responseTime: string): string {
  return `Priority support: answered ${responseTime}`
}
