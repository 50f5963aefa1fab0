import { createFileRoute, redirect } from '@tanstack/react-router'

/** Any other /auth/* path redirects to the login page. */
export const Route = createFileRoute('/auth/$')({
  beforeLoad: () => {
    throw redirect({ to: '/auth/login', replace: true })
  },
})
