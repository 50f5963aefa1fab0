import { createFileRoute } from '@tanstack/react-router'

import { BillingPage } from '@/features/payments/billing-page'
import { safeReturnPath } from '@/lib/post-login-redirect'

/**
 * `from`: where in the app Billing was opened from (an in-app path only), so the billing
 * portal's "Return to Catalyst" leads back there (issue 36); anything else is dropped.
 */
export const Route = createFileRoute('/_app/_counsellor/billing')({
  staticData: { title: 'Billing' },
  validateSearch: (search: Record<string, unknown>): { from?: string } => {
    const from = safeReturnPath(search.from)
    return from ? { from } : {}
  },
  component: BillingRoute,
})

function BillingRoute() {
  const { from } = Route.useSearch()
  return <BillingPage from={from} />
}
