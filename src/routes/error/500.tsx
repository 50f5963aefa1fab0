import { createFileRoute } from '@tanstack/react-router'

import { ServerErrorPage } from '@/features/errors/server-error-page'

export const Route = createFileRoute('/error/500')({
  staticData: { title: 'System error' },
  component: ServerErrorPage,
})
