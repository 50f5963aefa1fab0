import type { Meta, StoryObj } from '@storybook/react-vite'
import { delay, http, HttpResponse } from 'msw'
import { expect, within } from 'storybook/test'

import { db } from '../../../mocks/db'
import { slugify } from '../../lib/post-login-redirect'
import { appStory } from '../../../.storybook/story-app'

const meta: Meta = {
  title: 'Screens/Public Learning Hub',
  // The page this file pictures (tests/lint/story-catalogue.test.ts).
  tags: ['route:/learning-hub/$learnerHubName/$learnHubId'],
  parameters: { layout: 'fullscreen' },
}
export default meta
type Story = StoryObj

const detailRead = '*/api/v1/auth/LearnHub/:id/viewDetail'
const page = () => within(document.body)
const WAIT = { timeout: 8_000 }

/** A hub's public address, from the seed (loaded before the story renders). */
const hubUrl = (code: string) => () => {
  const hub = db.learnHubs.findFirst((q) => q.where({ code }))
  return `/learning-hub/${slugify(hub?.name ?? 'hub')}/${hub?.id ?? 'none'}`
}

/** Signed out: the overview, five modules of seven, eligibility, badge and rewards. */
export const Open: Story = {
  tags: ['state:loaded'],
  ...appStory({ url: hubUrl('STEM-300'), as: null }),
  play: async () => {
    await expect(await page().findByRole('button', { name: 'Apply Now' }, WAIT)).toBeVisible()
    await expect(page().getByRole('button', { name: 'Show all 7 modules' })).toBeVisible()
  },
}
export const OpenDark: Story = { ...Open, globals: { theme: 'dark' } }
export const OpenMobile: Story = {
  ...Open,
  globals: { viewport: { value: 'mobile1', isRotated: false } },
}

/** A hub whose end date has passed: no Apply Now. */
export const Closed: Story = {
  ...appStory({ url: hubUrl('DSM-120'), as: null }),
  play: async () => {
    await expect(
      await page().findByText('Applications for this learning hub are closed.', {}, WAIT),
    ).toBeVisible()
  },
}
export const ClosedDark: Story = { ...Closed, globals: { theme: 'dark' } }

/** A hub with nothing but a name: no modules, no eligibility, no badge, no reference data. */
export const Sparse: Story = {
  ...appStory({ url: hubUrl('SAB-150'), as: null }),
  parameters: {
    msw: [
      http.get(detailRead, ({ params }) =>
        HttpResponse.json({
          success: {
            id: params.id,
            name: 'Career Basics',
            modules: [],
            eligibility: [],
            rewards: [],
            badge: null,
            ref_properties: null,
          },
        }),
      ),
    ],
  },
  play: async () => {
    await expect(await page().findByText('This hub lists no modules yet.', {}, WAIT)).toBeVisible()
  },
}
export const SparseDark: Story = { ...Sparse, globals: { theme: 'dark' } }

export const NotFound: Story = {
  tags: ['state:empty'],
  ...appStory({ url: '/learning-hub/hub/00000000-0000-4000-8000-000000000000', as: null }),
  play: async () => {
    await expect(
      await page().findByText(/could not be found or may no longer be available/, {}, WAIT),
    ).toBeVisible()
  },
}
export const NotFoundDark: Story = { ...NotFound, globals: { theme: 'dark' } }

export const Loading: Story = {
  ...appStory({ url: hubUrl('STEM-300'), as: null }),
  parameters: {
    msw: [
      http.get(detailRead, async () => {
        await delay('infinite')
        return HttpResponse.json({})
      }),
    ],
  },
  play: async () => {
    await expect(
      await page().findByText('Loading Learning Hub Details...', {}, WAIT),
    ).toBeInTheDocument()
  },
}
export const LoadingDark: Story = { ...Loading, globals: { theme: 'dark' } }

/** A failed read: one message in the page (no toast over Login and Sign Up), and Retry. */
export const LoadError: Story = {
  ...appStory({ url: hubUrl('STEM-300'), as: null }),
  parameters: { msw: [http.get(detailRead, () => HttpResponse.error())] },
  play: async () => {
    await expect(
      await page().findByText('Failed to load training details. Please try again later.', {}, WAIT),
    ).toBeVisible()
    await expect(page().getByRole('heading', { level: 1 })).toHaveTextContent(
      'Learning Hub Details',
    )
    await expect(page().getByRole('button', { name: 'Retry' })).toBeVisible()
    await expect(page().queryByText('Network error or no response from server')).toBeNull()
  },
}
export const LoadErrorDark: Story = { ...LoadError, globals: { theme: 'dark' } }
export const LoadErrorMobile: Story = {
  ...LoadError,
  globals: { viewport: { value: 'mobile1', isRotated: false } },
}
