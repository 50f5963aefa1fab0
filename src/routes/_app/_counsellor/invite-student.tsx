import { createFileRoute } from '@tanstack/react-router'

import { InviteStudentPage } from '@/features/invitations/invite-student-page'

export const Route = createFileRoute('/_app/_counsellor/invite-student')({
  staticData: { title: 'Invite Student' },
  // Starts the panels' reads while the page's code loads, and on hover of its link. Not awaited:
  // the form is usable at once and each panel shows its own loading, error (Retry) and empty
  // states. Imported on demand so the HTTP stack stays off the first load (src/api/sdk.ts).
  loader: async ({ context: { queryClient, user } }) => {
    const { inviteStatsQueryOptions, latestInvitesQueryOptions } =
      await import('@/api/connections/queries')
    void queryClient.prefetchQuery(latestInvitesQueryOptions())
    void queryClient.prefetchQuery(inviteStatsQueryOptions(user.id))
  },
  component: InviteStudentRoute,
})

function InviteStudentRoute() {
  const { user } = Route.useRouteContext()
  return <InviteStudentPage catalystId={user.id} awaitingApproval={!user.isCounsellorApproved} />
}
