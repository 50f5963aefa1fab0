import { createFileRoute } from '@tanstack/react-router'

import { NotFoundPage } from '@/features/errors/not-found-page'

/** The error index shows the 404 page (spec part 2 section 2). */
export const Route = createFileRoute('/error/')({
  staticData: { title: 'Page not found' },
  component: NotFoundPage,
})
