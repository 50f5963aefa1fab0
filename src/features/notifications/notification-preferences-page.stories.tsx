import type { Meta, StoryObj } from '@storybook/react-vite'
import { delay, http, HttpResponse } from 'msw'
import { expect, userEvent, within } from 'storybook/test'

import { appStory } from '../../../.storybook/story-app'
import { PREFERENCES_FAILED, PREFERENCES_NOT_SAVED } from './notification-preferences-page'

const meta: Meta = {
  title: 'Screens/Notification preferences',
  // The page this file pictures (tests/lint/story-catalogue.test.ts).
  tags: ['route:/student-profile/notifications'],
  parameters: { layout: 'fullscreen' },
}
export default meta
type Story = StoryObj

const page = () => within(document.body)
const WAIT = { timeout: 8_000 }
const preferences = '*/api/v1/notifications/preferences'
const mobile = { viewport: { value: 'mobile1', isRotated: false } }

/** student@catalyst.demo: every kind on, in the app and by e-mail. */
export const Loaded: Story = {
  ...appStory({ url: '/student-profile/notifications', as: 'student' }),
  play: async () => {
    await expect(
      await page().findByRole('switch', { name: 'Reminders before a session: e-mail' }, WAIT),
    ).toBeChecked()
  },
}
export const LoadedDark: Story = { ...Loaded, globals: { theme: 'dark' } }
export const LoadedMobile: Story = { ...Loaded, globals: mobile }
export const LoadedMobileDark: Story = { ...Loaded, globals: { ...mobile, theme: 'dark' } }

/** The Catalyst's page, under their profile. */
export const Catalyst: Story = {
  tags: ['route:/counselor-profile/notifications', 'state:loaded'],
  ...appStory({ url: '/counselor-profile/notifications', as: 'counsellor' }),
  play: Loaded.play,
}
export const CatalystDark: Story = { ...Catalyst, globals: { theme: 'dark' } }
export const CatalystMobile: Story = { ...Catalyst, globals: mobile }

/** The settings on their way. */
export const Loading: Story = {
  ...appStory({ url: '/student-profile/notifications', as: 'student' }),
  parameters: {
    msw: [
      http.get(preferences, async () => {
        await delay('infinite')
        return HttpResponse.json({})
      }),
    ],
  },
  play: async () => {
    await expect(
      await page().findByRole('status', { name: 'Loading preferences' }, WAIT),
    ).toBeVisible()
  },
}
export const LoadingDark: Story = { ...Loading, globals: { theme: 'dark' } }
export const LoadingMobile: Story = { ...Loading, globals: mobile }

/** The settings cannot be read: the reason and Retry. */
export const Failed: Story = {
  ...appStory({ url: '/student-profile/notifications', as: 'student' }),
  parameters: { msw: [http.get(preferences, () => HttpResponse.error())] },
  play: async () => {
    await expect(await page().findByText(PREFERENCES_FAILED, {}, WAIT)).toBeVisible()
  },
}
export const FailedDark: Story = { ...Failed, globals: { theme: 'dark' } }
export const FailedMobile: Story = { ...Failed, globals: mobile }

const catalystPage = appStory({ url: '/counselor-profile/notifications', as: 'counsellor' })

/** The Catalyst's page while the settings load. */
export const CatalystLoading: Story = {
  ...Loading,
  ...catalystPage,
  tags: ['route:/counselor-profile/notifications'],
}

/** The Catalyst's page when the settings cannot be read. */
export const CatalystFailed: Story = {
  ...Failed,
  ...catalystPage,
  tags: ['route:/counselor-profile/notifications', 'state:error'],
}

/** A save that fails: the reason beside Save, the toggled switch kept. */
export const SaveFailed: Story = {
  ...appStory({ url: '/student-profile/notifications', as: 'student' }),
  parameters: { msw: [http.post(preferences, () => HttpResponse.error())] },
  play: async () => {
    const toggle = await page().findByRole(
      'switch',
      { name: 'Pathway steps completed: e-mail' },
      WAIT,
    )
    await userEvent.click(toggle)
    await userEvent.click(page().getByRole('button', { name: 'Save' }))
    await expect(await page().findByText(PREFERENCES_NOT_SAVED, {}, WAIT)).toBeVisible()
    await expect(toggle).not.toBeChecked()
  },
}
export const SaveFailedDark: Story = { ...SaveFailed, globals: { theme: 'dark' } }
export const SaveFailedMobile: Story = { ...SaveFailed, globals: mobile }
