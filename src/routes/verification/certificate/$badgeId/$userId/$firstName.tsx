import { createFileRoute } from '@tanstack/react-router'

import { PageTitleOnly } from '@/components/layout/page-title-only'

/** Public verified-badge certificate (spec part 2 section 2); filled by the certificates issue. */
export const Route = createFileRoute('/verification/certificate/$badgeId/$userId/$firstName')({
  staticData: { title: 'Verified Badge Certificate' },
  component: () => <PageTitleOnly title="Verified Badge Certificate" standalone />,
})
