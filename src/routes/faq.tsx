import { createFileRoute } from '@tanstack/react-router'

import { PublicFaqPage } from '@/features/faq/public-faq-page'

/** Public FAQ and Support Centre (spec part 2 section 2). */
export const Route = createFileRoute('/faq')({
  staticData: { title: 'FAQ and Support Centre' },
  // Starts reading the questions while the page's code loads. Not awaited: the page shows its
  // own loading and failure states (spec part 2 section 8).
  loader: async ({ context }) => {
    const { publicFaqsQueryOptions } = await import('@/api/faq/queries')
    void context.queryClient.prefetchQuery(publicFaqsQueryOptions())
  },
  component: PublicFaqPage,
})
