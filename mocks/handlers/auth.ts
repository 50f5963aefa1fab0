import type {
  GetNewAccessTokenResponse,
  LogoutResponse,
  SignInResponse,
} from '@/api/generated/types.gen'
import { zGetNewAccessTokenQuery, zSignInBody } from '@/api/generated/zod.gen'
import { SIGN_IN_FAILURE_WINDOW_MS, SIGN_IN_LOCK_MS } from '@/config/constants'

import { mockConfig } from '../config'
import { db } from '../db'
import { nowIso } from '../services/ids'
import { findUserByEmail } from '../services/relations'
import {
  countEvent,
  eventsWithin,
  forgetEvents,
  oneAtATime,
  throttleKey,
} from '../services/throttle'
import { issueSignInTokens, refreshTokens, signOut, toSignInTokens } from '../services/tokens'
import { HttpError, ok, operation } from './http'
import { mockNowMs } from '../services/clock'

export const WRONG_CREDENTIALS = 'Incorrect username or password.'
export const SIGN_IN_LOCKED = 'Too many failed sign-in attempts. Please try again later.'

/**
 * The sign-in lock (openapi.yaml "Account security"): SIGN_IN_MAX_FAILURES failures for an
 * address within SIGN_IN_FAILURE_WINDOW_MS lock it until SIGN_IN_LOCK_MS after the last one.
 * Counted by address whether or not an account has it, so the answers reveal no accounts.
 */
function assertNotLocked(key: string, now: number): void {
  const failures = eventsWithin(key, SIGN_IN_FAILURE_WINDOW_MS, now)
  const last = failures.at(-1)
  if (failures.length < mockConfig.signInMaxFailures || !last) return
  const retryAt = Date.parse(last) + SIGN_IN_LOCK_MS
  if (retryAt > now)
    throw new HttpError(429, SIGN_IN_LOCKED, { retryAt: new Date(retryAt).toISOString() })
}

/** Sign-in, token refresh and logout (spec part 1 sections 4 and 7). */
export const authHandlers = [
  operation('post', '/auth/signin', { access: 'public', body: zSignInBody }, async ({ body }) => {
    const key = throttleKey('sign-in', body.email)
    // The lock, the password and the failure it counts are one step per address: parallel
    // guesses wait for each other, so the sixth is locked out like a sixth in a row.
    const user = await oneAtATime(key, async () => {
      const now = mockNowMs()
      assertNotLocked(key, now)
      const found = findUserByEmail(body.email)
      if (!found || found.password !== body.password) {
        await countEvent(key, now)
        throw new HttpError(400, WRONG_CREDENTIALS)
      }
      forgetEvents(key)
      return found
    })
    if (!user.confirmed) throw new HttpError(400, 'User is not confirmed.')
    const tokens = await issueSignInTokens(user)
    await db.users.updateRecord(user, {
      data(record) {
        record.lastSeen = nowIso()
      },
    })
    return ok<SignInResponse>({ success: toSignInTokens(tokens) })
  }),

  operation(
    'get',
    '/auth/getNewAccessToken',
    { access: 'public', query: zGetNewAccessTokenQuery },
    async ({ query }) => {
      const refreshed = await refreshTokens(query.refreshToken)
      if (!refreshed) throw new HttpError(401, 'Refresh token is invalid or expired')
      return ok<GetNewAccessTokenResponse>({
        success: {
          accessToken: refreshed.accessToken,
          refreshToken: refreshed.refreshToken,
          expires_in: refreshed.expiresIn,
        },
      })
    },
  ),

  operation('post', '/auth/logout', { access: 'user' }, async ({ claims }) => {
    if (claims) await signOut(claims)
    return ok<LogoutResponse>({ success: true, message: 'Logged out' })
  }),
]
