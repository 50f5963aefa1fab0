import type { Meta, StoryObj } from '@storybook/react-vite'
import { delay, http, HttpResponse } from 'msw'

import { appStory } from '../../../.storybook/story-app'

const meta: Meta = {
  title: 'Screens/Shell',
  parameters: { layout: 'fullscreen' },
}
export default meta
type Story = StoryObj

/** The signed-in frame of an approved Catalyst: side menu, breadcrumbs, profile menu. */
export const Catalyst: Story = { ...appStory({ url: '/dashboard', as: 'counsellor' }) }

/** A student's menu (My Pathways, Find Catalysts, support). */
export const Student: Story = { ...appStory({ url: '/my-pathway', as: 'student' }) }

/** Narrow screens: the side menu becomes a drawer behind the menu button. */
export const Mobile: Story = {
  ...appStory({ url: '/dashboard', as: 'counsellor' }),
  globals: { viewport: { value: 'mobile1', isRotated: false } },
}

/** The same frames in the dark theme (every story also follows the toolbar's theme switch). */
export const CatalystDark: Story = { ...Catalyst, globals: { theme: 'dark' } }

export const StudentDark: Story = { ...Student, globals: { theme: 'dark' } }

export const MobileDark: Story = {
  ...Mobile,
  globals: { ...Mobile.globals, theme: 'dark' },
}

/** An unapproved Catalyst sees the approval banner above every page. */
export const AwaitingApproval: Story = {
  ...appStory({ url: '/dashboard', as: 'pendingCounsellor' }),
}

/** The guard shows "Loading..." while the signed-in user loads. */
export const LoadingUser: Story = {
  ...appStory({ url: '/dashboard', as: 'counsellor' }),
  parameters: {
    msw: [
      http.get('*/api/v1/profile/getUserProfileInfo', async () => {
        await delay('infinite')
        return HttpResponse.json({})
      }),
    ],
  },
}

/** The profile cannot be loaded: the session ends and the login page shows. */
export const ProfileFails: Story = {
  ...appStory({ url: '/dashboard', as: 'counsellor' }),
  parameters: {
    msw: [
      http.get('*/api/v1/profile/getUserProfileInfo', () =>
        HttpResponse.json({ message: 'Internal server error' }, { status: 500 }),
      ),
    ],
  },
}
