import { createFileRoute } from '@tanstack/react-router'

import { DashboardPage } from '@/features/dashboard/dashboard-page'

export const Route = createFileRoute('/_app/_counsellor/dashboard')({
  staticData: { title: 'Dashboard' },
  // Starts the dashboard's reads while its code loads; not awaited: each card shows its own
  // loading and error state. Imported on demand so the HTTP stack stays off the first load.
  loader: async ({ context }) => {
    const { dashboardLearningQueryOptions, dashboardStudentsQueryOptions } =
      await import('@/api/dashboard/queries')
    void context.queryClient.prefetchQuery(dashboardStudentsQueryOptions())
    void context.queryClient.prefetchQuery(dashboardLearningQueryOptions())
  },
  component: DashboardPage,
})
