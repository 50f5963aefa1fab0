import { createFileRoute, Outlet } from '@tanstack/react-router'

import { AccountLoadErrorPage } from '@/app/account-load-error-page'
import { requireUser } from '@/app/guards'
import { SignedInLayout } from '@/app/signed-in-layout'
import { FullPageLoading } from '@/components/layout/full-page-loading'

/** Signed-in pages: the guard loads the user (showing Loading...) and the shell wraps them. */
export const Route = createFileRoute('/_app')({
  beforeLoad: async ({ context, location }) => ({ user: await requireUser(context, location) }),
  pendingComponent: FullPageLoading,
  // The user could not be loaded (server or network down): the sign-in is kept, Retry offered.
  errorComponent: AccountLoadErrorPage,
  component: AppLayout,
})

function AppLayout() {
  const { user } = Route.useRouteContext()
  return (
    <SignedInLayout user={user}>
      <Outlet />
    </SignedInLayout>
  )
}
