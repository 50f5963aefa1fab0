import { accountManagerCalls } from './inputs/account-manager'
import { authCalls } from './inputs/auth'
import { faqAndFileCalls } from './inputs/faq-and-files'
import { learningCalls } from './inputs/learning'
import { paymentCalls } from './inputs/payments'
import { peopleCalls } from './inputs/people'
import { sessionCalls } from './inputs/sessions'
import { teamCalls } from './inputs/team'
import type { ValidCallFactory } from './inputs/valid-call'
import { webinarCalls } from './inputs/webinars'
import { notificationCalls } from './inputs/notifications'

export { anotherRegistrationToken } from './inputs/auth'
export type { ValidCall, ValidCallFactory } from './inputs/valid-call'

/**
 * Valid input for every operationId of the contract, by family (inputs/<family>.ts): a new
 * operation's valid call goes in its family's file (contract.test.ts fails until it has one).
 */
export const validCalls: Record<string, ValidCallFactory> = {
  ...authCalls,
  ...peopleCalls,
  ...learningCalls,
  ...paymentCalls,
  ...sessionCalls,
  ...faqAndFileCalls,
  ...webinarCalls,
  ...accountManagerCalls,
  ...teamCalls,
  ...notificationCalls,
}
