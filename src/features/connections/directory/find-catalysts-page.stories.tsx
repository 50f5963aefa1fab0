import type { Meta, StoryObj } from '@storybook/react-vite'
import { delay, http, HttpResponse } from 'msw'
import { expect, userEvent, within } from 'storybook/test'

import { appStory } from '../../../../.storybook/story-app'

const meta: Meta = {
  title: 'Screens/Connections/Find Catalysts',
  // The page this file pictures (tests/lint/story-catalogue.test.ts).
  tags: ['route:/find-counsellors'],
  parameters: { layout: 'fullscreen' },
}
export default meta
type Story = StoryObj

const directoryRead = '*/api/v1/user/counsellors'

/** The directory as the connected demo student sees it (her Catalyst is hidden). */
export const Loaded: Story = { ...appStory({ url: '/find-counsellors', as: 'student' }) }

/** The same in the dark theme. */
export const LoadedDark: Story = { ...Loaded, globals: { theme: 'dark' } }

/** A student who is not connected yet: every Catalyst can be asked. */
export const NotConnected: Story = { ...appStory({ url: '/find-counsellors', as: 'newStudent' }) }

/** No Catalyst at all: "No catalyst found" with the hint. */
export const Empty: Story = {
  ...appStory({ url: '/find-counsellors', as: 'student' }),
  parameters: { msw: [http.get(directoryRead, () => HttpResponse.json({ success: [] }))] },
}

/** The empty state in the dark theme. */
export const EmptyDark: Story = { ...Empty, globals: { theme: 'dark' } }

/** While the directory loads. */
export const Loading: Story = {
  ...appStory({ url: '/find-counsellors', as: 'student' }),
  parameters: {
    msw: [
      http.get(directoryRead, async () => {
        await delay('infinite')
        return HttpResponse.json({ success: [] })
      }),
    ],
  },
}

/** Loading in the dark theme. */
export const LoadingDark: Story = { ...Loading, globals: { theme: 'dark' } }

/** The directory could not be read: the spec's message and Retry. */
export const LoadError: Story = {
  ...appStory({ url: '/find-counsellors', as: 'student' }),
  parameters: {
    msw: [
      http.get(directoryRead, () =>
        HttpResponse.json({ message: 'Something went wrong' }, { status: 500 }),
      ),
    ],
  },
}

/** The error in the dark theme. */
export const LoadErrorDark: Story = { ...LoadError, globals: { theme: 'dark' } }

/** The connection request form, touched and left blank: the spec's messages, Send disabled. */
export const ConnectionForm: Story = {
  ...appStory({ url: '/find-counsellors', as: 'newStudent' }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const card = await canvas.findByRole('article', { name: 'Sofia Martínez' }, { timeout: 5000 })
    await userEvent.click(within(card).getByRole('button', { name: 'Connect' }))
    // The dialog is portalled out of the story's root.
    const page = within(canvasElement.ownerDocument.body)
    const form = await page.findByRole('dialog', { name: 'Connect with Sofia Martínez' })
    await userEvent.click(within(form).getByLabelText(/^College/))
    await userEvent.click(within(form).getByLabelText(/^Dream job/))
    await userEvent.type(within(form).getByLabelText(/^Work location/), '12345')
    await userEvent.click(within(form).getByLabelText('Message (optional)'))
    await expect(await within(form).findByText('College name is required')).toBeVisible()
    await expect(within(form).getByRole('button', { name: 'Send Request' })).toBeDisabled()
  },
}

/** The form in the dark theme. */
export const ConnectionFormDark: Story = { ...ConnectionForm, globals: { theme: 'dark' } }

/** A connected student asks another Catalyst: the warning first. */
export const AlreadyConnectedWarning: Story = {
  ...appStory({ url: '/find-counsellors', as: 'student' }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const card = await canvas.findByRole('article', { name: 'James Whitaker' }, { timeout: 5000 })
    await userEvent.click(within(card).getByRole('button', { name: 'Connect' }))
    const page = within(canvasElement.ownerDocument.body)
    await expect(await page.findByRole('alertdialog')).toHaveTextContent(/lost permanently/)
  },
}

/** A Catalyst who takes no requests (issue 34): the card says so in place of Connect. */
export const NotTakingRequests: Story = {
  ...appStory({ url: '/find-counsellors', as: 'newStudent' }),
  parameters: {
    msw: [
      http.get(directoryRead, () =>
        HttpResponse.json({
          success: [
            {
              id: '3f2b8c1e-7a4d-4e2b-9c6f-1d2e3f4a5b6c',
              given_name: 'Priya',
              family_name: 'Sharma',
              country: 'India',
              specializationArea: 'Engineering admissions',
              status: 'none',
              featured: false,
              takesInquiries: false,
            },
            {
              id: '4a3c9d2f-8b5e-4f3c-8d7a-2e3f4a5b6c7d',
              given_name: 'Daniel',
              family_name: 'Mensah',
              country: 'Ghana',
              status: 'none',
              featured: true,
              takesInquiries: true,
            },
          ],
        }),
      ),
    ],
  },
  play: async ({ canvasElement }) => {
    const card = await within(canvasElement).findByRole(
      'article',
      { name: 'Priya Sharma' },
      { timeout: 5000 },
    )
    await expect(within(card).getByText('Not taking new requests')).toBeVisible()
    await expect(within(card).queryByRole('button')).toBeNull()
  },
}
export const NotTakingRequestsDark: Story = { ...NotTakingRequests, globals: { theme: 'dark' } }
export const NotTakingRequestsMobile: Story = {
  ...NotTakingRequests,
  globals: { viewport: { value: 'mobile1', isRotated: false } },
}

/** Issue 35: the student's last request to Priya expired unanswered after 14 days. */
export const RequestExpired: Story = {
  ...appStory({ url: '/find-counsellors', as: 'newStudent' }),
  parameters: {
    msw: [
      http.get(directoryRead, () =>
        HttpResponse.json({
          success: [
            {
              id: '3f2b8c1e-7a4d-4e2b-9c6f-1d2e3f4a5b6c',
              given_name: 'Priya',
              family_name: 'Sharma',
              country: 'India',
              specializationArea: 'Engineering admissions',
              status: 'expired',
              featured: false,
              takesInquiries: true,
            },
          ],
        }),
      ),
    ],
  },
  play: async ({ canvasElement }) => {
    const card = await within(canvasElement).findByRole(
      'article',
      { name: 'Priya Sharma' },
      { timeout: 5000 },
    )
    await expect(within(card).getByText(/^Your last request expired/)).toBeVisible()
    await expect(within(card).getByRole('button', { name: 'Connect' })).toBeEnabled()
  },
}
export const RequestExpiredDark: Story = { ...RequestExpired, globals: { theme: 'dark' } }
export const RequestExpiredMobile: Story = {
  ...RequestExpired,
  globals: { viewport: { value: 'mobile1', isRotated: false } },
}
