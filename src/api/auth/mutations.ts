import type { QueryClient } from '@tanstack/react-query'

import '../client'
import { ApiError } from '../api-error'
import { getNewAccessToken, logout, signIn } from '../generated/sdk.gen'
import type { SignInRequest } from '../generated/types.gen'

export type { SignInRequest }

export interface SignInResult {
  accessToken: string
  refreshToken: string
  expiresInSeconds: number | undefined
}

/**
 * POST /auth/signin (spec part 1 section 7). An answer without a token fails with its own
 * message, which the error toast shows (spec part 1 section 8: "if the answer has no token, its
 * message is shown as an error toast").
 */
export async function signInWithPassword(body: SignInRequest): Promise<SignInResult> {
  const { data } = await signIn({ body, throwOnError: true })
  const answer = data as Partial<typeof data> & { message?: unknown }
  if (!answer.success?.access_token) {
    const message = typeof answer.message === 'string' ? answer.message : undefined
    throw new ApiError({
      kind: 'contract',
      status: 200,
      message: message ?? 'The sign-in answer has no token',
      body: message ? { message } : undefined,
      operation: 'POST /auth/signin',
    })
  }
  return {
    accessToken: data.success.access_token,
    refreshToken: data.success.refresh_token,
    expiresInSeconds: data.success.expires_in ?? undefined,
  }
}

/**
 * GET /auth/getNewAccessToken?refreshToken= (answer read from success.accessToken). The refresh
 * token rotates: the answer's `refreshToken` replaces the one sent, which stops working.
 */
export async function refreshAccessToken(
  refreshToken: string,
): Promise<{ accessToken: string; refreshToken?: string }> {
  const { data } = await getNewAccessToken({ query: { refreshToken }, throwOnError: true })
  return { accessToken: data.success.accessToken, refreshToken: data.success.refreshToken }
}

/** POST /auth/logout, then drop every cached answer of the signed-in user. */
export async function signOut(queryClient: QueryClient): Promise<void> {
  try {
    await logout({ throwOnError: true })
  } finally {
    queryClient.clear()
  }
}
