import { findUser } from '../../services/relations'
import { BillingPortalPage, NoCustomer } from './billing-portal-page'

/** /mock-services/billing-portal?user={userId}: the catalyst's billing portal (mock). */
export function loadBillingPortalPage() {
  const userId = new URLSearchParams(location.search).get('user') ?? ''
  const customer = findUser(userId)
  if (!customer) return <NoCustomer />
  return <BillingPortalPage customer={customer} />
}
