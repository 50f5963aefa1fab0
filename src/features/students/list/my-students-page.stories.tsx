import type { Meta, StoryObj } from '@storybook/react-vite'
import { delay, http, HttpResponse } from 'msw'
import { expect, within } from 'storybook/test'

import { appStory } from '../../../../.storybook/story-app'

const meta: Meta = {
  title: 'Screens/My Students',
  // The page this file pictures (tests/lint/story-catalogue.test.ts).
  tags: ['route:/my-student'],
  parameters: { layout: 'fullscreen' },
}
export default meta
type Story = StoryObj

const listRead = '*/api/v1/dashboard/counsellorAcceptedStudents'
const page = () => within(document.body)

/** The demo Catalyst's students: cards with goal, latest note, pathway and progress. */
export const Loaded: Story = {
  ...appStory({ url: '/my-student', as: 'counsellor' }),
  play: async () => {
    await expect((await page().findAllByRole('article', {}, { timeout: 8_000 }))[0]).toBeVisible()
  },
}
export const LoadedDark: Story = { ...Loaded, globals: { theme: 'dark' } }
export const LoadedMobile: Story = {
  ...Loaded,
  globals: { viewport: { value: 'mobile1', isRotated: false } },
}

/** A shared link: unread chats only, oldest accepted first, the Filters panel open on countries. */
export const Filtered: Story = {
  ...appStory({
    url: '/my-student?unread=true&sort=oldest&country=%5B%22India%22%2C%22Russia%22%5D',
    as: 'counsellor',
  }),
  play: async () => {
    await expect(
      await page().findByRole('region', { name: 'Filters' }, { timeout: 8_000 }),
    ).toBeVisible()
  },
}
export const FilteredDark: Story = { ...Filtered, globals: { theme: 'dark' } }

export const NoMatch: Story = {
  ...appStory({ url: '/my-student?q=nobody-by-this-name', as: 'counsellor' }),
  play: async () => {
    await expect(await page().findByText('No students found', {}, { timeout: 8_000 })).toBeVisible()
  },
}
export const NoMatchDark: Story = { ...NoMatch, globals: { theme: 'dark' } }

/** A Catalyst with no students yet: No students connected, with Invite Student. */
export const Empty: Story = {
  ...appStory({ url: '/my-student', as: 'pendingCounsellor' }),
  parameters: { msw: [http.get(listRead, () => HttpResponse.json({ success: [] }))] },
  play: async () => {
    await expect(
      await page().findByText('No students connected', {}, { timeout: 8_000 }),
    ).toBeVisible()
  },
}
export const EmptyDark: Story = { ...Empty, globals: { theme: 'dark' } }

export const Loading: Story = {
  ...appStory({ url: '/my-student', as: 'counsellor' }),
  parameters: {
    msw: [
      http.get(listRead, async () => {
        await delay('infinite')
        return HttpResponse.json({})
      }),
    ],
  },
  play: async () => {
    await expect(
      await page().findByText('Loading students...', {}, { timeout: 8_000 }),
    ).toBeVisible()
  },
}
export const LoadingDark: Story = { ...Loading, globals: { theme: 'dark' } }

export const LoadError: Story = {
  ...appStory({ url: '/my-student', as: 'counsellor' }),
  parameters: { msw: [http.get(listRead, () => HttpResponse.error())] },
  play: async () => {
    await expect(
      await page().findByText(
        'Unable to load student data. Please try again later.',
        {},
        { timeout: 8_000 },
      ),
    ).toBeVisible()
  },
}
export const LoadErrorDark: Story = { ...LoadError, globals: { theme: 'dark' } }
