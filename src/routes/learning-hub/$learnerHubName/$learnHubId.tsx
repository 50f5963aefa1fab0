import { createFileRoute } from '@tanstack/react-router'

import { optionalUser } from '@/app/guards'
import { SignedInLayout } from '@/app/signed-in-layout'
import { HubDetailPage } from '@/features/learning-hubs/hub-detail-page'
import { PublicHubPage } from '@/features/learning-hubs/public-hub-page'

/**
 * A learning hub's page (spec part 2 section 2): inside the app, with Apply Now, when the visitor
 * is signed in (where the pending hub redirect brings them back after login); the public overview
 * when signed out.
 */
export const Route = createFileRoute('/learning-hub/$learnerHubName/$learnHubId')({
  staticData: { title: 'Learning Hub Details' },
  beforeLoad: async ({ context }) => ({ user: await optionalUser(context) }),
  loader: async ({ context, params }) => {
    const { hubDetailQueryOptions } = await import('@/api/learning-hubs/queries')
    void context.queryClient.prefetchQuery(hubDetailQueryOptions(params.learnHubId))
  },
  component: LearningHubRoute,
})

function LearningHubRoute() {
  const { user } = Route.useRouteContext()
  const { learnHubId, learnerHubName } = Route.useParams()
  if (!user) return <PublicHubPage learnHubId={learnHubId} />
  return (
    <SignedInLayout user={user}>
      <HubDetailPage learnHubId={learnHubId} learnerHubName={learnerHubName} />
    </SignedInLayout>
  )
}
