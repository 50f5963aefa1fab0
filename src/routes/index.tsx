import { createFileRoute, redirect } from '@tanstack/react-router'

import { homePathFor, requireUser } from '@/app/guards'

/** `/`: counsellors to the dashboard; students by profile completion (spec part 2 section 2). */
export const Route = createFileRoute('/')({
  beforeLoad: async ({ context, location }) => {
    const user = await requireUser(context, location)
    throw redirect({ to: homePathFor(user), replace: true })
  },
})
