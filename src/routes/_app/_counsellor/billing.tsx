import { createFileRoute } from '@tanstack/react-router'

import { BillingPage } from '@/features/payments/billing-page'

export const Route = createFileRoute('/_app/_counsellor/billing')({
  staticData: { title: 'Billing' },
  component: BillingPage,
})
