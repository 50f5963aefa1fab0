import { createFileRoute } from '@tanstack/react-router'

import { PageTitleOnly } from '@/components/layout/page-title-only'

export const Route = createFileRoute('/_app/_student/student-faq-support')({
  staticData: { title: 'FAQ and Support Centre' },
  component: () => <PageTitleOnly title="FAQ and Support Centre" />,
})
