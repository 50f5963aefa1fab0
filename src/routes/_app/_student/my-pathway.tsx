import { createFileRoute } from '@tanstack/react-router'

import { PageTitleOnly } from '@/components/layout/page-title-only'

export const Route = createFileRoute('/_app/_student/my-pathway')({
  staticData: { title: 'My Pathway' },
  component: () => <PageTitleOnly title="My Pathway" />,
})
