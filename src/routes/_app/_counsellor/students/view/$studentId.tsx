import { createFileRoute } from '@tanstack/react-router'

import { PageTitleOnly } from '@/components/layout/page-title-only'

export const Route = createFileRoute('/_app/_counsellor/students/view/$studentId')({
  staticData: { title: 'Student Profile', breadcrumbs: ['Student Management'] },
  component: () => <PageTitleOnly title="Student Profile" />,
})
