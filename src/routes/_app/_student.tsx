import { createFileRoute, Outlet } from '@tanstack/react-router'

import { requireRole } from '@/app/guards'

/** Student-only pages (spec part 1 section 6): anyone else goes to their own home. */
export const Route = createFileRoute('/_app/_student')({
  beforeLoad: ({ context, location }) =>
    requireRole(context, location, ['student']).then(() => undefined),
  component: Outlet,
})
