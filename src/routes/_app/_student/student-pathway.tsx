import { createFileRoute, redirect } from '@tanstack/react-router'

/** /student-pathway and /my-pathway are the same page (spec part 1 section 2). */
export const Route = createFileRoute('/_app/_student/student-pathway')({
  beforeLoad: () => {
    throw redirect({ to: '/my-pathway', replace: true })
  },
})
