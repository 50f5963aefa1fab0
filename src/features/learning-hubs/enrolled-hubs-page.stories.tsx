import type { Meta, StoryObj } from '@storybook/react-vite'
import { delay, http, HttpResponse } from 'msw'
import { expect, within } from 'storybook/test'

import { appStory } from '../../../.storybook/story-app'

const meta: Meta = {
  title: 'Screens/Enrolled Hubs',
  // The page this file pictures (tests/lint/story-catalogue.test.ts).
  tags: ['route:/learning-hub/applied'],
  parameters: { layout: 'fullscreen' },
}
export default meta
type Story = StoryObj

const appliedRead = '*/api/v1/auth/LearnHub/appliedList'
const page = () => within(document.body)
const WAIT = { timeout: 8_000 }

/**
 * The demo Catalyst's applications: a card in every status (Applied, Accepted with Start My
 * Experience, Rejected, Complete, Rewards Awarded).
 */
export const EveryStatus: Story = {
  tags: ['state:loaded'],
  ...appStory({ url: '/learning-hub/applied', as: 'counsellor' }),
  play: async () => {
    await expect(
      await page().findByRole('button', { name: 'Start My Experience' }, WAIT),
    ).toBeVisible()
  },
}
export const EveryStatusDark: Story = { ...EveryStatus, globals: { theme: 'dark' } }
export const EveryStatusMobile: Story = {
  ...EveryStatus,
  globals: { viewport: { value: 'mobile1', isRotated: false } },
}

export const Empty: Story = {
  ...appStory({ url: '/learning-hub/applied', as: 'counsellor' }),
  parameters: {
    msw: [http.get(appliedRead, () => HttpResponse.json({ success: { appliedLearnHubs: [] } }))],
  },
  play: async () => {
    await expect(
      await page().findByText('You have not applied to any learning hub yet.', {}, WAIT),
    ).toBeVisible()
  },
}
export const EmptyDark: Story = { ...Empty, globals: { theme: 'dark' } }

export const Loading: Story = {
  ...appStory({ url: '/learning-hub/applied', as: 'counsellor' }),
  parameters: {
    msw: [
      http.get(appliedRead, async () => {
        await delay('infinite')
        return HttpResponse.json({})
      }),
    ],
  },
  play: async () => {
    await expect(await page().findByText('Loading your hubs...', {}, WAIT)).toBeVisible()
  },
}
export const LoadingDark: Story = { ...Loading, globals: { theme: 'dark' } }

export const LoadError: Story = {
  ...appStory({ url: '/learning-hub/applied', as: 'counsellor' }),
  parameters: { msw: [http.get(appliedRead, () => HttpResponse.error())] },
  play: async () => {
    await expect(
      await page().findByText('Failed to load trainings. Please try again.', {}, WAIT),
    ).toBeVisible()
  },
}
export const LoadErrorDark: Story = { ...LoadError, globals: { theme: 'dark' } }
