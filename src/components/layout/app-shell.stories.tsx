import type { Meta, StoryObj } from '@storybook/react-vite'
import { delay, http, HttpResponse } from 'msw'
import { expect, userEvent, within } from 'storybook/test'

import { appStory } from '../../../.storybook/story-app'
import { demoAccounts } from '../../../mocks/seed/demo-accounts'
import { toCurrentUser } from '../../../mocks/handlers/views'
import { findUserByEmail } from '../../../mocks/services/relations'

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

/** The profile menu open: name, e-mail, role; My Profile, Language (English only), theme, Sign Out. */
export const ProfileMenuOpen: Story = {
  ...Catalyst,
  play: async () => {
    // The menu renders in a portal, outside the story's canvas.
    const page = within(document.body)
    await userEvent.click(
      await page.findByRole('button', { name: 'Open profile menu' }, { timeout: 5000 }),
    )
    const menu = within(await page.findByRole('menu'))
    await expect(menu.getByRole('menuitemradio', { name: 'English' })).toBeChecked()
  },
}

export const ProfileMenuOpenDark: Story = { ...ProfileMenuOpen, globals: { theme: 'dark' } }

const LONG_EMAIL = 'kavya.iyer.career-guidance@counselling.example.org'

/** A 50-character address (the longest allowed) wraps in the menu instead of being cut off. */
export const ProfileMenuLongEmail: Story = {
  ...appStory({ url: '/my-pathway', as: 'student' }),
  parameters: {
    msw: [
      http.get('*/api/v1/profile/getUserProfileInfo', () => {
        const user = findUserByEmail(demoAccounts.student.email)
        if (!user) return HttpResponse.json({ message: 'Not found' }, { status: 404 })
        // The demo student's picture is an external URL: no upload links to sign.
        return HttpResponse.json({
          success: { ...toCurrentUser(user, new Map()), email: LONG_EMAIL },
        })
      }),
    ],
  },
  play: async () => {
    const page = within(document.body)
    await userEvent.click(
      await page.findByRole('button', { name: 'Open profile menu' }, { timeout: 5000 }),
    )
    // Whole, and as its title (the menu fades in: visibility would race the transition).
    const address = within(await page.findByRole('menu')).getByText(LONG_EMAIL)
    await expect(address).toHaveAttribute('title', LONG_EMAIL)
  },
}

export const ProfileMenuLongEmailMobile: Story = {
  ...ProfileMenuLongEmail,
  globals: { viewport: { value: 'mobile1', isRotated: false } },
}

export const ProfileMenuLongEmailDark: Story = {
  ...ProfileMenuLongEmail,
  globals: { theme: 'dark' },
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

/** The profile cannot be loaded: the sign-in ends and the login page shows. */
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
