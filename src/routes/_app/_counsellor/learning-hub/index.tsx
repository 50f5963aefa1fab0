import { createFileRoute } from '@tanstack/react-router'

import { NewHubsPage } from '@/features/learning-hubs/new-hubs-page'

export const Route = createFileRoute('/_app/_counsellor/learning-hub/')({
  staticData: { title: 'Learning Hub', breadcrumbs: ['My Learnings'] },
  // Starts the read while the page's code loads; the page shows its own states.
  loader: async ({ context }) => {
    const { newHubsQueryOptions } = await import('@/api/learning-hubs/queries')
    void context.queryClient.prefetchQuery(newHubsQueryOptions())
  },
  component: NewHubsPage,
})
