import type { Meta, StoryObj } from '@storybook/react-vite'
import { delay, http, HttpResponse } from 'msw'
import { expect, userEvent, within } from 'storybook/test'

import { appStory } from '../../../../.storybook/story-app'

const meta: Meta = {
  title: 'Screens/Sessions/Book a session',
  parameters: { layout: 'fullscreen' },
}
export default meta
type Story = StoryObj

const slotsRead = '*/api/v1/sessions/catalysts/:catalystId/slots'
const page = () => within(document.body)
const WAIT = { timeout: 8_000 }
const mobile = { viewport: { value: 'mobile1', isRotated: false } }

/** Opens Book a session from the student's Sessions page. */
async function openDialog() {
  await userEvent.click(await page().findByRole('button', { name: 'Book a session' }, WAIT))
  return within(await page().findByRole('dialog', { name: 'Book a session' }, WAIT))
}

/** The demo Catalyst's free slots by day, in the viewer's zone, with both zones named. */
export const Loaded: Story = {
  ...appStory({ url: '/sessions', as: 'student' }),
  play: async () => {
    const dialog = await openDialog()
    await expect(await dialog.findByText(/^Times are in your time zone/, {}, WAIT)).toBeVisible()
    await userEvent.click(dialog.getAllByRole('radio')[0]!)
  },
}
export const LoadedDark: Story = { ...Loaded, globals: { theme: 'dark' } }
export const LoadedMobile: Story = { ...Loaded, globals: mobile }
export const LoadedMobileDark: Story = { ...Loaded, globals: { ...mobile, theme: 'dark' } }

/** Confirm without a time or a topic: the messages in place. */
export const Invalid: Story = {
  ...appStory({ url: '/sessions', as: 'student' }),
  play: async () => {
    const dialog = await openDialog()
    await dialog.findAllByRole('radio', {}, WAIT)
    await userEvent.click(dialog.getByRole('button', { name: 'Confirm' }))
    await expect(await dialog.findByText('Please pick a time.')).toBeVisible()
  },
}
export const InvalidDark: Story = { ...Invalid, globals: { theme: 'dark' } }

/** No free times in the shown dates. */
export const Empty: Story = {
  ...appStory({ url: '/sessions', as: 'student' }),
  parameters: {
    msw: [
      http.get(slotsRead, ({ params }) =>
        HttpResponse.json({
          success: {
            catalystId: params.catalystId,
            timeZone: 'Asia/Kolkata',
            sessionMinutes: 45,
            from: new Date().toISOString(),
            to: new Date(Date.now() + 14 * 86_400_000).toISOString(),
            bookableUntil: new Date(Date.now() + 14 * 86_400_000).toISOString(),
            bookable: true,
            notBookableReason: null,
            slots: [],
          },
        }),
      ),
    ],
  },
  play: async () => {
    const dialog = await openDialog()
    await expect(await dialog.findByText('No free times in these dates.', {}, WAIT)).toBeVisible()
  },
}
export const EmptyDark: Story = { ...Empty, globals: { theme: 'dark' } }

/** The Catalyst cannot be booked: the reason, no slots. */
export const NotBookable: Story = {
  ...appStory({ url: '/sessions', as: 'student' }),
  parameters: {
    msw: [
      http.get(slotsRead, ({ params }) =>
        HttpResponse.json({
          success: {
            catalystId: params.catalystId,
            timeZone: 'Asia/Kolkata',
            sessionMinutes: 45,
            from: new Date().toISOString(),
            to: new Date(Date.now() + 14 * 86_400_000).toISOString(),
            bookableUntil: new Date().toISOString(),
            bookable: false,
            notBookableReason:
              'Meera Iyer is not taking new bookings because session booking is not part of their current plan. Sessions already booked still go ahead.',
            slots: [],
          },
        }),
      ),
    ],
  },
  play: async () => {
    const dialog = await openDialog()
    await expect(await dialog.findByText(/is not taking new bookings/, {}, WAIT)).toBeVisible()
  },
}
export const NotBookableDark: Story = { ...NotBookable, globals: { theme: 'dark' } }

export const Loading: Story = {
  ...appStory({ url: '/sessions', as: 'student' }),
  parameters: {
    msw: [
      http.get(slotsRead, async () => {
        await delay('infinite')
        return HttpResponse.json({})
      }),
    ],
  },
  play: async () => {
    const dialog = await openDialog()
    await expect(await dialog.findByText('Loading free times...')).toBeInTheDocument()
  },
}
export const LoadingDark: Story = { ...Loading, globals: { theme: 'dark' } }

/** The slots could not be read: the red box and Retry. */
export const Failed: Story = {
  ...appStory({ url: '/sessions', as: 'student' }),
  parameters: { msw: [http.get(slotsRead, () => HttpResponse.error())] },
  play: async () => {
    const dialog = await openDialog()
    await expect(
      await dialog.findByText('The free times could not be loaded.', {}, WAIT),
    ).toBeVisible()
  },
}
export const FailedDark: Story = { ...Failed, globals: { theme: 'dark' } }
