import { createFileRoute } from '@tanstack/react-router'
import * as z from 'zod/mini'

import { WebinarsPage } from '@/features/webinars'

/** `?tab=past`: which webinars show, so a link or a reload keeps it (upcoming by default). */
const searchSchema = z.object({
  tab: z.catch(z.optional(z.enum(['upcoming', 'past'])), undefined),
})

/** Premium webinars (issue 34): every Catalyst; registering needs Prime or Elite Access. */
export const Route = createFileRoute('/_app/_counsellor/webinars')({
  staticData: { title: 'Webinars' },
  validateSearch: searchSchema,
  loaderDeps: ({ search }) => ({ tab: search.tab ?? 'upcoming' }),
  // Starts the reads while the page's code loads; the page shows its own states.
  loader: async ({ context, deps }) => {
    const [{ webinarPagesQueryOptions }, { myPlanQueryOptions }] = await Promise.all([
      import('@/api/webinars/queries'),
      import('@/api/payment/queries'),
    ])
    void context.queryClient.prefetchInfiniteQuery(webinarPagesQueryOptions({ scope: deps.tab }))
    void context.queryClient.prefetchQuery(myPlanQueryOptions())
  },
  component: WebinarsRoute,
})

function WebinarsRoute() {
  const search = Route.useSearch()
  const navigate = Route.useNavigate()
  return (
    <WebinarsPage
      tab={search.tab ?? 'upcoming'}
      onTabChange={(tab) =>
        void navigate({ search: { tab: tab === 'upcoming' ? undefined : tab }, replace: true })
      }
    />
  )
}
