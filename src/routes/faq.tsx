import { createFileRoute } from '@tanstack/react-router'

import { PageTitleOnly } from '@/components/layout/page-title-only'

/** Public FAQ and Support Centre (spec part 2 section 2); filled by the FAQ issue. */
export const Route = createFileRoute('/faq')({
  staticData: { title: 'FAQ and Support Centre' },
  component: () => <PageTitleOnly title="FAQ and Support Centre" standalone />,
})
