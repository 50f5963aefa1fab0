import type { Meta, StoryObj } from '@storybook/react-vite'
import { http, HttpResponse } from 'msw'

import { appStory } from '../../../.storybook/story-app'

const meta: Meta = {
  title: 'Screens/Errors',
  parameters: { layout: 'fullscreen' },
}
export default meta
type Story = StoryObj

/** /error/404: "Oops! We can't find that page." with Return Home. */
export const NotFound: Story = {
  ...appStory({ url: '/error/404' }),
  tags: ['route:/error/404'],
}

/** /error on its own shows the 404 page. */
export const ErrorIndex: Story = {
  ...appStory({ url: '/error' }),
  tags: ['route:/error'],
}

/** /error/500: the system error page. */
export const ServerError: Story = {
  ...appStory({ url: '/error/500' }),
  tags: ['route:/error/500'],
}

/** A signed-in user on an unknown path is sent to the 404 page. */
export const UnknownPathSignedIn: Story = { ...appStory({ url: '/no-such-page', as: 'student' }) }

const profileRead = '*/api/v1/profile/getUserProfileInfo'

/**
 * A signed-in reload while the server fails (5xx): the sign-in is kept, with Retry and Sign out
 * (docs/real-backend.md).
 */
export const AccountUnavailable: Story = {
  ...appStory({ url: '/dashboard', as: 'counsellor' }),
  parameters: {
    msw: [
      http.get(profileRead, () =>
        HttpResponse.json({ message: 'Something went wrong' }, { status: 500 }),
      ),
    ],
  },
}

/** The same with no answer at all (server stopped, network down), in the dark theme. */
export const AccountUnreachableDark: Story = {
  ...appStory({ url: '/dashboard', as: 'counsellor' }),
  parameters: { msw: [http.get(profileRead, () => HttpResponse.error())] },
  globals: { theme: 'dark' },
}
