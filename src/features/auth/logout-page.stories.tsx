import type { Meta, StoryObj } from '@storybook/react-vite'
import { delay, http, HttpResponse } from 'msw'
import { expect, waitFor, within } from 'storybook/test'

import { appStory } from '../../../.storybook/story-app'

const meta: Meta = {
  title: 'Screens/Auth/Logout',
  // The page this file pictures (tests/lint/story-catalogue.test.ts).
  tags: ['route:/logout'],
  parameters: { layout: 'fullscreen' },
}
export default meta
type Story = StoryObj

const page = () => within(document.body)
const WAIT = { timeout: 8_000 }

/** While the server forgets the sign-in: the full-page loader. */
export const SigningOut: Story = {
  ...appStory({ url: '/logout', as: 'counsellor' }),
  parameters: {
    msw: [
      http.post('*/api/v1/auth/logout', async () => {
        await delay('infinite')
        return HttpResponse.json({})
      }),
    ],
  },
  play: async () => {
    await expect(await page().findByText('Loading...', {}, WAIT)).toBeVisible()
  },
}

/** Signed out: the login page with "Logged out successfully!". */
export const SignedOut: Story = {
  ...appStory({ url: '/logout', as: 'counsellor' }),
  play: async () => {
    // The toast slides in (opacity from 0): found first, then awaited until it shows.
    const toast = await page().findByText('Logged out successfully!', {}, WAIT)
    await waitFor(() => expect(toast).toBeVisible(), WAIT)
  },
}
