import type { Meta, StoryObj } from '@storybook/react-vite'
import { delay, http, HttpResponse } from 'msw'
import { expect, within } from 'storybook/test'

import { appStory } from '../../../.storybook/story-app'

const meta: Meta = {
  title: 'Screens/Sessions',
  // The page this file pictures (tests/lint/story-catalogue.test.ts).
  tags: ['route:/sessions'],
  parameters: { layout: 'fullscreen' },
}
export default meta
type Story = StoryObj

const listRead = '*/api/v1/sessions'
const page = () => within(document.body)
const WAIT = { timeout: 8_000 }
const mobile = { viewport: { value: 'mobile1', isRotated: false } }

const emptyPage = { sessions: [], page: 1, pageSize: 20, total: 0, hasMore: false }

/** student@catalyst.demo: upcoming sessions with the demo Catalyst, one moved, one cancelled. */
export const Loaded: Story = {
  ...appStory({ url: '/sessions', as: 'student' }),
  play: async () => {
    await expect(await page().findByRole('list', { name: 'Upcoming sessions' }, WAIT)).toBeVisible()
  },
}
export const LoadedDark: Story = { ...Loaded, globals: { theme: 'dark' } }
export const LoadedMobile: Story = { ...Loaded, globals: mobile }
export const LoadedMobileDark: Story = { ...Loaded, globals: { ...mobile, theme: 'dark' } }

/** counsellor@catalyst.demo: "Students can book you", the students' sessions. */
export const Catalyst: Story = {
  ...appStory({ url: '/sessions', as: 'counsellor' }),
  play: async () => {
    await expect(await page().findByText('Students can book you.', {}, WAIT)).toBeVisible()
  },
}
export const CatalystDark: Story = { ...Catalyst, globals: { theme: 'dark' } }
export const CatalystMobile: Story = { ...Catalyst, globals: mobile }

/** The past tab. */
export const Past: Story = {
  ...appStory({ url: '/sessions?tab=past', as: 'student' }),
  play: async () => {
    await expect(await page().findByRole('list', { name: 'Past sessions' }, WAIT)).toBeVisible()
  },
}
export const PastDark: Story = { ...Past, globals: { theme: 'dark' } }

/** No sessions: the student's next step is Book a session. */
export const Empty: Story = {
  ...appStory({ url: '/sessions', as: 'student' }),
  parameters: { msw: [http.get(listRead, () => HttpResponse.json({ success: emptyPage }))] },
  play: async () => {
    await expect(await page().findByText('No upcoming sessions', {}, WAIT)).toBeVisible()
  },
}
export const EmptyDark: Story = { ...Empty, globals: { theme: 'dark' } }
export const EmptyMobile: Story = { ...Empty, globals: mobile }

/** A Catalyst without sessions: Set your availability. */
export const EmptyCatalyst: Story = {
  ...appStory({ url: '/sessions', as: 'counsellor' }),
  parameters: { msw: [http.get(listRead, () => HttpResponse.json({ success: emptyPage }))] },
  play: async () => {
    await expect(
      await page().findByRole('link', { name: 'Set your availability' }, WAIT),
    ).toBeVisible()
  },
}
export const EmptyCatalystDark: Story = { ...EmptyCatalyst, globals: { theme: 'dark' } }

/** A Catalyst on Basic without sessions: the one offer, and nothing the plan refuses (issue 36). */
export const EmptyCatalystWithoutPlan: Story = {
  ...appStory({ url: '/sessions', as: 'basicCounsellor' }),
  parameters: { msw: [http.get(listRead, () => HttpResponse.json({ success: emptyPage }))] },
  play: async () => {
    await expect(await page().findByText('No upcoming sessions', {}, WAIT)).toBeVisible()
    await expect(
      await page().findByRole('link', { name: 'View Pricing Plans' }, WAIT),
    ).toBeVisible()
    await expect(page().queryByRole('link', { name: 'Set your availability' })).toBeNull()
  },
}
export const EmptyCatalystWithoutPlanMobile: Story = {
  ...EmptyCatalystWithoutPlan,
  globals: mobile,
}

export const Loading: Story = {
  ...appStory({ url: '/sessions', as: 'student' }),
  parameters: {
    msw: [
      http.get(listRead, async () => {
        await delay('infinite')
        return HttpResponse.json({})
      }),
    ],
  },
  play: async () => {
    await expect(await page().findByText('Loading sessions...', {}, WAIT)).toBeVisible()
  },
}
export const LoadingDark: Story = { ...Loading, globals: { theme: 'dark' } }

/** The list could not be read: the red box and Retry. */
export const Failed: Story = {
  ...appStory({ url: '/sessions', as: 'student' }),
  parameters: { msw: [http.get(listRead, () => HttpResponse.error())] },
  play: async () => {
    await expect(
      await page().findByText('Your sessions could not be loaded.', {}, WAIT),
    ).toBeVisible()
  },
}
export const FailedDark: Story = { ...Failed, globals: { theme: 'dark' } }
