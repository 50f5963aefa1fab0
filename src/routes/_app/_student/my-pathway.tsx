import { createFileRoute } from '@tanstack/react-router'

import { StudentChatPanel } from '@/features/chat'
import { NextSessionPanel } from '@/features/sessions/next-session'
import { MyPathwayPage } from '@/features/students/my-pathway/my-pathway-page'

/**
 * My Pathway (spec part 2 section 2): the pathway and the chat with the Catalyst beside it, and
 * the next session with the Catalyst (issue 29).
 */
export const Route = createFileRoute('/_app/_student/my-pathway')({
  staticData: { title: 'My Pathway' },
  // Starts both reads while the page's code loads; the page shows its own states.
  loader: async ({ context }) => {
    const [{ counsellingInfoQueryOptions }, { myPathwayQueryOptions }] = await Promise.all([
      import('@/api/connections/counselling-info'),
      import('@/api/pathways/queries'),
    ])
    void context.queryClient.prefetchQuery(counsellingInfoQueryOptions())
    void context.queryClient.prefetchQuery(myPathwayQueryOptions())
  },
  component: () => (
    <MyPathwayPage chatPanel={<StudentChatPanel />} sessionsPanel={<NextSessionPanel />} />
  ),
})
