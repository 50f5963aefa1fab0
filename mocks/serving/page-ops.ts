import type { BillingInterval, PlanTier } from '@/api/generated/types.gen'
import { APPLICATION_STATUS } from '@/config/status-codes'

import { db } from '../db'
import {
  activeSubscriptionOf,
  cancelSubscription,
  changePlan,
  invoicesOf,
} from '../handlers/billing/billing'
import {
  awardRewards,
  completeCurrentModule,
  decideApplication,
  type LifecycleResult,
} from '../handlers/learning-hubs/lifecycle'
import { listIdentityAccounts, suggestNewPerson } from '../pages/identity/accounts'
import {
  authorizeIdentity,
  ensureReturningGoogleUser,
  parseAuthorizeRequest,
  type IdentityProfile,
} from '../services/identity-provider'
import { findUser } from '../services/relations'
import type { OpContext } from './op-context'

/**
 * What the stand-ins for third parties do on the server (mocks/pages: the identity provider, the
 * learning platform, the billing portal), and the hub staff's decisions in the developer panel.
 * The pages call them from a tab in the demo build and in-process on the Node server.
 */
export const pageOperations = {
  /** Applications still Applied, newest first, for the hub's staff (the panel). */
  pendingApplications: () =>
    db.applications
      .findMany((q) => q.where({ status: APPLICATION_STATUS.applied }))
      .sort((a, b) => b.appliedAt.localeCompare(a.appliedAt))
      .map((application) => ({
        id: application.id,
        who: findUser(application.userId)?.email ?? application.userId,
        hub: db.learnHubs.get(application.learnHubId)?.name ?? '?',
      })),

  decideApplication: (_: OpContext, id: string, accept: boolean) => decideApplication(id, accept),

  /** The learner's course on the mock learning platform, or null. */
  moodleCourse: (_: OpContext, moodleId: string, userId: string) => {
    const hub = db.learnHubs.findFirst((q) => q.where({ moodle_id: Number(moodleId) }))
    const learner = findUser(userId)
    const application =
      hub && learner
        ? db.applications.lookup('user', learner.id).find((a) => a.learnHubId === hub.id)
        : undefined
    return hub && learner && application ? { hub, learner, application } : null
  },

  completeModule: (_: OpContext, applicationId: string): Promise<LifecycleResult> =>
    completeCurrentModule(applicationId),

  awardBadge: (_: OpContext, applicationId: string): Promise<LifecycleResult> =>
    awardRewards(applicationId),

  /** The billing portal's customer: subscription and invoices, or null. */
  billingAccount: (_: OpContext, userId: string) => {
    const customer = findUser(userId)
    if (!customer) return null
    return {
      customer,
      subscription: activeSubscriptionOf(customer.id) ?? null,
      invoices: invoicesOf(customer.id),
    }
  },

  cancelSubscription: (_: OpContext, userId: string) => cancelSubscription(userId),

  changePlan: (_: OpContext, userId: string, tier: PlanTier, interval: BillingInterval) =>
    changePlan(userId, tier, interval),

  /**
   * The identity provider's page: the request checked (a redirect_uri on `origin`, or on one of
   * `redirectOrigins` when given), and the accounts it offers.
   */
  identityPage: async (
    _: OpContext,
    search: string,
    origin: string,
    redirectOrigins?: readonly string[],
  ) => {
    const check = parseAuthorizeRequest(search, origin, redirectOrigins)
    if (!check.ok) return check
    await ensureReturningGoogleUser()
    return {
      ...check,
      accounts: listIdentityAccounts(),
      suggestion: suggestNewPerson(),
    }
  },

  authorizeIdentity: (_: OpContext, profile: IdentityProfile) => authorizeIdentity(profile),
}
