import { createFileRoute } from '@tanstack/react-router'

import { PageTitleOnly } from '@/components/layout/page-title-only'

export const Route = createFileRoute('/_app/_counsellor/pricing')({
  staticData: { title: 'Pricing' },
  component: () => <PageTitleOnly title="Pricing" />,
})
