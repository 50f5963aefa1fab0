import { createFileRoute } from '@tanstack/react-router'

import { PageTitleOnly } from '@/components/layout/page-title-only'

export const Route = createFileRoute('/_app/_counsellor/my-student')({
  staticData: { title: 'My Students' },
  component: () => <PageTitleOnly title="My Students" />,
})
