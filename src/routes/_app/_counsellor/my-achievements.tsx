import { createFileRoute } from '@tanstack/react-router'

import { MyAchievementsPage } from '@/features/achievements/my-achievements-page'

export const Route = createFileRoute('/_app/_counsellor/my-achievements')({
  staticData: { title: 'My Accomplishments' },
  // Starts the read while the page's code loads; the page shows its own states.
  loader: async ({ context }) => {
    const { achievementsQueryOptions } = await import('@/api/achievements/queries')
    void context.queryClient.prefetchQuery(achievementsQueryOptions())
  },
  component: MyAchievementsPage,
})
