import type { Meta, StoryObj } from '@storybook/react-vite'
import { http, HttpResponse } from 'msw'
import { expect, userEvent, within } from 'storybook/test'

import { appStory } from '../../../.storybook/story-app'
import { requestCode, typeCode } from './story-steps'

const meta: Meta = {
  title: 'Screens/Auth/Forgot password',
  // The page this file pictures (tests/lint/story-catalogue.test.ts).
  tags: ['route:/auth/forgot-password'],
  parameters: { layout: 'fullscreen' },
}
export default meta
type Story = StoryObj

/** Step 1: the e-mail to send a reset code to; Cancel returns to sign in. */
export const EmailStep: Story = { ...appStory({ url: '/auth/forgot-password' }) }

/** Sending the code fails: the form status from the spec. */
export const EmailStepFails: Story = {
  ...appStory({ url: '/auth/forgot-password' }),
  parameters: {
    msw: [
      http.post('*/api/v1/auth/forgetpassword', () =>
        HttpResponse.json({ message: 'Service temporarily unavailable' }, { status: 500 }),
      ),
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await requestCode(canvasElement, 'student@catalyst.demo')
    await expect(
      await canvas.findByText(
        'Sorry, looks like there are some errors detected, please try again.',
      ),
    ).toBeVisible()
  },
}

/** Step 2: code, new password with its checklist, confirmation. */
export const ResetStep: Story = {
  ...appStory({ url: '/auth/forgot-password' }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await requestCode(canvasElement, 'student@catalyst.demo')
    await expect(
      await canvas.findByRole('heading', { name: 'Choose a new password' }),
    ).toBeVisible()
  },
}

/** Step 2 with mistakes: the reset rule's messages. */
export const ResetValidationErrors: Story = {
  ...ResetStep,
  play: async (context) => {
    await ResetStep.play?.(context)
    const { canvasElement } = context
    const canvas = within(canvasElement)
    await typeCode(canvasElement, '12')
    await userEvent.type(canvas.getByLabelText(/^new password/i), 'Student-2026')
    await userEvent.type(canvas.getByLabelText(/^confirm password/i), 'Student')
    await userEvent.tab()
    await expect(await canvas.findByText('Passwords must match')).toBeVisible()
    await expect(canvas.getByText('OTP must be at least 6 digits')).toBeVisible()
  },
}

/** A wrong code: the status and the alert toast, with everything typed kept. */
export const WrongCode: Story = {
  ...ResetStep,
  play: async (context) => {
    await ResetStep.play?.(context)
    const { canvasElement } = context
    const canvas = within(canvasElement)
    await typeCode(canvasElement, '000000')
    await userEvent.type(canvas.getByLabelText(/^new password/i), 'Fresh!Start42')
    await userEvent.type(canvas.getByLabelText(/^confirm password/i), 'Fresh!Start42')
    await userEvent.click(canvas.getByRole('button', { name: 'Reset password' }))
    await expect(await canvas.findByText('The verification code is incorrect')).toBeVisible()
  },
}
