import { createFileRoute } from '@tanstack/react-router'

import { LoginPage } from '@/features/auth/login-page'

interface LoginSearch {
  returnUrl?: string
}

export const Route = createFileRoute('/auth/login')({
  // A returnUrl that is not a string is dropped; where it may lead is checked on sign-in.
  validateSearch: (search: Record<string, unknown>): LoginSearch =>
    typeof search.returnUrl === 'string' ? { returnUrl: search.returnUrl } : {},
  staticData: { title: 'Sign in' },
  component: LoginRoute,
})

function LoginRoute() {
  const { returnUrl } = Route.useSearch()
  return <LoginPage returnUrl={returnUrl} />
}
