import { createFileRoute } from '@tanstack/react-router'

import { DashboardPage } from '@/features/dashboard/dashboard-page'

export const Route = createFileRoute('/_app/_counsellor/dashboard')({
  staticData: { title: 'Dashboard' },
  // Starts the dashboard's reads while its code loads; not awaited: each card shows its own
  // loading and error state. Imported on demand so the HTTP stack stays off the first load. The
  // smart dashboard's analysis is read only once the plan says it is included (issue 34: a read
  // without it would answer 403).
  loader: async ({ context }) => {
    const [dashboard, payment] = await Promise.all([
      import('@/api/dashboard/queries'),
      import('@/api/payment/queries'),
    ])
    const { queryClient } = context
    void queryClient.prefetchQuery(dashboard.dashboardCountsQueryOptions())
    void queryClient.prefetchQuery(dashboard.learnHubProgressQueryOptions())
    void queryClient
      .ensureQueryData(payment.myPlanQueryOptions())
      .then((plan) => {
        if (!plan.features.includes('smart-dashboard')) return
        void queryClient.prefetchQuery(dashboard.dashboardStudentsQueryOptions())
        void queryClient.prefetchQuery(dashboard.dashboardLearningQueryOptions())
        void queryClient.prefetchQuery(dashboard.studentRequestTrendQueryOptions())
      })
      // The page reads the plan again and shows its error with Retry.
      .catch(() => undefined)
  },
  component: DashboardPage,
})
