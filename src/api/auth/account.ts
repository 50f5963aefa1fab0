import { now as clockNow } from '@/lib/clock'
import '../client'
import { isApiError } from '../api-error'
import {
  forgetPassword,
  resendSignUpCode,
  resetPassword,
  signUp,
  updateSignUpEmail,
  updateUserCountry,
  verifySignUp,
} from '../generated/sdk.gen'
import type {
  ResetPasswordRequest,
  SignUpRequest,
  SignUpResult,
  UpdateSignUpEmailRequest,
  UpdateSignUpEmailResult,
  UpdateUserCountryRequest,
  VerifySignUpRequest,
} from '../generated/types.gen'
import type { SignInResult } from './mutations'

export type {
  ResetPasswordRequest,
  SignUpRequest,
  UpdateSignUpEmailRequest,
  UpdateUserCountryRequest,
  VerifySignUpRequest,
}

/**
 * Account calls of the auth area (spec part 1 section 7): sign-up, verification, password reset
 * and completing an external-identity sign-up. Plain functions; screens wrap them in useMutation.
 */

const SIGNUP_TOKEN_KEY = 'catalyst_signup_token'

/**
 * The sign-up answer's `signupToken`, proof that this tab registered the address: changing the
 * address of the pending registration needs it (openapi.yaml "Account security"). Kept for the
 * tab's life in session storage, by address, so a reload during verification keeps it.
 */
function signupTokens(): Record<string, string> {
  try {
    const parsed: unknown = JSON.parse(sessionStorage.getItem(SIGNUP_TOKEN_KEY) ?? '{}')
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, string>) : {}
  } catch {
    return {}
  }
}

function keepSignupToken(email: string, token: string | null): void {
  const tokens = signupTokens()
  const key = email.trim().toLowerCase()
  if (token) tokens[key] = token
  else delete tokens[key]
  try {
    sessionStorage.setItem(SIGNUP_TOKEN_KEY, JSON.stringify(tokens))
  } catch {
    // Storage refused (private mode): changing the address will be refused, verifying still works.
  }
}

/** POST /auth/signup; the answer is read from data.data.success (it includes the e-mail). */
export async function registerAccount(body: SignUpRequest): Promise<SignUpResult> {
  const { data } = await signUp({ body, throwOnError: true })
  keepSignupToken(data.data.success.email, data.data.success.signupToken)
  return data.data.success
}

/** POST /auth/signup/resend: sends a new sign-up verification code. */
export async function resendVerificationCode(email: string): Promise<void> {
  await resendSignUpCode({ body: { email }, throwOnError: true })
}

/** POST /auth/signup/verify with the e-mail and the 6-digit code. */
export async function verifyEmailCode(body: VerifySignUpRequest): Promise<void> {
  await verifySignUp({ body, throwOnError: true })
}

/**
 * POST /auth/signup/updateEmail: `email` is the old address, `newEmail` the corrected one; the
 * proof of registration kept at sign-up goes with them (without it the server refuses, 403).
 */
export async function changeSignUpEmail(
  body: Omit<UpdateSignUpEmailRequest, 'signupToken'>,
): Promise<UpdateSignUpEmailResult> {
  const signupToken = signupTokens()[body.email.trim().toLowerCase()] ?? 'missing'
  const { data } = await updateSignUpEmail({ body: { ...body, signupToken }, throwOnError: true })
  keepSignupToken(body.email, null)
  keepSignupToken(data.data.success.email, signupToken)
  return data.data.success
}

/** POST /auth/forgetpassword: e-mails a reset code. */
export async function requestPasswordReset(email: string): Promise<void> {
  await forgetPassword({ body: { email }, throwOnError: true })
}

/** POST /auth/resetpassword with e-mail, code and the new password. */
export async function resetPasswordWithCode(body: ResetPasswordRequest): Promise<void> {
  await resetPassword({ body, throwOnError: true })
}

/**
 * POST /auth/googleSignInSignUp/updateUserCountry, authorised by the identity provider's
 * temporary token (not the platform's tokens); the answer is the platform's sign-in tokens.
 */
export async function completeExternalSignUp(
  temporaryToken: string,
  body: UpdateUserCountryRequest,
): Promise<SignInResult> {
  const { data } = await updateUserCountry({ body, auth: temporaryToken, throwOnError: true })
  return {
    accessToken: data.success.access_token,
    refreshToken: data.success.refresh_token,
    expiresInSeconds: data.success.expires_in ?? undefined,
  }
}

/** Exact text of the resend-limit answer (spec part 1 section 8). */
export const RESEND_LIMIT_MESSAGE = 'Max limit for resend reached, try again after sometime'

/**
 * The server's `modifiedTime` when a call failed because the resend limit was reached (429, or
 * the limit message), else null. The cooldown runs until that time plus 24 hours. A 429 whose
 * body is not the contract's (a gateway's page, no body) still starts the cooldown, from the
 * moment of the answer: the status decides, the body only says since when.
 */
export function resendLimitModifiedTime(error: unknown, now: number = clockNow()): string | null {
  if (!isApiError(error)) return null
  const modifiedTime = error.body?.modifiedTime
  const limited = error.status === 429 || error.serverMessage === RESEND_LIMIT_MESSAGE
  if (!limited) return null
  if (typeof modifiedTime === 'string' && Number.isFinite(Date.parse(modifiedTime)))
    return modifiedTime
  return error.status === 429 ? new Date(now).toISOString() : null
}
