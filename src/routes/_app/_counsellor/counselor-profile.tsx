import { createFileRoute } from '@tanstack/react-router'

import { PageTitleOnly } from '@/components/layout/page-title-only'

export const Route = createFileRoute('/_app/_counsellor/counselor-profile')({
  staticData: { title: 'Catalyst Profile' },
  component: () => <PageTitleOnly title="Catalyst Profile" />,
})
