import { callServer } from '../../serving/client'
import { BillingPortalPage, NoCustomer } from './billing-portal-page'

/** /mock-services/billing-portal?user={userId}: the catalyst's billing portal (mock). */
export async function loadBillingPortalPage() {
  const userId = new URLSearchParams(location.search).get('user') ?? ''
  const account = await callServer('billingAccount', userId)
  if (!account) return <NoCustomer />
  return <BillingPortalPage initial={account} />
}
