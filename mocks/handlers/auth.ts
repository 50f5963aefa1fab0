import type {
  GetNewAccessTokenResponse,
  LogoutResponse,
  SignInResponse,
} from '@/api/generated/types.gen'
import { zGetNewAccessTokenQuery, zSignInBody } from '@/api/generated/zod.gen'

import { db } from '../db'
import { findUserByEmail } from '../services/relations'
import { issueSession, refreshSession, revokeSession, sessionTokens } from '../services/tokens'
import { nowIso } from '../services/ids'
import { HttpError, ok, operation } from './http'

/** Sign-in, token refresh and logout (spec part 1 sections 4 and 7). */
export const authHandlers = [
  operation('post', '/auth/signin', { access: 'public', body: zSignInBody }, async ({ body }) => {
    const user = findUserByEmail(body.email)
    if (!user || user.password !== body.password) {
      throw new HttpError(400, 'Incorrect username or password.')
    }
    if (!user.confirmed) throw new HttpError(400, 'User is not confirmed.')
    const session = await issueSession(user)
    await db.users.update((q) => q.where({ id: user.id }), {
      data(record) {
        record.lastSeen = nowIso()
      },
    })
    return ok<SignInResponse>({ success: sessionTokens(session) })
  }),

  operation(
    'get',
    '/auth/getNewAccessToken',
    { access: 'public', query: zGetNewAccessTokenQuery },
    ({ query }) => {
      const refreshed = refreshSession(query.refreshToken)
      if (!refreshed) throw new HttpError(401, 'Refresh token is invalid or expired')
      return ok<GetNewAccessTokenResponse>({
        success: { accessToken: refreshed.accessToken, expires_in: refreshed.expiresIn },
      })
    },
  ),

  operation('post', '/auth/logout', { access: 'user' }, async ({ claims }) => {
    if (claims) await revokeSession(claims)
    return ok<LogoutResponse>({ success: true, message: 'Logged out' })
  }),
]
