import { createFileRoute } from '@tanstack/react-router'

import { PageTitleOnly } from '@/components/layout/page-title-only'

export const Route = createFileRoute('/_app/_counsellor/verified-certificate/$achievementId')({
  staticData: { title: 'Verified Badge Certificate' },
  component: () => <PageTitleOnly title="Verified Badge Certificate" />,
})
