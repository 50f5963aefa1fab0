import { mockConfig } from '../config'
import { db, type UserRecord } from '../db'
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
): string {
  const iat = Math.floor(Date.now() / 1000)
  const claims: TokenClaims = {
    sub: user.id,
    email: user.email,
    role: user.role,
    typ,
    jti: newId(),
    iat,
    exp: iat + ttlSeconds,
  }
  const header = base64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }))
  const payload = base64url(JSON.stringify(claims))
  return `${header}.${payload}.${sign(`${header}.${payload}`)}`
}

export type TokenCheck =
  | { ok: true; claims: TokenClaims }
  | { ok: false; reason: 'malformed' | 'bad-signature' | 'expired' | 'revoked' }

export function verifyToken(token: string): TokenCheck {
  const [header, payload, signature] = token.split('.')
  if (!header || !payload || !signature) return { ok: false, reason: 'malformed' }
  if (sign(`${header}.${payload}`) !== signature) return { ok: false, reason: 'bad-signature' }
  let claims: TokenClaims
  try {
    claims = JSON.parse(fromBase64url(payload)) as TokenClaims
  } catch {
    return { ok: false, reason: 'malformed' }
  }
  if (claims.exp * 1000 <= Date.now()) return { ok: false, reason: 'expired' }
  const revoked = db.tokens.findFirst((q) =>
    q.where({ kind: 'access', token: claims.jti, revoked: true }),
  )
  if (revoked) return { ok: false, reason: 'revoked' }
  return { ok: true, claims }
}

/** Issues the access and refresh token pair of a successful sign-in. */
export async function issueSession(user: UserRecord) {
  const accessToken = issueToken(user, 'access', mockConfig.accessTokenTtlSeconds)
  const refreshToken = `rt_${newId()}${newId().replace(/-/g, '')}`
  await db.tokens.create({
    id: newId(),
    kind: 'refresh',
    userId: user.id,
    token: refreshToken,
    expiresAt: new Date(Date.now() + mockConfig.refreshTokenTtlSeconds * 1000).toISOString(),
    revoked: false,
  })
  return { accessToken, refreshToken, expiresIn: mockConfig.accessTokenTtlSeconds }
}

/** Exchanges a live refresh token for a new access token; null when it is unknown, expired or revoked. */
export function refreshSession(
  refreshToken: string,
): { accessToken: string; expiresIn: number } | null {
  const record = db.tokens.findFirst((q) => q.where({ kind: 'refresh', token: refreshToken }))
  if (!record || record.revoked || Date.parse(record.expiresAt) <= Date.now()) return null
  const user = db.users.findFirst((q) => q.where({ id: record.userId }))
  if (!user) return null
  return {
    accessToken: issueToken(user, 'access', mockConfig.accessTokenTtlSeconds),
    expiresIn: mockConfig.accessTokenTtlSeconds,
  }
}

/** Logout: revokes the presented access token and every refresh token of the user. */
export async function revokeSession(claims: TokenClaims): Promise<void> {
  await db.tokens.create({
    id: newId(),
    kind: 'access',
    userId: claims.sub,
    token: claims.jti,
    expiresAt: new Date(claims.exp * 1000).toISOString(),
    revoked: true,
  })
  await db.tokens.updateMany((q) => q.where({ kind: 'refresh', userId: claims.sub }), {
    data(record) {
      record.revoked = true
    },
  })
}

/** The contract's SignInTokens view of an issued session. */
export function sessionTokens(session: {
  accessToken: string
  refreshToken: string
  expiresIn: number
}) {
  return {
    access_token: session.accessToken,
    refresh_token: session.refreshToken,
    expires_in: session.expiresIn,
  }
}
