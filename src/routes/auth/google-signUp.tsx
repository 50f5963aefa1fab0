import { createFileRoute } from '@tanstack/react-router'

import { AuthPageTitle } from '@/components/layout/auth-layout'

export const Route = createFileRoute('/auth/google-signUp')({
  staticData: { title: 'Complete your account' },
  component: () => <AuthPageTitle title="Complete your account" />,
})
