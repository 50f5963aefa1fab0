import { createFileRoute, redirect } from '@tanstack/react-router'

/** Unknown paths: signed-in users to /error/404, visitors to the login page (spec part 1 section 2). */
export const Route = createFileRoute('/$')({
  beforeLoad: ({ context }) => {
    throw redirect({
      to: context.auth.isSignedIn() ? '/error/404' : '/auth/login',
      replace: true,
    })
  },
})
