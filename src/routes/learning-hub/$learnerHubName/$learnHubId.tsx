import { createFileRoute } from '@tanstack/react-router'

import { PageTitleOnly } from '@/components/layout/page-title-only'

/**
 * Learning hub details: public when signed out (spec part 2 section 2), "Learning Hub Details"
 * inside the app when signed in. Filled by the learning hub issue.
 */
export const Route = createFileRoute('/learning-hub/$learnerHubName/$learnHubId')({
  staticData: { title: 'Learning Hub Details' },
  component: () => <PageTitleOnly title="Learning Hub Details" standalone />,
})
