import { createFileRoute, Outlet, redirect } from '@tanstack/react-router'

import { AuthLayout } from '@/components/layout/auth-layout'

/** The auth area is for visitors: a signed-in user is sent home (spec part 1 section 6). */
export const Route = createFileRoute('/auth')({
  beforeLoad: ({ context }) => {
    if (context.session.isSignedIn()) throw redirect({ to: '/', replace: true })
  },
  component: () => (
    <AuthLayout>
      <Outlet />
    </AuthLayout>
  ),
})
