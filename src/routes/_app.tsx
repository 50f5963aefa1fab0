import { createFileRoute, Outlet } from '@tanstack/react-router'

import { requireUser } from '@/app/guards'
import { AppShell } from '@/components/layout/app-shell'
import { FullPageLoading } from '@/components/layout/full-page-loading'

/** Signed-in pages: the guard loads the user (showing Loading...) and the shell wraps them. */
export const Route = createFileRoute('/_app')({
  beforeLoad: async ({ context, location }) => ({ user: await requireUser(context, location) }),
  pendingComponent: FullPageLoading,
  component: AppLayout,
})

function AppLayout() {
  const { user } = Route.useRouteContext()
  return (
    <AppShell user={user}>
      <Outlet />
    </AppShell>
  )
}
