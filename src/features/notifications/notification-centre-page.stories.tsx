import type { Meta, StoryObj } from '@storybook/react-vite'
import { delay, http, HttpResponse } from 'msw'
import { expect, within } from 'storybook/test'

import { appStory } from '../../../.storybook/story-app'
import { NO_NOTIFICATIONS, NOTIFICATIONS_FAILED } from './notification-list'

const meta: Meta = {
  title: 'Screens/Notifications',
  // The page this file pictures (tests/lint/story-catalogue.test.ts).
  tags: ['route:/notifications'],
  parameters: { layout: 'fullscreen' },
}
export default meta
type Story = StoryObj

const page = () => within(document.body)
const WAIT = { timeout: 8_000 }
const listRead = '*/api/v1/notifications'
const mobile = { viewport: { value: 'mobile1', isRotated: false } }

/** counsellor@catalyst.demo: the seeded notifications, some unread, grouped by day. */
export const Loaded: Story = {
  ...appStory({ url: '/notifications', as: 'counsellor' }),
  play: async () => {
    await expect(
      await page().findByRole('link', { name: /asked to connect with you/ }, WAIT),
    ).toBeVisible()
    await expect(page().getByRole('button', { name: 'Mark all as read' })).toBeEnabled()
  },
}
export const LoadedDark: Story = { ...Loaded, globals: { theme: 'dark' } }
export const LoadedMobile: Story = { ...Loaded, globals: mobile }
export const LoadedMobileDark: Story = { ...Loaded, globals: { ...mobile, theme: 'dark' } }

/** Nothing has happened yet. */
export const Empty: Story = {
  ...appStory({ url: '/notifications', as: 'student' }),
  parameters: {
    msw: [
      http.get(listRead, () =>
        HttpResponse.json({ success: { results: [], nextCursor: null, unread: 0 } }),
      ),
    ],
  },
  play: async () => {
    await expect(await page().findByText(NO_NOTIFICATIONS, {}, WAIT)).toBeVisible()
  },
}
export const EmptyDark: Story = { ...Empty, globals: { theme: 'dark' } }
export const EmptyMobile: Story = { ...Empty, globals: mobile }
export const EmptyMobileDark: Story = { ...Empty, globals: { ...mobile, theme: 'dark' } }

/** The first page on its way. */
export const Loading: Story = {
  ...appStory({ url: '/notifications', as: 'counsellor' }),
  parameters: {
    msw: [
      http.get(listRead, async () => {
        await delay('infinite')
        return HttpResponse.json({})
      }),
    ],
  },
  play: async () => {
    await expect(await page().findByText('Loading notifications...', {}, WAIT)).toBeVisible()
  },
}
export const LoadingDark: Story = { ...Loading, globals: { theme: 'dark' } }
export const LoadingMobile: Story = { ...Loading, globals: mobile }

/** The list cannot be read: the reason and Retry. */
export const Failed: Story = {
  ...appStory({ url: '/notifications', as: 'counsellor' }),
  parameters: { msw: [http.get(listRead, () => HttpResponse.error())] },
  play: async () => {
    await expect(await page().findByText(NOTIFICATIONS_FAILED, {}, WAIT)).toBeVisible()
    await expect(page().getByRole('button', { name: 'Retry' })).toBeVisible()
  },
}
export const FailedDark: Story = { ...Failed, globals: { theme: 'dark' } }
export const FailedMobile: Story = { ...Failed, globals: mobile }
