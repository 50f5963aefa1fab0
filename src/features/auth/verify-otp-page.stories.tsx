import type { Meta, StoryObj } from '@storybook/react-vite'
import { http, HttpResponse } from 'msw'
import { expect, userEvent, within } from 'storybook/test'

import { appStory } from '../../../.storybook/story-app'
import { FIRST_RENDER, clearCooldowns, requestCode, typeCode } from './story-steps'

const meta: Meta = {
  title: 'Screens/Auth/Verify e-mail',
  // The page this file pictures (tests/lint/story-catalogue.test.ts).
  tags: ['route:/auth/verify-otp'],
  parameters: { layout: 'fullscreen' },
  loaders: [clearCooldowns],
}
export default meta
type Story = StoryObj

const codeSent = http.post('*/api/v1/auth/signup/resend', () =>
  HttpResponse.json({ success: true, message: 'Verification code has been sent' }),
)
const limitReached = http.post('*/api/v1/auth/signup/resend', () =>
  HttpResponse.json(
    {
      message: 'Max limit for resend reached, try again after sometime',
      modifiedTime: new Date(Date.now() - 3 * 60 * 60_000).toISOString(),
    },
    { status: 429 },
  ),
)

/** Step 1: the e-mail to send a code to. */
export const EmailStep: Story = { ...appStory({ url: '/auth/verify-otp' }) }

/** A malformed address: the message, and Send code stays disabled. */
export const InvalidEmail: Story = {
  ...appStory({ url: '/auth/verify-otp' }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.type(await canvas.findByLabelText(/^email/i, {}, FIRST_RENDER), 'kavya@')
    await userEvent.tab()
    await expect(await canvas.findByText('Wrong email format')).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Send code' })).toBeDisabled()
  },
}

/** The resend limit is reached: the e-mail step counts down ("Try again in"). */
export const CooldownRunning: Story = {
  ...appStory({ url: '/auth/verify-otp' }),
  parameters: { msw: [limitReached] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await requestCode(canvasElement, 'kavya.iyer@example.com')
    await expect(await canvas.findByRole('button', { name: /^Try again in / })).toBeDisabled()
  },
}

/** Step 2: the 6-digit code. */
export const CodeStep: Story = {
  ...appStory({ url: '/auth/verify-otp' }),
  parameters: { msw: [codeSent] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await requestCode(canvasElement, 'kavya.iyer@example.com')
    await expect(await canvas.findByRole('heading', { name: 'Enter your code' })).toBeVisible()
  },
}

/** Step 2 with a short code: the OTP message. */
export const IncompleteCode: Story = {
  ...CodeStep,
  play: async (context) => {
    await CodeStep.play?.(context)
    const { canvasElement } = context
    const canvas = within(canvasElement)
    await typeCode(canvasElement, '493')
    await userEvent.tab()
    await expect(await canvas.findByText('OTP must be at least 6 digits')).toBeVisible()
  },
}

/** The account is already verified: the rewritten server message. */
export const AlreadyVerified: Story = {
  ...appStory({ url: '/auth/verify-otp' }),
  parameters: {
    msw: [
      http.post('*/api/v1/auth/signup/resend', () =>
        HttpResponse.json({ message: 'User is already confirmed.' }, { status: 400 }),
      ),
    ],
  },
  play: async ({ canvasElement }) => {
    await requestCode(canvasElement, 'student@catalyst.demo')
    await expect(
      await within(document.body).findByText('User is already verified'),
    ).toBeInTheDocument()
  },
}
