import { createFileRoute, notFound } from '@tanstack/react-router'

import { useOpenChat } from '@/features/chat/chat-context'
import { isNotMyStudent } from '@/features/students/profile/not-my-student'
import { StudentProfilePage } from '@/features/students/profile/student-profile-page'

/**
 * A student as their Catalyst sees them (spec part 2 section 2). Someone else's student, or no
 * such student, is the not-found page: the loader waits for the profile to know which.
 */
export const Route = createFileRoute('/_app/_counsellor/students/view/$studentId')({
  staticData: { title: 'Student Profile', breadcrumbs: ['Student Management'] },
  loader: async ({ context, params }) => {
    const { studentProfileQueryOptions, assignedPathwayQueryOptions, pathwaysQueryOptions } =
      await import('@/api/students/queries')
    const { queryClient } = context
    void queryClient.prefetchQuery(assignedPathwayQueryOptions(params.studentId))
    void queryClient.prefetchQuery(pathwaysQueryOptions())
    try {
      await queryClient.ensureQueryData(studentProfileQueryOptions(params.studentId))
    } catch (error) {
      if (isNotMyStudent(error)) throw notFound()
      // Any other failure: the page shows "Failed to load profile or pathway data." and Retry.
    }
  },
  component: StudentProfileRoute,
})

function StudentProfileRoute() {
  const { studentId } = Route.useParams()
  const openChat = useOpenChat()
  return <StudentProfilePage studentId={studentId} onStartChat={openChat} />
}
