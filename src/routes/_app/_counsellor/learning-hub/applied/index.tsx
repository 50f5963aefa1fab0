import { createFileRoute } from '@tanstack/react-router'

import { PageTitleOnly } from '@/components/layout/page-title-only'

export const Route = createFileRoute('/_app/_counsellor/learning-hub/applied/')({
  staticData: { title: 'Enrolled Hubs', breadcrumbs: ['My Learnings'] },
  component: () => <PageTitleOnly title="Enrolled Hubs" />,
})
