import { createFileRoute } from '@tanstack/react-router'

import { PageTitleOnly } from '@/components/layout/page-title-only'

export const Route = createFileRoute('/_app/_counsellor/invite-student')({
  staticData: { title: 'Invite Student' },
  component: () => <PageTitleOnly title="Invite Student" />,
})
