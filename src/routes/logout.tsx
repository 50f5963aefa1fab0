import { createFileRoute } from '@tanstack/react-router'

import { LogoutPage } from '@/features/auth/logout-page'

/** Signs the user out and lands on the login page (spec part 1 section 2). */
export const Route = createFileRoute('/logout')({
  staticData: { title: 'Signing out' },
  component: LogoutPage,
})
