import { createFileRoute } from '@tanstack/react-router'

import { FindCatalystsPage } from '@/features/connections/directory/find-catalysts-page'

export const Route = createFileRoute('/_app/_student/find-counsellors')({
  staticData: { title: 'Find Catalysts' },
  // Starts reading the directory while the page's code loads, and on hover of its link. Not
  // awaited: the page shows its own loading and error states (spec part 2 section 8). Imported
  // on demand so the HTTP stack stays off the first load (src/api/sdk.ts).
  loader: async ({ context }) => {
    const { catalystsQueryOptions } = await import('@/api/connections/queries')
    void context.queryClient.prefetchQuery(catalystsQueryOptions())
  },
  component: FindCatalystsPage,
})
