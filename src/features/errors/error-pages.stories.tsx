import type { Meta, StoryObj } from '@storybook/react-vite'

import { appStory } from '../../../.storybook/story-app'

const meta: Meta = {
  title: 'Screens/Errors',
  parameters: { layout: 'fullscreen' },
}
export default meta
type Story = StoryObj

/** /error/404: "Oops! We can't find that page." with Return Home. */
export const NotFound: Story = { ...appStory({ url: '/error/404' }) }

/** /error/500: the system error page. */
export const ServerError: Story = { ...appStory({ url: '/error/500' }) }

/** A signed-in user on an unknown path is sent to the 404 page. */
export const UnknownPathSignedIn: Story = { ...appStory({ url: '/no-such-page', as: 'student' }) }
