import { createFileRoute } from '@tanstack/react-router'

import { AvailabilityPage } from '@/features/sessions/availability/availability-page'

export const Route = createFileRoute('/_app/_counsellor/availability')({
  staticData: { title: 'Availability' },
  // Starts the read while the page's code loads; the page shows its own states. Imported on
  // demand so the HTTP stack stays off the first load.
  loader: async ({ context }) => {
    void import('@/features/sessions/availability/components/availability-form')
    const { availabilityQueryOptions } = await import('@/api/sessions/queries')
    void context.queryClient.prefetchQuery(availabilityQueryOptions())
  },
  component: AvailabilityPage,
})
