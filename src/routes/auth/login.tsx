import { createFileRoute } from '@tanstack/react-router'
import { z } from 'zod'

import { LoginPage } from '@/features/auth/login-page'

const searchSchema = z.object({ returnUrl: z.string().optional().catch(undefined) })

export const Route = createFileRoute('/auth/login')({
  validateSearch: searchSchema,
  staticData: { title: 'Sign in' },
  component: LoginRoute,
})

function LoginRoute() {
  const { returnUrl } = Route.useSearch()
  return <LoginPage returnUrl={returnUrl} />
}
