import { redirect, type ParsedLocation } from '@tanstack/react-router'

import { isApiError } from '@/api/api-error'
import { currentUserQueryOptions, type CurrentUser } from '@/api/profile/queries'
import { STUDENT_PROFILE_COMPLETION_THRESHOLD } from '@/config/constants'
import { studentProfileCompletion } from '@/lib/profile-completion'
import { normalizeRole, type Role } from '@/lib/roles'

import type { RouterContext } from './router-context'

/**
 * Where a signed-in user's home is (spec part 1 section 2, part 2 section 2). Another role (a
 * parent) has no page of the product but the one link its menu shows, /learningHub.
 */
export function homePathFor(
  user: CurrentUser,
): '/dashboard' | '/student-profile' | '/find-counsellors' | '/learningHub' {
  const role = normalizeRole(user.role)
  if (role === null) return '/learningHub'
  if (role === 'student') {
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
 * Whether a failed read of the user's own profile means the sign-in is over: the server said the
 * token is not accepted (401) or the account cannot be used or found (403, 404). A 5xx or no
 * answer at all is the server's or the network's trouble, not the sign-in's.
 */
export function endsSignIn(error: unknown): boolean {
  return isApiError(error) && (error.status === 401 || error.status === 403 || error.status === 404)
}

/**
 * Loads the signed-in user, or sends the visitor to login with a returnUrl. The spec (part 1
 * section 4) logs the user out when the profile fails to load; this refines it for transient
 * failures (docs/real-backend.md): a 401, 403 or 404 ends the sign-in, while a 5xx
 * or a network failure keeps the tokens and reaches the layout's error page, with Retry.
 */
export async function requireUser(
  context: RouterContext,
  location: ParsedLocation,
): Promise<CurrentUser> {
  // Home needs no returnUrl: after login the user lands there anyway.
  const search = location.href === '/' ? {} : { returnUrl: location.href }
  const toLogin = () => redirect({ to: '/auth/login', search, replace: true })
  if (!context.auth.isSignedIn()) throw toLogin()
  try {
    return await context.queryClient.ensureQueryData(currentUserQueryOptions())
  } catch (error) {
    if (!endsSignIn(error)) throw error
    context.auth.end()
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
  if (!context.auth.isSignedIn()) return null
  try {
    return await context.queryClient.ensureQueryData(currentUserQueryOptions())
  } catch {
    return null
  }
}
