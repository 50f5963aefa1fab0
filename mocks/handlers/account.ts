import type { HttpHandler } from 'msw'

import type {
  ForgetPasswordResponse,
  IsCountryRequiredResponse,
  ResendSignUpCodeResponse,
  ResetPasswordResponse,
  SignUpResponse,
  UpdateSignUpEmailResponse,
  UpdateUserCountryResponse,
  VerifySignUpResponse,
} from '@/api/generated/types.gen'
import {
  zForgetPasswordBody,
  zResendSignUpCodeBody,
  zResetPasswordBody,
  zSignUpBody,
  zUpdateSignUpEmailBody,
  zUpdateUserCountryBody,
  zVerifySignUpBody,
} from '@/api/generated/zod.gen'

import { db, type UserRecord } from '../db'
import { newId, nowIso, userSk } from '../services/ids'
import { needsSignUpDetails } from '../services/identity-provider'
import { findUserByEmail } from '../services/relations'
import {
  issueSignInTokens,
  issueSignupToken,
  isSignupTokenOf,
  revokeAllTokens,
  revokeSignupTokens,
  revokeTokenId,
  toSignInTokens,
} from '../services/tokens'
import { HttpError, ok, operation, requireUser } from './http'
import { isBlank } from './shared/common'
import {
  ALREADY_CONFIRMED,
  EMAIL_EXISTS,
  assertPasswordNotPersonal,
  codesTo,
  consumeCode,
  requireAccount,
  requestResetCode,
  sendSignUpCode,
  withSignUpCodeAllowed,
} from './accounts/otp'

export const NOT_YOUR_REGISTRATION =
  'This registration can only be changed from the browser that created it.'

/**
 * Sign-up, verification, password reset and external-identity sign-up completion (spec part 1
 * sections 2, 4, 7 and 8). Sign-in, refresh and logout live in auth.ts.
 */
async function updateUser(id: string, change: (user: UserRecord) => void): Promise<void> {
  await db.users.updateRecord(id, { data: change })
}

