import { createFileRoute } from '@tanstack/react-router'

import { optionalUser } from '@/app/guards'
import { SignedInLayout } from '@/app/signed-in-layout'
import { PageTitleOnly } from '@/components/layout/page-title-only'
import { HubDetailPage } from '@/features/learning-hubs/hub-detail-page'

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
  if (!user) return <PageTitleOnly title="Learning Hub Details" standalone />
  return (
    <SignedInLayout user={user}>
      <HubDetailPage learnHubId={learnHubId} learnerHubName={learnerHubName} />
    </SignedInLayout>
  )
}
