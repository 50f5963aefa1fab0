import { createFileRoute } from '@tanstack/react-router'

import { PageTitleOnly } from '@/components/layout/page-title-only'

export const Route = createFileRoute(
  '/_app/_counsellor/learning-hub/applied/$learnerHubName/$learnHubId',
)({
  staticData: { title: 'Learning Hub Details' },
  component: () => <PageTitleOnly title="Learning Hub Details" />,
})
