import { createFileRoute } from '@tanstack/react-router'

import { EnrolledHubsPage } from '@/features/learning-hubs/enrolled-hubs-page'

export const Route = createFileRoute('/_app/_counsellor/learning-hub/applied/')({
  staticData: { title: 'Enrolled Hubs', breadcrumbs: ['My Learnings'] },
  // Starts the read while the page's code loads; the page shows its own states.
  loader: async ({ context }) => {
    const { appliedHubsQueryOptions } = await import('@/api/learning-hubs/queries')
    void context.queryClient.prefetchQuery(appliedHubsQueryOptions())
  },
  component: EnrolledHubsPage,
})
