import type { BillingInterval, PlanTier } from '@/api/generated/types.gen'
import { PLANS } from '@/config/plans'

import { allowedReturn, type StandInPage } from '../stand-in'
import { BillingPortalPage, NoCustomer, type BillingAccount } from './billing-portal-page'

/**
 * /mock-services/billing-portal?user={userId}&return={app}{path}: the Catalyst's billing
 * portal (mock). The way back is followed only to an origin the portal may send people to.
 */
interface BillingPortalData {
  account: BillingAccount | null
  back: string | null
}

const isTier = (value: string | null): value is PlanTier =>
  PLANS.some((plan) => plan.tier === value)
const isInterval = (value: string | null): value is BillingInterval =>
  value === 'month' || value === 'year'

export const billingPortalStandIn: StandInPage<BillingPortalData> = {
  async load(context) {
    const { url, call, appHome } = context
    const account = await call('billingAccount', url.searchParams.get('user') ?? '')
    const back =
      allowedReturn(context, url.searchParams.get('return')) ?? (appHome && `${appHome}dashboard`)
    return { account, back }
  },
  status: ({ account }) => (account ? 200 : 404),
  async post({ call }, { account }, fields) {
    if (!account) return { problem: null }
    const userId = account.customer.id
    const tier = fields.get('tier')
    const interval = fields.get('interval')
    if (fields.get('action') === 'cancel') await call('cancelSubscription', userId)
    else if (fields.get('action') === 'change' && isTier(tier) && isInterval(interval))
      await call('changePlan', userId, tier, interval)
    return { problem: null }
  },
  render: ({ data, problem }) =>
    data.account ? (
      <BillingPortalPage account={data.account} back={data.back} problem={problem} />
    ) : (
      <NoCustomer />
    ),
}
