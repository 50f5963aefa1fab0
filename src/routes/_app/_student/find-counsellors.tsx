import { createFileRoute } from '@tanstack/react-router'

import { PageTitleOnly } from '@/components/layout/page-title-only'

export const Route = createFileRoute('/_app/_student/find-counsellors')({
  staticData: { title: 'Find Catalysts' },
  component: () => <PageTitleOnly title="Find Catalysts" />,
})
