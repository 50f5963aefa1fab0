import type { Meta, StoryObj } from '@storybook/react-vite'
import { delay, http, HttpResponse } from 'msw'
import { expect, userEvent, within } from 'storybook/test'

import { appStory } from '../../../.storybook/story-app'
import {
  FIRST_RENDER,
  chooseProfileType,
  clearCooldowns,
  fillRegistration,
  typeCode,
} from './story-steps'

const meta: Meta = {
  title: 'Screens/Auth/Registration',
  // The page this file pictures (tests/lint/story-catalogue.test.ts).
  tags: ['route:/auth/registration'],
  parameters: { layout: 'fullscreen' },
  loaders: [clearCooldowns],
}
export default meta
type Story = StoryObj

/** The contract's answer (SignUpEnvelope): the address, and the token that proves the sign-up. */
const registered = http.post('*/api/v1/auth/signup', () =>
  HttpResponse.json({
    data: {
      success: {
        email: 'kavya.iyer@example.com',
        userConfirmed: false,
        signupToken: 'st_story0000000000000000000000000',
      },
    },
  }),
)

/** Step 1: choose Catalyst or Student; Sign in and Get Help below, as on every step. */
export const ProfileType: Story = {
  ...appStory({ url: '/auth/registration' }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('link', { name: 'Get Help' }, FIRST_RENDER)).toBeVisible()
  },
}

export const ProfileTypeDark: Story = { ...ProfileType, globals: { theme: 'dark' } }

/** Continue without a choice: the spec's message and the Invalid form data toast. */
export const ProfileTypeMissing: Story = {
  ...appStory({ url: '/auth/registration' }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(await canvas.findByRole('button', { name: 'Continue' }, FIRST_RENDER))
    await expect(await canvas.findByText('Please select a profile type')).toBeVisible()
  },
}

/** Step 2: the empty personal details form. */
export const PersonalDetails: Story = {
  ...appStory({ url: '/auth/registration' }),
  play: async ({ canvasElement }) => chooseProfileType(canvasElement, 'Catalyst'),
}

export const PersonalDetailsDark: Story = { ...PersonalDetails, globals: { theme: 'dark' } }

/** Step 2, the country list open: SVG flags (no emoji font needed) beside each name. */
export const CountryList: Story = {
  ...appStory({ url: '/auth/registration' }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await chooseProfileType(canvasElement, 'Student')
    await userEvent.click(canvas.getByRole('combobox', { name: /^country$/i }))
    // The list renders in a portal, outside the story's canvas.
    const list = await within(document.body).findByRole('listbox', { name: 'Countries' })
    await expect(list.querySelector('img[src^="data:image/svg+xml"]')).not.toBeNull()
  },
}

export const CountryListDark: Story = { ...CountryList, globals: { theme: 'dark' } }

/** Step 2 with mistakes: every message as the spec words it, and the live checklist. */
export const ValidationErrors: Story = {
  ...appStory({ url: '/auth/registration' }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await chooseProfileType(canvasElement, 'Student')
    await userEvent.type(canvas.getByLabelText(/^first name/i), '42')
    await userEvent.type(canvas.getByLabelText(/^email/i), 'kavya@')
    await userEvent.type(canvas.getByLabelText(/^password/i), 'kavya#1')
    await userEvent.type(canvas.getByLabelText(/^confirm password/i), 'kavya#2')
    await userEvent.type(canvas.getByLabelText(/^country code/i), '+1')
    await userEvent.type(canvas.getByLabelText(/^contact number/i), '98x')
    await userEvent.click(canvas.getByRole('checkbox', { name: /I accept/ }))
    await userEvent.click(canvas.getByRole('checkbox', { name: /I accept/ }))
    await userEvent.tab()
    await expect(
      await canvas.findByText('First name should not be only numeric or symbols'),
    ).toBeVisible()
    await expect(canvas.getByText("Passwords don't match")).toBeVisible()
    await expect(canvas.getByText('You must accept the terms and conditions')).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Register' })).toBeDisabled()
  },
}

/** Step 2 filled in: Register is enabled and the checklist is all met. */
export const ReadyToRegister: Story = {
  ...appStory({ url: '/auth/registration' }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await chooseProfileType(canvasElement, 'Student')
    await fillRegistration(canvasElement)
    await expect(canvas.getByRole('button', { name: 'Register' })).toBeEnabled()
  },
}

/** The address is taken: the rewritten server message; nothing typed is lost. */
export const EmailAlreadyRegistered: Story = {
  ...appStory({ url: '/auth/registration' }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await chooseProfileType(canvasElement, 'Student')
    await fillRegistration(canvasElement, 'student@catalyst.demo')
    await userEvent.click(canvas.getByRole('button', { name: 'Register' }))
  },
}

/** Registering while the server is slow. */
export const Registering: Story = {
  ...appStory({ url: '/auth/registration' }),
  parameters: {
    msw: [
      http.post('*/api/v1/auth/signup', async () => {
        await delay('infinite')
        return HttpResponse.json({})
      }),
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await chooseProfileType(canvasElement, 'Student')
    await fillRegistration(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: 'Register' }))
  },
}

/** Step 3: the code e-mailed at sign-up, Resend, Change e-mail; Get Help below. */
export const Verification: Story = {
  ...appStory({ url: '/auth/registration' }),
  parameters: { msw: [registered] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await chooseProfileType(canvasElement, 'Student')
    await fillRegistration(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: 'Register' }))
    await expect(await canvas.findByRole('heading', { name: 'Verify your e-mail' })).toBeVisible()
  },
}

/** Step 3, correcting the address inline. */
export const ChangingEmail: Story = {
  ...Verification,
  play: async (context) => {
    await Verification.play?.(context)
    const { canvasElement } = context
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: 'Change e-mail' }))
    const field = canvas.getByLabelText(/^new email/i)
    await userEvent.clear(field)
    await userEvent.type(field, 'kavya@')
    await expect(await canvas.findByText('Wrong email format')).toBeVisible()
  },
}

/** Step 3 with a wrong code: "Email and OTP combination is wrong". */
export const WrongCode: Story = {
  ...Verification,
  parameters: {
    msw: [
      registered,
      http.post('*/api/v1/auth/signup/verify', () =>
        HttpResponse.json(
          { message: 'Username/client id combination not found.' },
          { status: 400 },
        ),
      ),
    ],
  },
  play: async (context) => {
    await Verification.play?.(context)
    const { canvasElement } = context
    const canvas = within(canvasElement)
    await typeCode(canvasElement, '123456')
    await userEvent.click(canvas.getByRole('button', { name: 'Verify' }))
  },
}

/** The resend limit is reached: Resend OTP counts down. */
export const ResendCooldown: Story = {
  ...Verification,
  parameters: {
    msw: [
      registered,
      http.post('*/api/v1/auth/signup/resend', () =>
        HttpResponse.json(
          {
            message: 'Max limit for resend reached, try again after sometime',
            modifiedTime: new Date(Date.now() - 90 * 60_000).toISOString(),
          },
          { status: 429 },
        ),
      ),
    ],
  },
  play: async (context) => {
    await Verification.play?.(context)
    const { canvasElement } = context
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: 'Resend OTP' }))
    await expect(await canvas.findByRole('button', { name: /^Resend OTP in / })).toBeDisabled()
  },
}
