import { createFileRoute } from '@tanstack/react-router'

import { PageTitleOnly } from '@/components/layout/page-title-only'

export const Route = createFileRoute('/_app/_student/student-profile')({
  staticData: { title: 'Student Profile' },
  component: () => <PageTitleOnly title="Student Profile" />,
})
