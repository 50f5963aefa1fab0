import type { QueryClient } from '@tanstack/react-query'

import '../client'
import { getNewAccessToken, logout, signIn } from '../generated/sdk.gen'
import type { SignInRequest } from '../generated/types.gen'

export type { SignInRequest }

export interface SignInResult {
  accessToken: string
  refreshToken: string
  expiresInSeconds: number | undefined
}

/** POST /auth/signin (spec part 1 section 7). */
export async function signInWithPassword(body: SignInRequest): Promise<SignInResult> {
  const { data } = await signIn({ body, throwOnError: true })
  return {
    accessToken: data.success.access_token,
    refreshToken: data.success.refresh_token,
    expiresInSeconds: data.success.expires_in ?? undefined,
  }
}

/** GET /auth/getNewAccessToken?refreshToken= (answer read from success.accessToken). */
export async function refreshAccessToken(refreshToken: string): Promise<string> {
  const { data } = await getNewAccessToken({ query: { refreshToken }, throwOnError: true })
  return data.success.accessToken
}

/** POST /auth/logout, then drop every cached answer of the signed-in user. */
export async function signOut(queryClient: QueryClient): Promise<void> {
  try {
    await logout({ throwOnError: true })
  } finally {
    queryClient.clear()
  }
}
