import type { Meta, StoryObj } from '@storybook/react-vite'
import { delay, http, HttpResponse } from 'msw'
import { expect, within } from 'storybook/test'

import { appStory } from '../../../.storybook/story-app'

const meta: Meta = {
  title: 'Screens/Dashboard',
  parameters: { layout: 'fullscreen' },
}
export default meta
type Story = StoryObj

const studentsRead = '*/api/v1/dashboard/getDashboardStudentsData'
const learningRead = '*/api/v1/dashboard/getNextLearningsAndLearnHubProgress'
const requestsRead = '*/api/v1/dashboard/studentsRequestData'
const page = () => within(document.body)
const card = (name: string) => page().findByRole('region', { name }, { timeout: 8_000 })

/** counsellor@catalyst.demo: connected students, interactions, learning and requests. */
export const Loaded: Story = {
  ...appStory({ url: '/dashboard', as: 'counsellor' }),
  play: async () => {
    const checkIns = await card('Students to check in on')
    await expect(
      await within(checkIns).findAllByRole('row', {}, { timeout: 8_000 }),
    ).not.toHaveLength(0)
  },
}
export const LoadedDark: Story = { ...Loaded, globals: { theme: 'dark' } }
export const LoadedMobile: Story = {
  ...Loaded,
  globals: { viewport: { value: 'mobile1', isRotated: false } },
}

/** A Catalyst awaiting approval: no students yet, every card in its empty words. */
export const Empty: Story = {
  ...appStory({ url: '/dashboard', as: 'pendingCounsellor' }),
  play: async () => {
    const checkIns = await card('Students to check in on')
    await expect(
      await within(checkIns).findByText('No students check-in data available'),
    ).toBeVisible()
  },
}
export const EmptyDark: Story = { ...Empty, globals: { theme: 'dark' } }

const never = (url: string) =>
  http.get(url, async () => {
    await delay('infinite')
    return HttpResponse.json({})
  })

export const Loading: Story = {
  ...appStory({ url: '/dashboard', as: 'counsellor' }),
  parameters: { msw: [never(studentsRead), never(learningRead), never(requestsRead)] },
  play: async () => {
    await expect(await card('Connected students')).toHaveAttribute('aria-busy', 'true')
  },
}
export const LoadingDark: Story = { ...Loading, globals: { theme: 'dark' } }

/** The learning read failed: its two cards say so with Retry; the others still show. */
export const PartlyFailed: Story = {
  ...appStory({ url: '/dashboard', as: 'counsellor' }),
  parameters: { msw: [http.get(learningRead, () => HttpResponse.error())] },
  play: async () => {
    const topics = await card('Forthcoming learning topics')
    await expect(await within(topics).findByText('This card could not be loaded.')).toBeVisible()
  },
}
export const PartlyFailedDark: Story = { ...PartlyFailed, globals: { theme: 'dark' } }
