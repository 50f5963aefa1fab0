import { createFileRoute } from '@tanstack/react-router'

import { AuthPageTitle } from '@/components/layout/auth-layout'

export const Route = createFileRoute('/auth/registration')({
  staticData: { title: 'Create your account' },
  component: () => <AuthPageTitle title="Create your account" />,
})
