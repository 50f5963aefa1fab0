import { createFileRoute } from '@tanstack/react-router'

import { NotFoundPage } from '@/features/errors/not-found-page'

export const Route = createFileRoute('/error/404')({
  staticData: { title: 'Page not found' },
  component: NotFoundPage,
})
