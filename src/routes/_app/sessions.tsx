import { createFileRoute } from '@tanstack/react-router'
import * as z from 'zod/mini'

import { requireRole } from '@/app/guards'
import { SessionsPage } from '@/features/sessions'
import { normalizeRole } from '@/lib/roles'

/** `?tab=past`: which sessions show, so a link or a reload keeps it (upcoming by default). */
const searchSchema = z.object({
  tab: z.catch(z.optional(z.enum(['upcoming', 'past'])), undefined),
})

/** Sessions (issue 29): both people of a session; other roles go to their own page. */
export const Route = createFileRoute('/_app/sessions')({
  staticData: { title: 'Sessions' },
  validateSearch: searchSchema,
  loaderDeps: ({ search }) => ({ tab: search.tab ?? 'upcoming' }),
  beforeLoad: async ({ context, location }) => ({
    role: normalizeRole((await requireRole(context, location, ['student', 'counsellor'])).role),
  }),
  // Starts the reads while the page's code loads; the page shows its own states.
  loader: async ({ context, deps }) => {
    const { availabilityQueryOptions, sessionPagesQueryOptions } =
      await import('@/api/sessions/queries')
    void context.queryClient.prefetchInfiniteQuery(sessionPagesQueryOptions({ scope: deps.tab }))
    if (context.role === 'counsellor') {
      void context.queryClient.prefetchQuery(availabilityQueryOptions())
    } else {
      const { counsellingInfoQueryOptions } = await import('@/api/connections/counselling-info')
      void context.queryClient.prefetchQuery(counsellingInfoQueryOptions())
    }
  },
  component: SessionsRoute,
})

function SessionsRoute() {
  const { role } = Route.useRouteContext()
  const search = Route.useSearch()
  const navigate = Route.useNavigate()
  return (
    <SessionsPage
      role={role ?? 'student'}
      tab={search.tab ?? 'upcoming'}
      onTabChange={(tab) =>
        void navigate({ search: { tab: tab === 'upcoming' ? undefined : tab }, replace: true })
      }
    />
  )
}
