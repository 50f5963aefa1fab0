import type { Meta, StoryObj } from '@storybook/react-vite'
import { delay, http, HttpResponse } from 'msw'
import { expect, userEvent, within } from 'storybook/test'

import { appStory } from '../../../.storybook/story-app'

const meta: Meta = {
  title: 'Screens/Activity log',
  parameters: { layout: 'fullscreen' },
}
export default meta
type Story = StoryObj

const logRead = '*/api/v1/activity/log'
const page = () => within(document.body)

async function openDrawer() {
  await userEvent.click(
    await page().findByRole('button', { name: 'Activity log' }, { timeout: 8_000 }),
  )
  return within(await page().findByRole('dialog', { name: 'Activity log' }))
}

/** The drawer: the Catalyst's latest activity, Show more, View All Activities. */
export const Drawer: Story = {
  ...appStory({ url: '/dashboard', as: 'counsellor' }),
  play: async () => {
    const drawer = await openDrawer()
    await expect(
      await drawer.findByRole('list', { name: 'Activity' }, { timeout: 8_000 }),
    ).toBeVisible()
  },
}
export const DrawerDark: Story = { ...Drawer, globals: { theme: 'dark' } }
export const DrawerMobile: Story = {
  ...Drawer,
  globals: { viewport: { value: 'mobile1', isRotated: false } },
}

/** View All Activities: the full list. */
export const Page: Story = {
  tags: ['route:/crafted/pages/profile', 'state:loaded'],
  ...appStory({ url: '/crafted/pages/profile', as: 'counsellor' }),
  play: async () => {
    await expect(
      await page().findByRole('list', { name: 'Activity' }, { timeout: 8_000 }),
    ).toBeVisible()
  },
}
export const PageDark: Story = { ...Page, globals: { theme: 'dark' } }

export const Empty: Story = {
  tags: ['route:/crafted/pages/profile'],
  ...appStory({ url: '/crafted/pages/profile', as: 'pendingCounsellor' }),
  play: async () => {
    await expect(await page().findByText('No activity yet', {}, { timeout: 8_000 })).toBeVisible()
  },
}
export const EmptyDark: Story = { ...Empty, globals: { theme: 'dark' } }

export const Loading: Story = {
  tags: ['route:/crafted/pages/profile'],
  ...appStory({ url: '/crafted/pages/profile', as: 'counsellor' }),
  parameters: {
    msw: [
      http.get(logRead, async () => {
        await delay('infinite')
        return HttpResponse.json({})
      }),
    ],
  },
  play: async () => {
    await expect(await page().findByText('Loading activities...')).toBeInTheDocument()
  },
}
export const LoadingDark: Story = { ...Loading, globals: { theme: 'dark' } }

export const LoadError: Story = {
  tags: ['route:/crafted/pages/profile'],
  ...appStory({ url: '/crafted/pages/profile', as: 'counsellor' }),
  parameters: { msw: [http.get(logRead, () => HttpResponse.error())] },
  play: async () => {
    await expect(await page().findByText('Your activity could not be loaded.')).toBeVisible()
  },
}
export const LoadErrorDark: Story = { ...LoadError, globals: { theme: 'dark' } }
