import { createFileRoute } from '@tanstack/react-router'

import { FaqSupportPage } from '@/features/faq/faq-support-page'

/** FAQ and Support Centre for the Catalyst, under the side menu's SUPPORT section (spec part 1 section 2). */
export const Route = createFileRoute('/_app/_counsellor/counselor-faq-support')({
  staticData: { title: 'FAQ and Support Centre', breadcrumbs: ['Support'] },
  // Starts reading the questions while the page's code loads. Not awaited: the page shows its
  // own loading and failure states (spec part 2 section 8).
  loader: async ({ context }) => {
    const { faqsQueryOptions } = await import('@/api/faq/queries')
    void context.queryClient.prefetchQuery(faqsQueryOptions())
  },
  component: FaqSupportPage,
})
