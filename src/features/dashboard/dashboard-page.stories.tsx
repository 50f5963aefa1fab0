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

// Directory listing (issue 34): whether the Catalyst is in Find Catalysts, and why.
const listing = (name: string) => card(name)

/** elite.counsellor@catalyst.demo: listed, and featured first (Elite Access). */
export const ListedFeatured: Story = {
  ...appStory({ url: '/dashboard', as: 'eliteCounsellor' }),
  play: async () => {
    const region = await listing('Find Catalysts listing')
    await expect(await within(region).findByText(/shown first in the directory/)).toBeVisible()
  },
}
export const ListedFeaturedDark: Story = { ...ListedFeatured, globals: { theme: 'dark' } }
export const ListedFeaturedMobile: Story = {
  ...ListedFeatured,
  globals: { viewport: { value: 'mobile1', isRotated: false } },
}

/** basic.counsellor@catalyst.demo: not listed; what listing gives and the way to Pricing. */
export const NotListedBasic: Story = {
  ...appStory({ url: '/dashboard', as: 'basicCounsellor' }),
  play: async () => {
    const region = await listing('Directory listing comes with Prime and Elite Access')
    await expect(within(region).getByRole('link', { name: 'View Pricing Plans' })).toBeVisible()
  },
}
export const NotListedBasicDark: Story = { ...NotListedBasic, globals: { theme: 'dark' } }
export const NotListedBasicMobile: Story = {
  ...NotListedBasic,
  globals: { viewport: { value: 'mobile1', isRotated: false } },
}

/** A plan that ended: out of the directory, the lapse words in the offer. */
export const NotListedLapsed: Story = {
  ...appStory({ url: '/dashboard', as: 'counsellor' }),
  parameters: {
    msw: [
      http.get('*/api/v1/payment/plan', () =>
        HttpResponse.json({
          success: {
            tier: null,
            through: null,
            features: [],
            lapsed: ['directory-listing', 'student-inquiries', 'session-booking'],
          },
        }),
      ),
    ],
  },
  play: async () => {
    const region = await listing('Directory listing comes with Prime and Elite Access')
    await expect(region).toHaveTextContent(/You left Find Catalysts/)
  },
}
export const NotListedLapsedDark: Story = { ...NotListedLapsed, globals: { theme: 'dark' } }
