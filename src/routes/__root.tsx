import { createRootRouteWithContext, Outlet } from '@tanstack/react-router'

import { DocumentTitle } from '@/components/layout/document-title'
import type { RouterContext } from '@/app/router-context'
import { NotFoundPage } from '@/features/errors/not-found-page'

export const Route = createRootRouteWithContext<RouterContext>()({
  component: RootLayout,
  notFoundComponent: NotFoundPage,
})

function RootLayout() {
  return (
    <>
      <DocumentTitle />
      <Outlet />
    </>
  )
}
