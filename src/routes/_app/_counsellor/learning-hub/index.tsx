import { createFileRoute } from '@tanstack/react-router'

import { PageTitleOnly } from '@/components/layout/page-title-only'

export const Route = createFileRoute('/_app/_counsellor/learning-hub/')({
  staticData: { title: 'Learning Hub' },
  component: () => <PageTitleOnly title="Learning Hub" />,
})
