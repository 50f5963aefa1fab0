import { createFileRoute, Outlet, redirect } from '@tanstack/react-router'

import { homePathFor, optionalUser, roleFallbackPath } from '@/app/guards'
import { AuthLayout } from '@/components/layout/auth-layout'
import { normalizeRole } from '@/lib/roles'

/**
 * The auth area is for visitors (spec part 1 section 6). For a signed-in user it is a
 * Catalyst-only route that leads to the dashboard: a student is sent to the student profile,
 * as the role guard sends any wrong role (part 1 section 7, part 2 section 2); another role to
 * its one page. When the user cannot be read, home decides (its own error page).
 */
export const Route = createFileRoute('/auth')({
  beforeLoad: async ({ context }) => {
    if (!context.auth.isSignedIn()) return
    const user = await optionalUser(context)
    const role = user ? normalizeRole(user.role) : null
    if (!user) throw redirect({ to: '/', replace: true })
    throw redirect({ to: role ? roleFallbackPath(role) : homePathFor(user), replace: true })
  },
  component: () => (
    <AuthLayout>
      <Outlet />
    </AuthLayout>
  ),
})
