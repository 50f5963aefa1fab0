import { createFileRoute } from '@tanstack/react-router'

import { PageTitleOnly } from '@/components/layout/page-title-only'

export const Route = createFileRoute('/_app/_counsellor/billing')({
  staticData: { title: 'Billing' },
  component: () => <PageTitleOnly title="Billing" />,
})
