import type { Meta, StoryObj } from '@storybook/react-vite'
import { delay, http, HttpResponse } from 'msw'
import { expect, within } from 'storybook/test'

import { appStory } from '../../../../.storybook/story-app'

const meta: Meta = {
  title: 'Screens/My Pathway',
  // The page this file pictures (tests/lint/story-catalogue.test.ts).
  tags: ['route:/my-pathway'],
  parameters: { layout: 'fullscreen' },
}
export default meta
type Story = StoryObj

const pathwayRead = '*/api/v1/user/recommendedPathway'
const page = () => within(document.body)
const WAIT = { timeout: 8_000 }

/** The student's Catalyst, goals, pathway, modules and the chat beside them. */
export const Loaded: Story = {
  ...appStory({ url: '/my-pathway', as: 'student' }),
  play: async () => {
    await expect(await page().findByRole('list', { name: 'Modules' }, WAIT)).toBeVisible()
  },
}
export const LoadedDark: Story = { ...Loaded, globals: { theme: 'dark' } }
export const LoadedMobile: Story = {
  ...Loaded,
  globals: { viewport: { value: 'mobile1', isRotated: false } },
}

/** A Catalyst but no pathway yet: only the chat. */
export const NoPathway: Story = {
  ...appStory({ url: '/my-pathway', as: 'student' }),
  parameters: { msw: [http.get(pathwayRead, () => HttpResponse.json({ success: null }))] },
  play: async () => {
    await expect(await page().findByRole('heading', { name: /^Chat with/ }, WAIT)).toBeVisible()
  },
}
export const NoPathwayDark: Story = { ...NoPathway, globals: { theme: 'dark' } }

/** No Catalyst: the info box and Find Catalysts. */
export const Empty: Story = {
  ...appStory({ url: '/my-pathway', as: 'newStudent' }),
  play: async () => {
    await expect(await page().findByText('No catalyst Assigned', {}, WAIT)).toBeVisible()
  },
}
export const EmptyDark: Story = { ...Empty, globals: { theme: 'dark' } }

export const Loading: Story = {
  ...appStory({ url: '/my-pathway', as: 'student' }),
  parameters: {
    msw: [
      http.get(pathwayRead, async () => {
        await delay('infinite')
        return HttpResponse.json({})
      }),
    ],
  },
  play: async () => {
    await expect(await page().findByText('Loading your pathway...', {}, WAIT)).toBeInTheDocument()
  },
}
export const LoadingDark: Story = { ...Loading, globals: { theme: 'dark' } }

export const LoadError: Story = {
  ...appStory({ url: '/my-pathway', as: 'student' }),
  parameters: { msw: [http.get(pathwayRead, () => HttpResponse.error())] },
  play: async () => {
    await expect(
      await page().findByText(
        'Unable to load pathway and counselling data. Please try again later.',
        {},
        WAIT,
      ),
    ).toBeVisible()
  },
}
export const LoadErrorDark: Story = { ...LoadError, globals: { theme: 'dark' } }
