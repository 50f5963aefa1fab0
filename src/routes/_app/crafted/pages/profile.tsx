import { createFileRoute } from '@tanstack/react-router'

import { ActivityPage } from '@/features/activity/activity-page'

/** View All Activities (spec part 1 section 2): the template's profile route, both roles. */
export const Route = createFileRoute('/_app/crafted/pages/profile')({
  staticData: { title: 'Activities' },
  component: ActivityPage,
})
