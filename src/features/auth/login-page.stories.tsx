import type { Meta, StoryObj } from '@storybook/react-vite'
import { delay, http, HttpResponse } from 'msw'
import { expect, userEvent, within } from 'storybook/test'

import { appStory } from '../../../.storybook/story-app'

const meta: Meta = {
  title: 'Screens/Auth/Sign in',
  // The page this file pictures (tests/lint/story-catalogue.test.ts).
  tags: ['route:/auth/login'],
  parameters: { layout: 'fullscreen' },
}
export default meta
type Story = StoryObj

/** The sign-in page as a visitor sees it. */
export const Default: Story = { ...appStory({ url: '/auth/login' }) }

/** The sign-in page in the dark theme. */
export const DefaultDark: Story = { ...Default, globals: { theme: 'dark' } }

/** Touched fields show the spec's messages. */
export const ValidationErrors: Story = {
  ...appStory({ url: '/auth/login' }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.type(await canvas.findByLabelText(/email/i), 'not-an-email')
    await userEvent.type(canvas.getByLabelText(/^password/i), 'short')
    await userEvent.tab()
    await expect(await canvas.findByText('Wrong email format')).toBeVisible()
  },
}

/** Wrong credentials: the form status and the server's message. */
export const WrongPassword: Story = {
  ...appStory({ url: '/auth/login' }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.type(await canvas.findByLabelText(/email/i), 'counsellor@catalyst.demo')
    await userEvent.type(canvas.getByLabelText(/^password/i), 'Wrong#Password1')
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }))
    await expect(await canvas.findByText('The login details are incorrect')).toBeVisible()
  },
}

/** Signing in while the server is slow shows the button's loading state. */
export const SigningIn: Story = {
  ...appStory({ url: '/auth/login' }),
  parameters: {
    msw: [
      http.post('*/api/v1/auth/signin', async () => {
        await delay('infinite')
        return HttpResponse.json({})
      }),
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.type(await canvas.findByLabelText(/email/i), 'counsellor@catalyst.demo')
    await userEvent.type(canvas.getByLabelText(/^password/i), 'Catalyst#2026')
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }))
  },
}

/** The server is down: a toast with the generic message. */
export const ServerError: Story = {
  ...appStory({ url: '/auth/login' }),
  parameters: {
    msw: [
      http.post('*/api/v1/auth/signin', () =>
        HttpResponse.json({ message: 'Service temporarily unavailable' }, { status: 500 }),
      ),
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.type(await canvas.findByLabelText(/email/i), 'counsellor@catalyst.demo')
    await userEvent.type(canvas.getByLabelText(/^password/i), 'Catalyst#2026')
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }))
  },
}

/** After repeated failures the server locks the address: the page counts down and holds Sign in. */
export const SignInLocked: Story = {
  ...appStory({ url: '/auth/login' }),
  parameters: {
    msw: [
      http.post('*/api/v1/auth/signin', () =>
        HttpResponse.json(
          {
            message: 'Too many failed sign-in attempts. Please try again later.',
            retryAt: new Date(Date.now() + 14 * 60_000).toISOString(),
          },
          { status: 429 },
        ),
      ),
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.type(await canvas.findByLabelText(/email/i), 'counsellor@catalyst.demo')
    await userEvent.type(canvas.getByLabelText(/^password/i), 'Catalyst#2026')
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }))
    await expect(await canvas.findByText('Too many failed sign-in attempts.')).toBeVisible()
  },
}

/** The same in the dark theme. */
export const SignInLockedDark: Story = { ...SignInLocked, globals: { theme: 'dark' } }
