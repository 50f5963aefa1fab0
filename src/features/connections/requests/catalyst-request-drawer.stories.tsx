import type { Meta, StoryObj } from '@storybook/react-vite'
import { delay, http, HttpResponse } from 'msw'
import { expect, userEvent, within } from 'storybook/test'

import type { CatalystRequest } from '@/api/generated/types.gen'

import { appStory } from '../../../../.storybook/story-app'
import { openDrawer, openLoadedDrawer, page } from './story-steps'

const meta: Meta = {
  title: 'Screens/Connections/Catalyst Request drawer',
  parameters: { layout: 'fullscreen' },
}
export default meta
type Story = StoryObj

const requestsRead = '*/api/v1/user/counsellorsRequests'

/** new.student@catalyst.demo: three Catalysts' requests, with the count on the header button. */
const asNewStudent = appStory({ url: '/student-profile', as: 'newStudent' })

/** The drawer open on its list: photo or initials, name, country, time, stats, Decline, Accept. */
export const Loaded: Story = {
  ...asNewStudent,
  play: async () => {
    const drawer = await openLoadedDrawer('Catalyst Request', 'Catalyst requests')
    await expect(drawer.getByRole('button', { name: 'Accept Meera Iyer' })).toBeEnabled()
  },
}

export const LoadedDark: Story = { ...Loaded, globals: { theme: 'dark' } }

/** On a phone the drawer takes the whole width and the button shows only its icon and count. */
export const LoadedMobile: Story = {
  ...Loaded,
  globals: { viewport: { value: 'mobile1', isRotated: false } },
}

/** Placeholders: no name, no country, no numeric stats, no photo. */
export const Fallbacks: Story = {
  ...asNewStudent,
  parameters: {
    msw: [
      http.get(requestsRead, () =>
        HttpResponse.json({
          success: [
            {
              id: '9f5e3c0a-3b4d-4e7f-a0b1-2c3d4e5f6071',
              given_name: '',
              family_name: null,
              picture: null,
              country: null,
              created_at: new Date(Date.now() - 5 * 60_000).toISOString(),
              status: 0,
              inviteMessage: null,
              badgeCount: 0,
              stats: { guidance_impact: null, no_pathway_recommended: 0, avg_res_time: null },
            } satisfies CatalystRequest,
          ],
        }),
      ),
    ],
  },
  play: async () => {
    const drawer = await openLoadedDrawer('Catalyst Request', 'Catalyst requests')
    await expect(drawer.getByRole('button', { name: 'Unknown Name' })).toBeVisible()
    await expect(drawer.getByText('Unknown Country')).toBeVisible()
  },
}

/** student@catalyst.demo has no pending requests: "No requests available", no count. */
export const Empty: Story = {
  ...appStory({ url: '/find-counsellors', as: 'student' }),
  play: async () => {
    const drawer = await openDrawer('Catalyst Request')
    await expect(await drawer.findByText('No requests available')).toBeVisible()
  },
}

export const EmptyDark: Story = { ...Empty, globals: { theme: 'dark' } }

/** The list on its way: placeholders, announced once. */
export const Loading: Story = {
  ...asNewStudent,
  parameters: {
    msw: [
      http.get(requestsRead, async () => {
        await delay('infinite')
        return HttpResponse.json({ success: [] })
      }),
    ],
  },
  play: async () => {
    const drawer = await openDrawer('Catalyst Request')
    await expect(drawer.getByText('Loading requests...')).toBeInTheDocument()
  },
}

export const LoadingDark: Story = { ...Loading, globals: { theme: 'dark' } }

/** The list cannot be read: what went wrong and Retry, never a blank drawer. */
export const LoadError: Story = {
  ...asNewStudent,
  parameters: {
    msw: [
      http.get(requestsRead, () =>
        HttpResponse.json({ message: 'Something went wrong' }, { status: 500 }),
      ),
    ],
  },
  play: async () => {
    const drawer = await openDrawer('Catalyst Request')
    await expect(await drawer.findByText('Requests could not be loaded')).toBeVisible()
  },
}

export const LoadErrorDark: Story = { ...LoadError, globals: { theme: 'dark' } }

/** The name opens the detail modal: stats, the Catalyst's message and the accept form. */
export const DetailModal: Story = {
  ...asNewStudent,
  play: async () => {
    const drawer = await openLoadedDrawer('Catalyst Request', 'Catalyst requests')
    await userEvent.click(drawer.getByRole('button', { name: 'Meera Iyer' }))
    const modal = within(await page().findByRole('dialog', { name: 'Meera Iyer' }))
    await expect(modal.getByRole('button', { name: 'Accept request' })).toBeDisabled()
  },
}

export const DetailModalDark: Story = { ...DetailModal, globals: { theme: 'dark' } }

/** The accept form's messages: required, and not only numbers. */
export const AcceptFormErrors: Story = {
  ...asNewStudent,
  play: async () => {
    await DetailModal.play?.({} as never)
    const modal = within(await page().findByRole('dialog', { name: 'Meera Iyer' }))
    await userEvent.type(modal.getByLabelText(/^College/), '12345')
    await userEvent.click(modal.getByLabelText(/^Dream job/))
    await userEvent.click(modal.getByLabelText(/^Work location/))
    await userEvent.tab()
    await expect(await modal.findByText('College name cannot be only numbers')).toBeVisible()
    await expect(modal.getByText('Dream job is required')).toBeVisible()
  },
}

export const AcceptFormErrorsDark: Story = { ...AcceptFormErrors, globals: { theme: 'dark' } }

/** A connected student is warned before the accept form: Cancel or Continue Anyway. */
export const AlreadyConnected: Story = {
  ...appStory({ url: '/find-counsellors', as: 'student' }),
  parameters: {
    msw: [
      http.get(requestsRead, () =>
        HttpResponse.json({
          success: [
            {
              id: '3f2b8c1e-7a4d-4e2b-9c6f-1d2e3f4a5b6c',
              given_name: 'Sofia',
              family_name: 'Martínez',
              picture: null,
              country: 'Spain',
              created_at: new Date(Date.now() - 26 * 60 * 60_000).toISOString(),
              status: 0,
              inviteMessage: '<p>Hello! I work on <strong>design careers</strong>.</p>',
              badgeCount: 2,
              stats: { guidance_impact: 88, no_pathway_recommended: 6, avg_res_time: 5 },
            } satisfies CatalystRequest,
          ],
        }),
      ),
    ],
  },
  play: async () => {
    const drawer = await openLoadedDrawer('Catalyst Request', 'Catalyst requests')
    await userEvent.click(drawer.getByRole('button', { name: 'Accept Sofia Martínez' }))
    await expect(
      await page().findByRole('alertdialog', { name: 'You already have a Catalyst' }),
    ).toBeVisible()
  },
}

export const AlreadyConnectedDark: Story = { ...AlreadyConnected, globals: { theme: 'dark' } }
