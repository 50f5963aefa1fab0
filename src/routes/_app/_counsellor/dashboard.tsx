import { createFileRoute } from '@tanstack/react-router'

import { PageTitleOnly } from '@/components/layout/page-title-only'

export const Route = createFileRoute('/_app/_counsellor/dashboard')({
  staticData: { title: 'Dashboard' },
  component: () => <PageTitleOnly title="Dashboard" />,
})
