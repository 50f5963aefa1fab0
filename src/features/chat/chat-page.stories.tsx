import type { Meta, StoryObj } from '@storybook/react-vite'
import { delay, http, HttpResponse } from 'msw'
import { expect, within } from 'storybook/test'

import { appStory } from '../../../.storybook/story-app'

const meta: Meta = {
  title: 'Screens/Chat/Full page',
  // The page this file pictures (tests/lint/story-catalogue.test.ts).
  tags: ['route:/apps/chat'],
  parameters: { layout: 'fullscreen' },
}
export default meta
type Story = StoryObj

const contactsRead = '*/api/v1/chat/fetchChats'
const page = () => within(document.body)

/** /apps/chat for student@catalyst.demo: their Catalyst, then the conversation. */
export const Loaded: Story = {
  ...appStory({ url: '/apps/chat', as: 'student' }),
  play: async () => {
    await expect(
      await page().findByRole('list', { name: 'Chats' }, { timeout: 8_000 }),
    ).toBeVisible()
  },
}
export const LoadedDark: Story = { ...Loaded, globals: { theme: 'dark' } }
export const LoadedMobile: Story = {
  ...Loaded,
  globals: { viewport: { value: 'mobile1', isRotated: false } },
}

export const Empty: Story = {
  ...appStory({ url: '/apps/chat', as: 'counsellor' }),
  parameters: { msw: [http.get(contactsRead, () => HttpResponse.json({ success: [] }))] },
  play: async () => {
    await expect(await page().findByText('No Chats Available')).toBeVisible()
  },
}
export const EmptyDark: Story = { ...Empty, globals: { theme: 'dark' } }

export const Loading: Story = {
  ...appStory({ url: '/apps/chat', as: 'counsellor' }),
  parameters: {
    msw: [
      http.get(contactsRead, async () => {
        await delay('infinite')
        return HttpResponse.json({ success: [] })
      }),
    ],
  },
  play: async () => {
    await expect(
      await page().findByRole('list', { name: 'Loading chats' }, { timeout: 8_000 }),
    ).toBeInTheDocument()
  },
}
export const LoadingDark: Story = { ...Loading, globals: { theme: 'dark' } }

export const LoadError: Story = {
  ...appStory({ url: '/apps/chat', as: 'counsellor' }),
  parameters: { msw: [http.get(contactsRead, () => HttpResponse.error())] },
  play: async () => {
    await expect(await page().findByText('Chats could not be loaded.')).toBeVisible()
  },
}
export const LoadErrorDark: Story = { ...LoadError, globals: { theme: 'dark' } }
