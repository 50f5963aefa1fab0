import { createFileRoute } from '@tanstack/react-router'
import * as z from 'zod/mini'

import { MyStudentsPage, type StudentListSearch } from '@/features/students/list/my-students-page'

/** Search, filters and sort in the URL; anything unreadable is dropped, never an error page. */
const searchSchema = z.object({
  q: z.catch(z.optional(z.string().check(z.maxLength(200))), undefined),
  accepted: z.catch(z.optional(z.enum(['today', 'week', 'month'])), undefined),
  country: z.catch(
    z.optional(z.array(z.string().check(z.maxLength(100))).check(z.maxLength(250))),
    undefined,
  ),
  sort: z.catch(z.optional(z.enum(['newest', 'oldest'])), undefined),
  unread: z.catch(z.optional(z.boolean()), undefined),
})

export const Route = createFileRoute('/_app/_counsellor/my-student')({
  staticData: { title: 'My Students' },
  validateSearch: searchSchema,
  // Starts reading the list while the page's code loads. Not awaited: the page shows its own
  // loading and error states (spec part 2 section 8).
  loader: async ({ context }) => {
    const { studentListQueryOptions } = await import('@/api/students/queries')
    void context.queryClient.prefetchQuery(studentListQueryOptions())
  },
  component: MyStudentsRoute,
})

function MyStudentsRoute() {
  const search: StudentListSearch = Route.useSearch()
  const navigate = Route.useNavigate()
  return (
    <MyStudentsPage
      search={search}
      onSearchChange={(next) => void navigate({ search: next, replace: true })}
    />
  )
}
