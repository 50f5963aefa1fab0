import type { Meta, StoryObj } from '@storybook/react-vite'
import { delay, http, HttpResponse } from 'msw'
import { expect, userEvent, within } from 'storybook/test'

import { appStory } from '../../../.storybook/story-app'

const meta: Meta = {
  title: 'Screens/FAQ/FAQ and Support Centre',
  // The page this file pictures (tests/lint/story-catalogue.test.ts).
  tags: ['route:/counselor-faq-support'],
  parameters: { layout: 'fullscreen' },
}
export default meta
type Story = StoryObj

const faqRead = '*/api/v1/faq/fetch'
const supportRequest = '*/api/v1/faq/support-request'

/** The demo Catalyst's questions: the first category open, one answer at a time. */
export const Loaded: Story = { ...appStory({ url: '/counselor-faq-support', as: 'counsellor' }) }

/** The same in the dark theme. */
export const LoadedDark: Story = { ...Loaded, globals: { theme: 'dark' } }

/** The demo student's questions (breadcrumbs and categories of the student's role). */
export const Student: Story = {
  ...appStory({ url: '/student-faq-support', as: 'student' }),
  tags: ['route:/student-faq-support', 'state:loaded'],
}

/** No questions at all. */
export const Empty: Story = {
  ...appStory({ url: '/counselor-faq-support', as: 'counsellor' }),
  parameters: {
    msw: [http.get(faqRead, () => HttpResponse.json({ success: { faqs: [], categories: [] } }))],
  },
}

/** The empty state in the dark theme. */
export const EmptyDark: Story = { ...Empty, globals: { theme: 'dark' } }

/** While the questions load. */
export const Loading: Story = {
  ...appStory({ url: '/counselor-faq-support', as: 'counsellor' }),
  parameters: {
    msw: [
      http.get(faqRead, async () => {
        await delay('infinite')
        return HttpResponse.json({ success: { faqs: [], categories: [] } })
      }),
    ],
  },
}

/** Loading in the dark theme. */
export const LoadingDark: Story = { ...Loading, globals: { theme: 'dark' } }

/** The read failed: empty lists, silently, and Retry (spec part 2 section 8). */
export const LoadError: Story = {
  ...appStory({ url: '/counselor-faq-support', as: 'counsellor' }),
  parameters: {
    msw: [
      http.get(faqRead, () =>
        HttpResponse.json({ message: 'Something went wrong' }, { status: 500 }),
      ),
    ],
  },
}

/** The failure in the dark theme. */
export const LoadErrorDark: Story = { ...LoadError, globals: { theme: 'dark' } }

const studentPage = appStory({ url: '/student-faq-support', as: 'student' })
const onStudentPage = ['route:/student-faq-support']

/** The student's page with no questions. */
export const StudentEmpty: Story = { ...Empty, ...studentPage, tags: onStudentPage }

/** The student's page while the questions load. */
export const StudentLoading: Story = { ...Loading, ...studentPage, tags: onStudentPage }

/** The student's page when the read failed. */
export const StudentLoadError: Story = { ...LoadError, ...studentPage, tags: onStudentPage }

/** A search across every category, the matches highlighted. */
export const SearchResults: Story = {
  ...appStory({ url: '/counselor-faq-support', as: 'counsellor' }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const search = await canvas.findByRole(
      'searchbox',
      { name: 'Search questions' },
      { timeout: 5000 },
    )
    await userEvent.type(search, 'how')
    await expect(
      await canvas.findByRole('region', { name: 'Search results' }, { timeout: 5000 }),
    ).toBeVisible()
  },
}

/** Search results in the dark theme. */
export const SearchResultsDark: Story = { ...SearchResults, globals: { theme: 'dark' } }

/** A search that matches nothing. */
export const NoResults: Story = {
  ...appStory({ url: '/counselor-faq-support', as: 'counsellor' }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const search = await canvas.findByRole(
      'searchbox',
      { name: 'Search questions' },
      { timeout: 5000 },
    )
    await userEvent.type(search, 'zebra crossing')
    await expect(
      await canvas.findByText('No results found. Please try a different keyword.', undefined, {
        timeout: 5000,
      }),
    ).toBeVisible()
  },
}

/** "Submit your request", its description left too short: the field's message. */
export const HelpRequest: Story = {
  ...appStory({ url: '/student-faq-support', as: 'student' }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(
      await canvas.findByRole('button', { name: 'Need More Help' }, { timeout: 5000 }),
    )
    // The dialog is portalled out of the story's root.
    const page = within(canvasElement.ownerDocument.body)
    const dialog = await page.findByRole('dialog', { name: 'Submit your request' })
    await userEvent.type(within(dialog).getByLabelText(/^Description/), 'help')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit' }))
    await expect(
      await within(dialog).findByText('Description must be at least 10 characters'),
    ).toBeVisible()
  },
}

/** The help modal in the dark theme. */
export const HelpRequestDark: Story = { ...HelpRequest, globals: { theme: 'dark' } }

/** The request could not be sent: the spec's message, the text kept. */
export const HelpRequestFailed: Story = {
  ...appStory({ url: '/student-faq-support', as: 'student' }),
  parameters: {
    msw: [
      http.post(supportRequest, () =>
        HttpResponse.json({ message: 'Something went wrong' }, { status: 500 }),
      ),
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(
      await canvas.findByRole('button', { name: 'Need More Help' }, { timeout: 5000 }),
    )
    const page = within(canvasElement.ownerDocument.body)
    const dialog = await page.findByRole('dialog', { name: 'Submit your request' })
    await userEvent.type(
      within(dialog).getByLabelText(/^Description/),
      'My pathway does not show my completed steps.',
    )
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit' }))
    await expect(
      await within(dialog).findByText('Failed to submit request. Please try again.'),
    ).toBeVisible()
  },
}

/** The failure in the dark theme. */
export const HelpRequestFailedDark: Story = { ...HelpRequestFailed, globals: { theme: 'dark' } }
