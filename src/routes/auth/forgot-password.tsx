import { createFileRoute } from '@tanstack/react-router'

import { AuthPageTitle } from '@/components/layout/auth-layout'

export const Route = createFileRoute('/auth/forgot-password')({
  staticData: { title: 'Reset your password' },
  component: () => <AuthPageTitle title="Reset your password" />,
})
