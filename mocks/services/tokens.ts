import { REFRESH_REUSE_GRACE_MS } from '@/config/constants'

import { mockConfig } from '../config'
import { db, type TokenRecord, type UserRecord } from '../db'
import { newId } from './ids'

/**
 * JWT-shaped tokens, as the real identity service issues: the client reads `exp` to schedule
 * its refresh. Signed with a mock secret so a tampered or made-up token is refused (401).
 */
export type TokenType = 'access' | 'temporary'

export interface TokenClaims {
  sub: string
  email: string
  role: string
  typ: TokenType
  jti: string
  /** The sign-in (token family) an access token descends from; revoking it revokes them all. */
  fam?: string
  iat: number
  exp: number
}

const SECRET = 'catalyst-mock-signing-key'

function base64url(text: string): string {
  const bytes = new TextEncoder().encode(text)
  let binary = ''
  for (const byte of bytes) binary += String.fromCharCode(byte)
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')
}

function fromBase64url(value: string): string {
  const binary = atob(value.replace(/-/g, '+').replace(/_/g, '/'))
  return new TextDecoder().decode(Uint8Array.from(binary, (c) => c.charCodeAt(0)))
}

/** FNV-1a over the signing input: not cryptography, just tamper detection for a mock. */
function sign(input: string): string {
  let hash = 0x811c9dc5
  for (const char of `${input}.${SECRET}`) {
    hash ^= char.charCodeAt(0)
    hash = Math.imul(hash, 0x01000193) >>> 0
  }
  return base64url(hash.toString(16).padStart(8, '0'))
}

export function issueToken(
  user: Pick<UserRecord, 'id' | 'email' | 'role'>,
  typ: TokenType,
  ttlSeconds: number,
  family?: string,
): string {
  const iat = Math.floor(Date.now() / 1000)
  const claims: TokenClaims = {
    sub: user.id,
    email: user.email,
    role: user.role,
    typ,
    jti: newId(),
    ...(family ? { fam: family } : {}),
    iat,
    exp: iat + ttlSeconds,
  }
  return encodeToken(claims)
}

/** Signs any claims as the mock identity service would (tests make malformed tokens with it). */
export function encodeToken(claims: object): string {
  const header = base64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }))
  const payload = base64url(JSON.stringify(claims))
  return `${header}.${payload}.${sign(`${header}.${payload}`)}`
}

/**
 * The claims every token carries, with the types they must have. A well-signed token without
 * them (no `exp`: it would never expire) is malformed, not trusted.
 */
function isClaims(value: unknown): value is TokenClaims {
  if (!value || typeof value !== 'object') return false
  const claims = value as Record<string, unknown>
  const text = (name: string) => typeof claims[name] === 'string' && claims[name] !== ''
  const time = (name: string) => Number.isFinite(claims[name])
  return (
    text('sub') &&
    text('jti') &&
    (claims.typ === 'access' || claims.typ === 'temporary') &&
    time('iat') &&
    time('exp') &&
    (claims.fam === undefined || text('fam'))
  )
}

export type TokenCheck =
  | { ok: true; claims: TokenClaims }
  | { ok: false; reason: 'malformed' | 'bad-signature' | 'expired' | 'revoked' }

function tokenRecord(kind: TokenRecord['kind'], token: string): TokenRecord | undefined {
  return db.tokens.lookup('token', `${kind}|${token}`)[0]
}

function isRevoked(kind: 'access' | 'family', token: string): boolean {
  return db.tokens.lookup('token', `${kind}|${token}`).some((record) => record.revoked)
}

export function verifyToken(token: string): TokenCheck {
  const [header, payload, signature] = token.split('.')
  if (!header || !payload || !signature) return { ok: false, reason: 'malformed' }
  if (sign(`${header}.${payload}`) !== signature) return { ok: false, reason: 'bad-signature' }
  let claims: unknown
  try {
    claims = JSON.parse(fromBase64url(payload))
  } catch {
    return { ok: false, reason: 'malformed' }
  }
  if (!isClaims(claims)) return { ok: false, reason: 'malformed' }
  if (claims.exp * 1000 <= Date.now()) return { ok: false, reason: 'expired' }
  const revoked =
    isRevoked('access', claims.jti) || (claims.fam ? isRevoked('family', claims.fam) : false)
  if (revoked) return { ok: false, reason: 'revoked' }
  return { ok: true, claims }
}

function newRefreshToken(): string {
  return `rt_${newId()}${newId().replace(/-/g, '')}`
}

async function storeRefreshToken(userId: string, family: string): Promise<string> {
  const token = newRefreshToken()
  await db.tokens.create({
    id: newId(),
    kind: 'refresh',
    userId,
    token,
    expiresAt: new Date(Date.now() + mockConfig.refreshTokenTtlSeconds * 1000).toISOString(),
    revoked: false,
    family,
    rotatedAt: null,
    replacedBy: null,
  })
  return token
}

/**
 * Issues the access and refresh token pair of a successful sign-in: a new token family, which
 * every later refresh of this sign-in continues.
 */
