import { createFileRoute } from '@tanstack/react-router'
import * as z from 'zod/mini'

import { TeamPage } from '@/features/team/team-page'

/** `?invite=<id>`: the invitation the e-mail's link opens (issue 34), shown first. */
const searchSchema = z.object({
  invite: z.catch(z.optional(z.string().check(z.maxLength(100))), undefined),
})

/** Team (issue 34): a lead's team of junior counsellors, and invitations to the caller. */
export const Route = createFileRoute('/_app/_counsellor/team')({
  staticData: { title: 'Team' },
  validateSearch: searchSchema,
  // Starts the reads while the page's code loads; the page shows its own states.
  loader: async ({ context }) => {
    const { myTeamQueryOptions, receivedTeamInvitationsQueryOptions } =
      await import('@/api/team/queries')
    void context.queryClient.prefetchQuery(myTeamQueryOptions())
    void context.queryClient.prefetchQuery(receivedTeamInvitationsQueryOptions())
  },
  component: TeamRoute,
})

function TeamRoute() {
  const { invite } = Route.useSearch()
  const navigate = Route.useNavigate()
  return (
    <TeamPage
      invite={invite}
      onInviteAnswered={() => void navigate({ search: {}, replace: true })}
    />
  )
}
