import { createFileRoute } from '@tanstack/react-router'

import { PageTitleOnly } from '@/components/layout/page-title-only'

export const Route = createFileRoute('/_app/_counsellor/my-achievements')({
  staticData: { title: 'My Accomplishments' },
  component: () => <PageTitleOnly title="My Accomplishments" />,
})
