import '../client'
import { isCountryRequired } from '../generated/sdk.gen'
import type { ExternalIdentityInfo } from '../generated/types.gen'

export type { ExternalIdentityInfo }

/**
 * GET /auth/googleSignInSignUp/isCountryRequiredGoogleSignInSignUP with the identity provider's
 * temporary token as bearer (spec part 1 section 7). When no details are missing the answer
 * carries the platform's sign-in tokens.
 */
export async function lookupExternalIdentity(
  temporaryToken: string,
): Promise<ExternalIdentityInfo> {
  const { data } = await isCountryRequired({ auth: temporaryToken, throwOnError: true })
  return data.success
}
