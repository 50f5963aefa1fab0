import type { Meta, StoryObj } from '@storybook/react-vite'
import { http, HttpResponse } from 'msw'
import { expect, userEvent, within } from 'storybook/test'

import { appStory } from '../../../.storybook/story-app'
import { demoAccounts } from '../../../mocks/seed/demo-accounts'
import { authorizeIdentity } from '../../../mocks/services/identity-provider'
import { findUserByEmail } from '../../../mocks/services/relations'
import { EXTERNAL_IDENTITY_KEY, TEMPORARY_TOKEN_KEY } from '../../lib/auth/external-identity'
import { chooseProfileType, pickCountry } from './story-steps'

/** What the login page stores after the provider returns (a first-time user). */
async function withTemporaryToken(names: { givenName: string; familyName: string }) {
  // The preview's loader seeds the demo data at the same time: wait for it before adding to it.
  for (let i = 0; i < 50 && !findUserByEmail(demoAccounts.counsellor.email); i += 1) {
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  const email =
    `${names.givenName || 'new'}.${names.familyName || 'person'}@gmail.com`.toLowerCase()
  const outcome = await authorizeIdentity({ ...names, email })
  if (outcome.kind !== 'token') throw new Error(outcome.description)
  sessionStorage.setItem(TEMPORARY_TOKEN_KEY, outcome.accessToken)
  sessionStorage.setItem(
    EXTERNAL_IDENTITY_KEY,
    JSON.stringify({
      email,
      given_name: names.givenName || null,
      family_name_google: names.familyName || null,
    }),
  )
  return {}
}

const signUpStory = (names = { givenName: 'Arjun', familyName: 'Mehta' }) => {
  const story = appStory({ url: '/auth/google-signUp' })
  return { ...story, loaders: [() => withTemporaryToken(names), ...story.loaders] }
}

const meta: Meta = {
  title: 'Screens/Auth/External sign-up',
  // The page this file pictures (tests/lint/story-catalogue.test.ts).
  tags: ['route:/auth/google-signUp'],
  parameters: { layout: 'fullscreen' },
}
export default meta
type Story = StoryObj

/** Step 1 on arrival: the warning toast and the account type. */
export const AccountType: Story = { ...signUpStory() }

/** Step 2: the names the provider supplied are locked. */
export const Details: Story = {
  ...signUpStory(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await chooseProfileType(canvasElement, 'Student')
    await expect(canvas.getByLabelText(/^first name/i)).toHaveAttribute('readonly')
  },
}

/** Step 2 when the provider gave no names: they are editable and checked. */
export const DetailsWithoutNames: Story = {
  ...signUpStory({ givenName: '', familyName: '' }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await chooseProfileType(canvasElement, 'Catalyst')
    await userEvent.type(canvas.getByLabelText(/^first name/i), '7')
    await userEvent.tab()
    await expect(await canvas.findByText('Minimum 2 characters are required')).toBeVisible()
  },
}

/** Step 2 filled in and ready to complete. */
export const ReadyToComplete: Story = {
  ...signUpStory(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await chooseProfileType(canvasElement, 'Student')
    await pickCountry(canvasElement, 'India')
    await userEvent.type(canvas.getByLabelText(/^contact number/i), '98123')
    await userEvent.tab()
    await expect(await canvas.findByText('Contact number must be at least 6 digits')).toBeVisible()
    await userEvent.type(canvas.getByLabelText(/^contact number/i), '45678')
    await userEvent.click(canvas.getByRole('checkbox', { name: /I accept the Terms of Use/ }))
  },
}

/** Completing fails: the user is sent to the login page. */
export const CompletionFails: Story = {
  ...signUpStory(),
  parameters: {
    msw: [
      http.post('*/api/v1/auth/googleSignInSignUp/updateUserCountry', () =>
        HttpResponse.json(
          { message: 'User details have already been completed.' },
          { status: 409 },
        ),
      ),
    ],
  },
  play: async (context) => {
    await ReadyToComplete.play?.(context)
    const { canvasElement } = context
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: 'Complete sign-up' }))
    await expect(await canvas.findByRole('button', { name: 'Sign in' })).toBeVisible()
  },
}

/** Without the temporary token the route sends the visitor to the login page. */
export const WithoutToken: Story = {
  ...appStory({ url: '/auth/google-signUp' }),
  loaders: [
    () => {
      sessionStorage.removeItem(TEMPORARY_TOKEN_KEY)
      return Promise.resolve({})
    },
    ...appStory({ url: '/auth/google-signUp' }).loaders,
  ],
}
