import * as z from 'zod/mini'

import { mockConfig } from '../config'
import { db, type UserRecord } from '../db'
import { isBlank } from '../handlers/shared/common'
import { newId, nowIso, userSk } from './ids'
import { isRedirectAllowed } from './redirect-origins'
import { findUserByEmail } from './relations'
import { issueToken } from './tokens'

/**
 * The mock external identity provider (spec part 1 sections 2, 7, 8): decides what its
 * authorisation page answers. The page (mocks/pages/identity) shows the choices and redirects to
 * the URL built here: `redirect_uri#access_token=...` (implicit grant) or `#error=...`.
 */
export const IDENTITY_ERRORS = {
  emailExists: 'Email already exists. Please login with email and password.',
  attributesMissing: 'Error with Google login: Required attributes missing.',
  cancelled: 'User cancelled',
} as const

export interface AuthorizeRequest {
  clientId: string
  redirectUri: string
  scopes: string[]
  state: string | null
}

export type AuthorizeRequestCheck =
  { ok: true; request: AuthorizeRequest } | { ok: false; problem: string }

/**
 * Reads the authorisation request. Only a redirect_uri on the provider's own origin is ever
 * redirected to or, given `redirectOrigins` (the mock server's allowed origins, `*` for any), one
 * on those.
 */
export function parseAuthorizeRequest(
  search: string,
  origin: string,
  redirectOrigins?: readonly string[],
): AuthorizeRequestCheck {
  const params = new URLSearchParams(search)
  const responseType = params.get('response_type')
  if (responseType !== 'token')
    return { ok: false, problem: `Unsupported response_type "${responseType ?? ''}": use token.` }
  const raw = params.get('redirect_uri')
  if (!raw) return { ok: false, problem: 'The redirect_uri parameter is missing.' }
  let target: URL
  try {
    target = new URL(raw, origin)
  } catch {
    return { ok: false, problem: `The redirect_uri "${raw}" is not a URL.` }
  }
  if (!redirectOrigins && target.origin !== origin)
    return { ok: false, problem: `The redirect_uri "${raw}" is not on this site (${origin}).` }
  if (redirectOrigins && !isRedirectAllowed(target, redirectOrigins))
    return {
      ok: false,
      problem: `The redirect_uri ${target.origin} is not an allowed origin of this server.`,
    }
  target.hash = ''
  return {
    ok: true,
    request: {
      clientId: params.get('client_id') ?? '',
      redirectUri: target.href,
      scopes: (params.get('scope') ?? '').split(/\s+/).filter(Boolean),
      state: params.get('state'),
    },
  }
}

/** What the person picked on the page supplies: the provider's name and e-mail attributes. */
export interface IdentityProfile {
  givenName: string
  familyName: string
  email: string
}

export type IdentityOutcome =
  | { kind: 'token'; accessToken: string; expiresIn: number; user: UserRecord; created: boolean }
  | { kind: 'error'; description: string }

/** An external-identity account still needs country, phone and terms (the google-signUp wizard). */
export function needsSignUpDetails(user: UserRecord): boolean {
  return (
    !user.confirmed || isBlank(user.country) || isBlank(user.phoneNumber) || isBlank(user.firstName)
  )
}

/**
 * The provider's decision: no e-mail -> attributes missing; an e-mail/password account -> the
 * "already exists" error; a google account -> its temporary token; a new person -> a google
 * account awaiting sign-up details (the wizard fills country, phone and role), then its token.
 */
export async function authorizeIdentity(profile: IdentityProfile): Promise<IdentityOutcome> {
  const email = profile.email.trim().toLowerCase()
  if (!z.email().safeParse(email).success)
    return { kind: 'error', description: IDENTITY_ERRORS.attributesMissing }
  const existing = findUserByEmail(email)
  if (existing?.identityProvider === 'password')
    return { kind: 'error', description: IDENTITY_ERRORS.emailExists }
  const user = existing ?? (await createGoogleUser({ ...profile, email }))
  const expiresIn = mockConfig.temporaryTokenTtlSeconds
  const accessToken = issueToken(user, 'temporary', expiresIn)
  return { kind: 'token', accessToken, expiresIn, user, created: !existing }
}

function createGoogleUser(profile: IdentityProfile, complete?: Partial<UserRecord>) {
  const id = newId()
  return db.users.create({
    id,
    sk: userSk(id),
    firstName: profile.givenName.trim(),
    lastName: profile.familyName.trim() || null,
    email: profile.email,
    // Placeholders until the google-signUp wizard (updateUserCountry) sets them.
    country: '',
    role: 'student',
    phoneNumber: null,
    countryCode: null,
    experience: [],
    education: [],
    certifications: [],
    kycDocs: [],
    isCounsellorApproved: false,
    password: '',
    confirmed: false,
    identityProvider: 'google',
    createdAt: nowIso(),
    lastSeen: null,
    ...complete,
  })
}

export const RETURNING_GOOGLE_PROFILE: IdentityProfile = {
  givenName: 'Riya',
  familyName: 'Menon',
  email: 'riya.menon@example.com',
}

/** A google user who finished sign-up; one is created the first time none exists. */
export async function ensureReturningGoogleUser(): Promise<UserRecord> {
  const found = googleUsers().find((user) => !needsSignUpDetails(user))
  if (found) return found
  return createGoogleUser(RETURNING_GOOGLE_PROFILE, {
    country: 'India',
    countryCode: '+91',
    phoneNumber: '+919812345678',
    role: 'student',
    confirmed: true,
  })
}

export function googleUsers(): UserRecord[] {
  return db.users
    .lookup('identityProvider', 'google')
    .sort((a, b) => a.email.localeCompare(b.email))
}

/** The redirect back to the app, with the outcome in the fragment (implicit grant). */
export function providerReturnUrl(
  request: AuthorizeRequest,
  outcome: IdentityOutcome | { kind: 'cancelled' },
): string {
  const parts: Array<[string, string]> =
    outcome.kind === 'token'
      ? [
          ['access_token', outcome.accessToken],
          ['token_type', 'Bearer'],
          ['expires_in', String(outcome.expiresIn)],
        ]
      : [
          ['error', 'access_denied'],
          [
            'error_description',
            outcome.kind === 'error' ? outcome.description : IDENTITY_ERRORS.cancelled,
          ],
        ]
  if (request.state !== null) parts.push(['state', request.state])
  const fragment = parts.map(([key, value]) => `${key}=${encodeURIComponent(value)}`)
  return `${request.redirectUri}#${fragment.join('&')}`
}
