import { createFileRoute } from '@tanstack/react-router'

import { HubDetailPage } from '@/features/learning-hubs/hub-detail-page'

export const Route = createFileRoute(
  '/_app/_counsellor/learning-hub/applied/$learnerHubName/$learnHubId',
)({
  staticData: { title: 'Learning Hub Details' },
  // Starts both reads while the page's code loads; the page shows its own states.
  loader: async ({ context, params }) => {
    const { hubDetailQueryOptions, appliedHubsQueryOptions } =
      await import('@/api/learning-hubs/queries')
    void context.queryClient.prefetchQuery(hubDetailQueryOptions(params.learnHubId))
    void context.queryClient.prefetchQuery(appliedHubsQueryOptions())
  },
  component: AppliedHubRoute,
})

function AppliedHubRoute() {
  const { learnHubId, learnerHubName } = Route.useParams()
  return <HubDetailPage learnHubId={learnHubId} learnerHubName={learnerHubName} />
}
