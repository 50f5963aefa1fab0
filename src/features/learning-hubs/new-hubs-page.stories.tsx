import type { Meta, StoryObj } from '@storybook/react-vite'
import { delay, http, HttpResponse } from 'msw'
import { expect, userEvent, within } from 'storybook/test'

import { appStory } from '../../../.storybook/story-app'

const meta: Meta = {
  title: 'Screens/Learning Hub',
  // The page this file pictures (tests/lint/story-catalogue.test.ts).
  tags: ['route:/learning-hub'],
  parameters: { layout: 'fullscreen' },
}
export default meta
type Story = StoryObj

const newHubsRead = '*/api/v1/auth/LearnHub/newHubList'
const page = () => within(document.body)
const WAIT = { timeout: 8_000 }

/** The hubs the demo Catalyst has not applied to, each with Apply Now and View Details. */
export const Loaded: Story = {
  ...appStory({ url: '/learning-hub', as: 'counsellor' }),
  play: async () => {
    await expect(
      (await page().findAllByRole('button', { name: /^Apply Now/ }, WAIT)).length,
    ).toBeGreaterThan(0)
  },
}
export const LoadedDark: Story = { ...Loaded, globals: { theme: 'dark' } }
export const LoadedMobile: Story = {
  ...Loaded,
  globals: { viewport: { value: 'mobile1', isRotated: false } },
}

/** Nothing left to apply to: the notice points to Enrolled Hubs. */
export const Empty: Story = {
  ...appStory({ url: '/learning-hub', as: 'counsellor' }),
  parameters: {
    msw: [http.get(newHubsRead, () => HttpResponse.json({ success: { learnHub: [] } }))],
  },
  play: async () => {
    await expect(await page().findByText('No new learning hubs right now.', {}, WAIT)).toBeVisible()
  },
}
export const EmptyDark: Story = { ...Empty, globals: { theme: 'dark' } }

export const Loading: Story = {
  ...appStory({ url: '/learning-hub', as: 'counsellor' }),
  parameters: {
    msw: [
      http.get(newHubsRead, async () => {
        await delay('infinite')
        return HttpResponse.json({})
      }),
    ],
  },
  play: async () => {
    await expect(await page().findByText('Loading learning hubs...', {}, WAIT)).toBeVisible()
  },
}
export const LoadingDark: Story = { ...Loading, globals: { theme: 'dark' } }

export const LoadError: Story = {
  ...appStory({ url: '/learning-hub', as: 'counsellor' }),
  parameters: { msw: [http.get(newHubsRead, () => HttpResponse.error())] },
  play: async () => {
    await expect(
      await page().findByText('Failed to load trainings. Please try again.', {}, WAIT),
    ).toBeVisible()
  },
}
export const LoadErrorDark: Story = { ...LoadError, globals: { theme: 'dark' } }

/** The wizard's first step, opened on the first hub, after Next with nothing answered. */
export const WizardStepOne: Story = {
  ...appStory({ url: '/learning-hub', as: 'counsellor' }),
  play: async () => {
    const [apply] = await page().findAllByRole('button', { name: /^Apply Now/ }, WAIT)
    await userEvent.click(apply!)
    const dialog = within(await page().findByRole('dialog', {}, WAIT))
    await userEvent.click(dialog.getByRole('button', { name: 'Next' }))
    await expect(dialog.getByText('Please tell us your current role.')).toBeVisible()
  },
}
export const WizardStepOneDark: Story = { ...WizardStepOne, globals: { theme: 'dark' } }
export const WizardStepOneMobile: Story = {
  ...WizardStepOne,
  globals: { viewport: { value: 'mobile1', isRotated: false } },
}
