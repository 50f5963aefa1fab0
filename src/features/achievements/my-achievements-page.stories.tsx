import type { Meta, StoryObj } from '@storybook/react-vite'
import { delay, http, HttpResponse } from 'msw'
import { expect, within } from 'storybook/test'

import { appStory } from '../../../.storybook/story-app'

const meta: Meta = {
  title: 'Screens/My Accomplishments',
  // The page this file pictures (tests/lint/story-catalogue.test.ts).
  tags: ['route:/my-achievements'],
  parameters: { layout: 'fullscreen' },
}
export default meta
type Story = StoryObj

const badgesRead = '*/api/v1/auth/achievement/badges/all'
const page = () => within(document.body)
const WAIT = { timeout: 8_000 }

/** The demo Catalyst's badges, each with Download Certificate. */
export const Loaded: Story = {
  ...appStory({ url: '/my-achievements', as: 'counsellor' }),
  play: async () => {
    await expect((await page().findAllByRole('article', {}, WAIT))[0]).toBeVisible()
  },
}
export const LoadedDark: Story = { ...Loaded, globals: { theme: 'dark' } }
export const LoadedMobile: Story = {
  ...Loaded,
  globals: { viewport: { value: 'mobile1', isRotated: false } },
}

export const Empty: Story = {
  ...appStory({ url: '/my-achievements', as: 'counsellor' }),
  parameters: { msw: [http.get(badgesRead, () => HttpResponse.json({ data: { success: [] } }))] },
  play: async () => {
    await expect(await page().findByText('No achievements yet', {}, WAIT)).toBeVisible()
  },
}
export const EmptyDark: Story = { ...Empty, globals: { theme: 'dark' } }

export const Loading: Story = {
  ...appStory({ url: '/my-achievements', as: 'counsellor' }),
  parameters: {
    msw: [
      http.get(badgesRead, async () => {
        await delay('infinite')
        return HttpResponse.json({})
      }),
    ],
  },
  play: async () => {
    await expect(await page().findByText('Loading achievements...', {}, WAIT)).toBeVisible()
  },
}
export const LoadingDark: Story = { ...Loading, globals: { theme: 'dark' } }

export const LoadError: Story = {
  ...appStory({ url: '/my-achievements', as: 'counsellor' }),
  parameters: { msw: [http.get(badgesRead, () => HttpResponse.error())] },
  play: async () => {
    await expect(await page().findByText('Error loading achievements.', {}, WAIT)).toBeVisible()
  },
}
export const LoadErrorDark: Story = { ...LoadError, globals: { theme: 'dark' } }
