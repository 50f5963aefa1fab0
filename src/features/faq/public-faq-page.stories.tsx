import type { Meta, StoryObj } from '@storybook/react-vite'
import { delay, http, HttpResponse } from 'msw'
import { expect, userEvent, within } from 'storybook/test'

import { appStory } from '../../../.storybook/story-app'

const meta: Meta = {
  title: 'Screens/FAQ/Public FAQ',
  // The page this file pictures (tests/lint/story-catalogue.test.ts).
  tags: ['route:/faq'],
  parameters: { layout: 'fullscreen' },
}
export default meta
type Story = StoryObj

const publicRead = '*/api/v1/faq/user'

/** /faq signed out: the Catalyst questions first. */
export const Loaded: Story = { ...appStory({ url: '/faq' }) }

/** The same in the dark theme. */
export const LoadedDark: Story = { ...Loaded, globals: { theme: 'dark' } }

/** The Student toggle: only the categories with student questions. */
export const StudentQuestions: Story = {
  ...appStory({ url: '/faq' }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(await canvas.findByRole('button', { name: 'Student' }, { timeout: 5000 }))
    await expect(canvas.getByRole('button', { name: 'Student' })).toHaveAttribute(
      'aria-pressed',
      'true',
    )
  },
}

/** The Student toggle in the dark theme. */
export const StudentQuestionsDark: Story = { ...StudentQuestions, globals: { theme: 'dark' } }

/** No questions. */
export const Empty: Story = {
  ...appStory({ url: '/faq' }),
  parameters: {
    msw: [http.get(publicRead, () => HttpResponse.json({ success: { faqs: [], categories: [] } }))],
  },
}

/** While the questions load. */
export const Loading: Story = {
  ...appStory({ url: '/faq' }),
  parameters: {
    msw: [
      http.get(publicRead, async () => {
        await delay('infinite')
        return HttpResponse.json({ success: { faqs: [], categories: [] } })
      }),
    ],
  },
}

/** The read failed: empty lists and Retry. */
export const LoadError: Story = {
  ...appStory({ url: '/faq' }),
  parameters: {
    msw: [http.get(publicRead, () => HttpResponse.error())],
  },
}

/** The failure in the dark theme. */
export const LoadErrorDark: Story = { ...LoadError, globals: { theme: 'dark' } }
