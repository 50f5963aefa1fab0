import { createFileRoute, redirect } from '@tanstack/react-router'

import { OtherRoleHome } from '@/features/other-roles/other-role-home'
import { normalizeRole } from '@/lib/roles'

/**
 * /learningHub: the single "Find Catalysts" link of roles other than counsellor and student
 * (spec part 1 section 2). Catalysts and students have their own pages for it.
 */
export const Route = createFileRoute('/_app/learningHub')({
  staticData: { title: 'Find Catalysts' },
  beforeLoad: ({ context }) => {
    const role = normalizeRole(context.user.role)
    if (role === 'counsellor') throw redirect({ to: '/learning-hub', replace: true })
    if (role === 'student') throw redirect({ to: '/find-counsellors', replace: true })
  },
  component: OtherRoleHome,
})
