import { createFileRoute } from '@tanstack/react-router'

import { StudentProfilePage } from '@/features/profiles/student-profile-page'
import {
  STUDENT_PROFILE_TABS,
  type StudentProfileTab,
} from '@/features/profiles/student-profile-tabs'

interface StudentProfileSearch {
  tab?: StudentProfileTab
}

export const Route = createFileRoute('/_app/_student/student-profile')({
  // An unknown tab opens the first one.
  validateSearch: (search: Record<string, unknown>): StudentProfileSearch =>
    typeof search.tab === 'string' &&
    search.tab in STUDENT_PROFILE_TABS &&
    search.tab !== 'personal'
      ? { tab: search.tab as StudentProfileTab }
      : {},
  staticData: { title: 'Student Profile' },
  component: StudentProfileRoute,
})

function StudentProfileRoute() {
  const { tab = 'personal' } = Route.useSearch()
  const navigate = Route.useNavigate()
  return (
    <StudentProfilePage
      tab={tab}
      onTabChange={(next) =>
        void navigate({ search: next === 'personal' ? {} : { tab: next }, replace: true })
      }
    />
  )
}
