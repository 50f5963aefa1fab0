import { createFileRoute } from '@tanstack/react-router'

import { AuthPageTitle } from '@/components/layout/auth-layout'

export const Route = createFileRoute('/auth/verify-otp')({
  staticData: { title: 'Verify your e-mail' },
  component: () => <AuthPageTitle title="Verify your e-mail" />,
})
