import { createFileRoute, redirect } from '@tanstack/react-router'

import { GoogleSignUpPage } from '@/features/auth/google-sign-up-page'
import { readTemporaryToken } from '@/lib/auth/external-identity'

/** Needs the identity provider's temporary token; without it, back to login (spec part 1 §2). */
export const Route = createFileRoute('/auth/google-signUp')({
  staticData: { title: 'Complete your account' },
  beforeLoad: () => {
    if (!readTemporaryToken()) throw redirect({ to: '/auth/login', replace: true })
  },
  component: GoogleSignUpPage,
})
