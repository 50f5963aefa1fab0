import type { SignUpResponse } from '@/api/generated/types.gen'

import { db } from '@mocks/db'
import { latestMailTo } from '@mocks/services/mailbox'
import { issueSignInTokens, issueToken } from '@mocks/services/tokens'
import { demoAccounts, DEMO_PASSWORD } from '@mocks/seed/demo-accounts'
import { api } from '@mocks/testing/api'

import { accessTokenOf as tokenOf, accountUser as user } from '../principals'
import type { ValidCallFactory } from './valid-call'

/** Signs a fresh person up through the API and returns their e-mail and code. */
async function freshSignUp(email = `contract.${crypto.randomUUID().slice(0, 8)}@example.org`) {
  const answer = await api<SignUpResponse>('POST', '/auth/signup', { body: signUpBody(email) })
  const signupToken = answer.body.data?.success.signupToken ?? ''
  return { email, code: latestMailTo(email, 'signup-code')?.code ?? '', signupToken }
}

/** Another pending registration's proof of registration (x-owner rule `registration`). */
export async function anotherRegistrationToken(): Promise<string> {
  return (await freshSignUp()).signupToken
}

function signUpBody(email: string) {
  return {
    given_name: 'Mira',
    family_name: 'Lindqvist',
    country: 'Sweden',
    password: 'Str0ng#Passw0rd',
    email,
    isAgree: true,
    role: 'student',
    phone_number: '+46701234567',
    country_code: '+46',
  }
}

/** Sign-in, sign-up, password reset, tokens and the external identity sign-up. */
export const authCalls: Record<string, ValidCallFactory> = {
  signIn: () => ({
    body: {
      email: demoAccounts.counsellor.email,
      password: DEMO_PASSWORD,
      keep_me_signed_in: true,
    },
  }),
  signUp: () => ({ body: signUpBody(`new.person.${crypto.randomUUID().slice(0, 8)}@example.org`) }),
  resendSignUpCode: async () => ({ body: { email: (await freshSignUp()).email } }),
  verifySignUp: async () => {
    const { email, code } = await freshSignUp()
    return { body: { email, code } }
  },
  updateSignUpEmail: async () => {
    const { email, signupToken } = await freshSignUp()
    return {
      body: {
        email,
        newEmail: `moved.${crypto.randomUUID().slice(0, 8)}@example.org`,
        signupToken,
      },
    }
  },
  forgetPassword: () => ({ body: { email: demoAccounts.student.email } }),
  resetPassword: async () => {
    await api('POST', '/auth/forgetpassword', { body: { email: demoAccounts.student.email } })
    const code = latestMailTo(demoAccounts.student.email, 'reset-code')?.code ?? ''
    return { body: { email: demoAccounts.student.email, code, password: 'N3w#Passw0rd!' } }
  },
  getNewAccessToken: async () => ({
    query: { refreshToken: (await issueSignInTokens(user('counsellor'))).refreshToken },
  }),
  isCountryRequired: () => ({ token: issueToken(user('newStudent'), 'temporary', 600) }),
  updateUserCountry: async () => {
    const created = await db.users.create({
      ...user('newStudent'),
      id: crypto.randomUUID(),
      email: `google.${crypto.randomUUID().slice(0, 8)}@example.org`,
      confirmed: false,
      identityProvider: 'google',
      phoneNumber: null,
      countryCode: null,
    })
    await db.users.update((q) => q.where({ id: created.id }), {
      data: (u) => void (u.sk = `USER#${u.id}`),
    })
    return {
      token: issueToken(created, 'temporary', 600),
      body: {
        country: 'India',
        role: 'student',
        phone_number: '+919876543210',
        country_code: '+91',
        isAgree: true,
      },
    }
  },
  logout: async (as = 'counsellor') => ({ token: await tokenOf(as) }),
}
