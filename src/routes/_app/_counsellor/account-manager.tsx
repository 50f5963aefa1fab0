import { createFileRoute } from '@tanstack/react-router'

import { AccountManagerPage } from '@/features/account-manager/account-manager-page'

export const Route = createFileRoute('/_app/_counsellor/account-manager')({
  staticData: { title: 'Account manager' },
  // Starts the plan's read while the page's code loads; the page shows its own states.
  loader: async ({ context }) => {
    const { myPlanQueryOptions } = await import('@/api/payment/queries')
    void context.queryClient.prefetchQuery(myPlanQueryOptions())
  },
  component: AccountManagerPage,
})