export const accountHandlers: HttpHandler[] = [
  operation('post', '/auth/signup', { access: 'public', body: zSignUpBody }, async ({ body }) => {
    const email = body.email.trim().toLowerCase()
    if (findUserByEmail(email)) throw new HttpError(400, EMAIL_EXISTS)
    assertPasswordNotPersonal(body.password, {
      firstName: body.given_name,
      lastName: body.family_name,
      email,
    })
    const id = newId()
    const user = await db.users.create({
      id,
      sk: userSk(id),
      firstName: body.given_name.trim(),
      lastName: body.family_name?.trim() || null,
      email,
      country: body.country,
      role: body.role,
      phoneNumber: body.phone_number,
      countryCode: body.country_code,
      experience: [],
      education: [],
      certifications: [],
      kycDocs: [],
      isCounsellorApproved: false,
      password: body.password,
      confirmed: false,
      identityProvider: 'password',
      createdAt: nowIso(),
      lastSeen: null,
    })
    await sendSignUpCode(user)
    const signupToken = await issueSignupToken(user.id)
    return ok<SignUpResponse>({ data: { success: { email, userConfirmed: false, signupToken } } })
  }),

  operation(
    'post',
    '/auth/signup/resend',
    { access: 'public', body: zResendSignUpCodeBody },
    async ({ body }) => {
      const user = requireAccount(findUserByEmail(body.email))
      if (user.confirmed) throw new HttpError(400, ALREADY_CONFIRMED)
      // Open to anyone on purpose (/auth/verify-otp): it only ever mails the registered address.
      await withSignUpCodeAllowed(user, () => sendSignUpCode(user))
      return ok<ResendSignUpCodeResponse>({
        success: true,
        message: 'Verification code has been sent',
      })
    },
  ),

  operation(
    'post',
    '/auth/signup/verify',
    { access: 'public', body: zVerifySignUpBody },
    async ({ body }) => {
      const user = requireAccount(findUserByEmail(body.email))
      if (user.confirmed) throw new HttpError(400, ALREADY_CONFIRMED)
      await consumeCode(user.email, 'signup', body.code)
      await updateUser(user.id, (record) => {
        record.confirmed = true
      })
      await revokeSignupTokens(user.id)
      return ok<VerifySignUpResponse>({ data: { success: { email: user.email, verified: true } } })
    },
  ),

  operation(
    'post',
    '/auth/signup/updateEmail',
    { access: 'public', body: zUpdateSignUpEmailBody },
    async ({ body }) => {
      const user = requireAccount(findUserByEmail(body.email))
      if (user.confirmed) throw new HttpError(400, ALREADY_CONFIRMED)
      // Only the one who registered may move the registration (and its code) elsewhere.
      if (!isSignupTokenOf(user.id, body.signupToken))
        throw new HttpError(403, NOT_YOUR_REGISTRATION)
      const newEmail = body.newEmail.trim().toLowerCase()
      await withSignUpCodeAllowed(user, async () => {
        const holder = findUserByEmail(newEmail)
        if (holder && holder.id !== user.id) throw new HttpError(400, EMAIL_EXISTS)
        // Codes sent to the old address stop working once the account moves.
        const oldCodes = codesTo(user.email).filter(
          (otp) => otp.email.toLowerCase() === user.email.toLowerCase() && !otp.used,
        )
        await db.otps.updateRecords(oldCodes, {
          data(otp) {
            otp.used = true
          },
        })
        await updateUser(user.id, (record) => {
          record.email = newEmail
        })
        await sendSignUpCode({ id: user.id, email: newEmail })
      })
      return ok<UpdateSignUpEmailResponse>({
        data: { success: { email: newEmail, codeSent: true } },
      })
    },
  ),

  operation(
    'post',
    '/auth/forgetpassword',
    { access: 'public', body: zForgetPasswordBody },
    async ({ body }) => {
      // The answer (and the limit) is the same for unknown addresses: it reveals no accounts.
      await requestResetCode(body.email, findUserByEmail(body.email))
      return ok<ForgetPasswordResponse>({
        success: true,
        message: 'Verification code sent to your email',
      })
    },
  ),

  operation(
    'post',
    '/auth/resetpassword',
    { access: 'public', body: zResetPasswordBody },
    async ({ body }) => {
      const user = requireAccount(findUserByEmail(body.email))
      // The password is judged only with the right code, and a refused one leaves the code
      // working (the person corrects the password, not the code).
      await consumeCode(user.email, 'reset', body.code, () =>
        assertPasswordNotPersonal(body.password, user),
      )
      await updateUser(user.id, (record) => {
        record.password = body.password
      })
      // A new password ends every sign-in on every device, access tokens included.
      await revokeAllTokens(user.id)
      return ok<ResetPasswordResponse>({ success: true, message: 'Password reset successful!' })
    },
  ),

  operation(
    'get',
    '/auth/googleSignInSignUp/isCountryRequiredGoogleSignInSignUP',
    { access: 'temporary' },
    async (context) => {
      const user = requireUser(context)
      const required = needsSignUpDetails(user)
      // A complete account is signed in at once: the temporary token buys one platform sign-in,
      // and is spent by it.
      const tokens = required ? null : await issueSignInTokens(user)
      if (tokens && context.claims) await revokeTokenId(context.claims)
      return ok<IsCountryRequiredResponse>({
        success: {
          isGoogleUserInfoRequired: required,
          ...(tokens ? { tokens: toSignInTokens(tokens) } : {}),
          userData: {
            email: user.email,
            given_name: isBlank(user.firstName) ? null : user.firstName,
            family_name_google: user.lastName ?? null,
            country_google: isBlank(user.country) ? null : user.country,
            country_code_google: user.countryCode ?? null,
            phone_number_google: user.phoneNumber ?? null,
          },
        },
      })
    },
  ),

  operation(
    'post',
    '/auth/googleSignInSignUp/updateUserCountry',
    { access: 'temporary', body: zUpdateUserCountryBody },
    async (context) => {
      const user = requireUser(context)
      const { body } = context
      if (!needsSignUpDetails(user))
        throw new HttpError(409, 'User details have already been completed.')
      // Names the identity provider supplied are locked; the body fills only the missing ones.
      const firstName = isBlank(user.firstName) ? body.given_name?.trim() : user.firstName
      if (!firstName) throw new HttpError(400, 'First name is required')
      await updateUser(user.id, (record) => {
        record.firstName = firstName
        if (isBlank(record.lastName) && body.family_name) record.lastName = body.family_name.trim()
        record.country = body.country
        record.countryCode = body.country_code
        record.phoneNumber = body.phone_number
        record.role = body.role
        record.confirmed = true
      })
      const completed = db.users.get(user.id)
      if (!completed) throw new Error(`User ${user.id} vanished`)
      if (context.claims) await revokeTokenId(context.claims)
      return ok<UpdateUserCountryResponse>({
        success: toSignInTokens(await issueSignInTokens(completed)),
      })
    },
  ),
]