export async function issueSignInTokens(user: UserRecord) {
  const family = newId()
  const accessToken = issueToken(user, 'access', mockConfig.accessTokenTtlSeconds, family)
  const refreshToken = await storeRefreshToken(user.id, family)
  return { accessToken, refreshToken, expiresIn: mockConfig.accessTokenTtlSeconds }
}

async function revokeFamily(userId: string, family: string): Promise<void> {
  await db.tokens.updateRecords(db.tokens.lookup('refreshFamily', family), {
    data(record) {
      record.revoked = true
    },
  })
  await db.tokens.create({
    id: newId(),
    kind: 'family',
    userId,
    token: family,
    // Access tokens of the family live at most this long.
    expiresAt: new Date(Date.now() + mockConfig.refreshTokenTtlSeconds * 1000).toISOString(),
    revoked: true,
  })
}

/**
 * Exchanges a refresh token for a new access token and the next refresh token (rotation); the
 * one presented stops working. A rotated token presented again means it was copied: the whole
 * family is revoked, except within REFRESH_REUSE_GRACE_MS of its rotation, where it is two tabs
 * of one browser refreshing at once (they share the cookie) and the second gets the successor.
 * Null when the token is unknown, expired or revoked.
 */
export async function refreshTokens(
  refreshToken: string,
): Promise<{ accessToken: string; refreshToken: string; expiresIn: number } | null> {
  const record = tokenRecord('refresh', refreshToken)
  if (!record || Date.parse(record.expiresAt) <= Date.now()) return null
  const user = db.users.get(record.userId)
  const family = record.family ?? record.id
  if (!user) return null
  const issue = (next: string) => ({
    accessToken: issueToken(user, 'access', mockConfig.accessTokenTtlSeconds, family),
    refreshToken: next,
    expiresIn: mockConfig.accessTokenTtlSeconds,
  })
  if (record.rotatedAt) {
    const successor = record.replacedBy ? tokenRecord('refresh', record.replacedBy) : undefined
    const withinGrace = Date.now() - Date.parse(record.rotatedAt) <= REFRESH_REUSE_GRACE_MS
    if (withinGrace && successor && !successor.revoked && !successor.rotatedAt)
      return issue(successor.token)
    await revokeFamily(user.id, family)
    return null
  }
  if (record.revoked) return null
  const next = await storeRefreshToken(user.id, family)
  await db.tokens.updateRecord(record, {
    data(token) {
      token.revoked = true
      token.rotatedAt = new Date().toISOString()
      token.replacedBy = next
    },
  })
  return issue(next)
}

/**
 * Revokes every token of a user, access tokens included, on every device (logout and password
 * reset): each token family is revoked, and so is `claims`' own token when one is given.
 */
export async function revokeAllTokens(userId: string, claims?: TokenClaims): Promise<void> {
  const families = new Set(
    db.tokens.lookup('userKind', `${userId}|refresh`).map((record) => record.family ?? record.id),
  )
  if (claims?.fam) families.add(claims.fam)
  for (const family of families) await revokeFamily(userId, family)
  if (claims) await revokeTokenId(claims)
}

/** Revokes one token by its id (an access token without a family, a spent temporary token). */
export async function revokeTokenId(claims: TokenClaims): Promise<void> {
  await db.tokens.create({
    id: newId(),
    kind: 'access',
    userId: claims.sub,
    token: claims.jti,
    expiresAt: new Date(claims.exp * 1000).toISOString(),
    revoked: true,
  })
}

/** Logout: revokes every token of the user (openapi.yaml "Account security"). */
export async function signOut(claims: TokenClaims): Promise<void> {
  await revokeAllTokens(claims.sub, claims)
}

/** The contract's SignInTokens view of issued sign-in tokens. */
export function toSignInTokens(tokens: {
  accessToken: string
  refreshToken: string
  expiresIn: number
}) {
  return {
    access_token: tokens.accessToken,
    refresh_token: tokens.refreshToken,
    expires_in: tokens.expiresIn,
  }
}

/** How long the proof of who registered lasts (openapi.yaml SignUpResult.signupToken). */
const SIGNUP_TOKEN_TTL_MS = 24 * 60 * 60 * 1000

/** Proof that the caller is the one who registered: answered by sign-up, asked by updateEmail. */
export async function issueSignupToken(userId: string): Promise<string> {
  const token = `st_${newId().replace(/-/g, '')}${newId().replace(/-/g, '')}`
  await db.tokens.create({
    id: newId(),
    kind: 'signup',
    userId,
    token,
    expiresAt: new Date(Date.now() + SIGNUP_TOKEN_TTL_MS).toISOString(),
    revoked: false,
  })
  return token
}

export function isSignupTokenOf(userId: string, token: string): boolean {
  const record = db.tokens
    .lookup('token', `signup|${token}`)
    .find((candidate) => candidate.userId === userId)
  return Boolean(record && !record.revoked && Date.parse(record.expiresAt) > Date.now())
}

export async function revokeSignupTokens(userId: string): Promise<void> {
  await db.tokens.updateRecords(db.tokens.lookup('userKind', `${userId}|signup`), {
    data(record) {
      record.revoked = true
    },
  })
}
