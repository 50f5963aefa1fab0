import type { Meta, StoryObj } from '@storybook/react-vite'
import { delay, http, HttpResponse } from 'msw'
import { expect, userEvent, within } from 'storybook/test'

import { appStory } from '../../../.storybook/story-app'

const meta: Meta = {
  title: 'Screens/Connections/Invite Student',
  // The page this file pictures (tests/lint/story-catalogue.test.ts).
  tags: ['route:/invite-student'],
  parameters: { layout: 'fullscreen' },
}
export default meta
type Story = StoryObj

const latest = '*/api/v1/invite/fetchLatestFourRequests'
const all = '*/api/v1/invite/fetchAllRequests'
const stats = '*/api/v1/invite/fetchCounsellingStats/:id'
const invite = '*/api/v1/invite/inviteStudent'

const page = appStory({ url: '/invite-student', as: 'counsellor' })

/** The demo Catalyst's page: the form, the latest requests and this month's statistics. */
export const Loaded: Story = { ...page }

export const LoadedDark: Story = { ...page, globals: { theme: 'dark' } }

/** Nothing sent yet: "No requests sent", and every month at zero. */
export const Empty: Story = {
  ...page,
  parameters: {
    msw: [
      http.get(latest, () => HttpResponse.json({ success: [] })),
      http.get(all, () => HttpResponse.json({ success: [] })),
      http.get(stats, () => HttpResponse.json({ success: {} })),
    ],
  },
}

export const EmptyDark: Story = { ...Empty, globals: { theme: 'dark' } }

/** The panels while their reads are on their way; the form is usable already. */
export const Loading: Story = {
  ...page,
  parameters: {
    msw: [latest, all, stats].map((path) =>
      http.get(path, async () => {
        await delay('infinite')
        return HttpResponse.json({})
      }),
    ),
  },
}

export const LoadingDark: Story = { ...Loading, globals: { theme: 'dark' } }

/** Each panel's read failed: what failed, the server's reason and Retry. */
export const LoadFailed: Story = {
  ...page,
  parameters: {
    msw: [latest, all, stats].map((path) =>
      http.get(path, () =>
        HttpResponse.json({ message: 'Service temporarily unavailable' }, { status: 500 }),
      ),
    ),
  },
}

export const LoadFailedDark: Story = { ...LoadFailed, globals: { theme: 'dark' } }

/** HTML mode with a note that does not parse: "Invalid HTML content" under it, the preview live. */
export const InvalidHtmlNote: Story = {
  ...page,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.type(
      await canvas.findByRole('textbox', { name: /^Student e-mail/ }),
      'maya@example.org',
    )
    await userEvent.click(canvas.getByRole('switch', { name: 'HTML mode' }))
    await userEvent.type(
      canvas.getByRole('textbox', { name: 'Note (optional)' }),
      '<p>Hi <b>Maya</b>, <i>welcome',
    )
    await expect(await canvas.findByText('Invalid HTML content')).toBeVisible()
  },
}

/** A bad address: the field check, and Invite stays disabled. */
export const InvalidEmail: Story = {
  ...page,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.type(
      await canvas.findByRole('textbox', { name: /^Student e-mail/ }),
      'not-an-email',
    )
    await userEvent.tab()
    await expect(await canvas.findByText('Please enter a valid email address.')).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Invite' })).toBeDisabled()
  },
}

/** An unapproved Catalyst: the banner, and the form off with the reason on it. */
export const AwaitingApproval: Story = {
  ...appStory({ url: '/invite-student', as: 'pendingCounsellor' }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(
      await canvas.findByText(
        'You can invite students once a moderator has approved your profile.',
      ),
    ).toBeVisible()
    await expect(canvas.getByRole('textbox', { name: /^Student e-mail/ })).toBeDisabled()
  },
}

export const AwaitingApprovalDark: Story = { ...AwaitingApproval, globals: { theme: 'dark' } }

/** Sending while the server is slow: the button's loading state. */
export const Sending: Story = {
  ...page,
  parameters: {
    msw: [
      http.post(invite, async () => {
        await delay('infinite')
        return HttpResponse.json({})
      }),
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.type(
      await canvas.findByRole('textbox', { name: /^Student e-mail/ }),
      'maya@example.org',
    )
    await userEvent.click(canvas.getByRole('button', { name: 'Invite' }))
  },
}

/** See More open on the demo data, filtered to Approved. */
export const SeeMore: Story = {
  ...page,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(await canvas.findByRole('button', { name: 'See More' }))
    const dialog = within(canvasElement.ownerDocument.body).getByRole('dialog')
    await within(dialog).findByRole('table')
    await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: 'Status' }), '1')
  },
}

export const SeeMoreDark: Story = { ...SeeMore, globals: { theme: 'dark' } }
