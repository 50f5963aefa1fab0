import { redirect, type ParsedLocation } from '@tanstack/react-router'

import { currentUserQueryOptions, type CurrentUser } from '@/api/profile/queries'
import { STUDENT_PROFILE_COMPLETION_THRESHOLD } from '@/config/constants'
import { studentProfileCompletion } from '@/lib/profile-completion'
import { normalizeRole, type Role } from '@/lib/roles'

import type { RouterContext } from './router-context'

/** Where a signed-in user's home is (spec part 1 section 2, part 2 section 2). */
export function homePathFor(
  user: CurrentUser,
): '/dashboard' | '/student-profile' | '/find-counsellors' {
  if (normalizeRole(user.role) === 'student') {
    return studentProfileCompletion(user) < STUDENT_PROFILE_COMPLETION_THRESHOLD
      ? '/student-profile'
      : '/find-counsellors'
  }
  return '/dashboard'
}

/** Where a signed-in user with the wrong role is sent by the role guard. */
export function roleFallbackPath(
  role: Role | null,
): '/dashboard' | '/student-profile' | '/auth/login' {
  if (role === 'counsellor') return '/dashboard'
  if (role === 'student') return '/student-profile'
  return '/auth/login'
}

/**
 * Loads the signed-in user, or sends the visitor to login with a returnUrl. A profile that fails
 * to load ends the session (spec part 1 section 4: "If loading the profile fails... logged out").
 */
export async function requireUser(
  context: RouterContext,
  location: ParsedLocation,
): Promise<CurrentUser> {
  // Home needs no returnUrl: after login the user lands there anyway.
  const search = location.href === '/' ? {} : { returnUrl: location.href }
  const toLogin = () => redirect({ to: '/auth/login', search, replace: true })
  if (!context.session.isSignedIn()) throw toLogin()
  try {
    return await context.queryClient.ensureQueryData(currentUserQueryOptions())
  } catch {
    context.session.end()
    context.queryClient.clear()
    throw toLogin()
  }
}

/** The role guard: lets `allowed` roles through, sends others to their own home. */
export async function requireRole(
  context: RouterContext,
  location: ParsedLocation,
  allowed: readonly Role[],
): Promise<CurrentUser> {
  const user = await requireUser(context, location)
  const role = normalizeRole(user.role)
  if (role && allowed.includes(role)) return user
  throw redirect({ to: roleFallbackPath(role), replace: true })
}

/** The signed-in user if there is one, without redirecting (public pages, the auth area). */
export async function optionalUser(context: RouterContext): Promise<CurrentUser | null> {
  if (!context.session.isSignedIn()) return null
  try {
    return await context.queryClient.ensureQueryData(currentUserQueryOptions())
  } catch {
    return null
  }
}
