import type { Meta, StoryObj } from '@storybook/react-vite'
import { delay, http, HttpResponse } from 'msw'
import { expect, userEvent, within } from 'storybook/test'

import { appStory } from '../../../../.storybook/story-app'
import { openDrawer, openLoadedDrawer, page } from './story-steps'

const meta: Meta = {
  title: 'Screens/Connections/Student Request drawer',
  parameters: { layout: 'fullscreen' },
}
export default meta
type Story = StoryObj

const requestsRead = '*/api/v1/dashboard/studentsRequestData'

/** counsellor@catalyst.demo: five students asked to connect. */
const asCatalyst = appStory({ url: '/dashboard', as: 'counsellor' })

/** The drawer open on its list: photo or initials, name, country, time, Decline, Accept. */
export const Loaded: Story = {
  ...asCatalyst,
  play: async () => {
    await openLoadedDrawer('Student Request', 'Student requests')
  },
}

export const LoadedDark: Story = { ...Loaded, globals: { theme: 'dark' } }

export const LoadedMobile: Story = {
  ...Loaded,
  globals: { viewport: { value: 'mobile1', isRotated: false } },
}

/** No requests: "No requests available", no count on the button. */
export const Empty: Story = {
  ...asCatalyst,
  parameters: { msw: [http.get(requestsRead, () => HttpResponse.json({ success: [] }))] },
  play: async () => {
    const drawer = await openDrawer('Student Request')
    await expect(await drawer.findByText('No requests available')).toBeVisible()
  },
}

export const EmptyDark: Story = { ...Empty, globals: { theme: 'dark' } }

export const Loading: Story = {
  ...asCatalyst,
  parameters: {
    msw: [
      http.get(requestsRead, async () => {
        await delay('infinite')
        return HttpResponse.json({ success: [] })
      }),
    ],
  },
  play: async () => {
    const drawer = await openDrawer('Student Request')
    await expect(drawer.getByText('Loading requests...')).toBeInTheDocument()
  },
}

export const LoadingDark: Story = { ...Loading, globals: { theme: 'dark' } }

/** No answer from the server: the message and Retry. */
export const LoadError: Story = {
  ...asCatalyst,
  parameters: { msw: [http.get(requestsRead, () => HttpResponse.error())] },
  play: async () => {
    const drawer = await openDrawer('Student Request')
    await expect(await drawer.findByText('Requests could not be loaded')).toBeVisible()
  },
}

export const LoadErrorDark: Story = { ...LoadError, globals: { theme: 'dark' } }

/** The name opens the student's profile: country, education, interests, message. */
export const ProfileModal: Story = {
  ...asCatalyst,
  play: async () => {
    const drawer = await openLoadedDrawer('Student Request', 'Student requests')
    const list = within(drawer.getByRole('list', { name: 'Student requests' }))
    const [firstName] = list.getAllByRole('button', { name: /^(?!Accept |Decline )/ })
    if (!firstName) throw new Error('no request')
    await userEvent.click(firstName)
    await expect(
      await page().findByRole('dialog', { name: firstName.textContent ?? '' }),
    ).toBeVisible()
  },
}

export const ProfileModalDark: Story = { ...ProfileModal, globals: { theme: 'dark' } }

/** Accept and Decline ask for a reason, which may stay empty. */
export const ReasonDialog: Story = {
  ...asCatalyst,
  play: async () => {
    const drawer = await openLoadedDrawer('Student Request', 'Student requests')
    const [decline] = drawer.getAllByRole('button', { name: /^Decline / })
    if (!decline) throw new Error('no request')
    await userEvent.click(decline)
    await expect(await page().findByRole('alertdialog')).toBeVisible()
  },
}

export const ReasonDialogDark: Story = { ...ReasonDialog, globals: { theme: 'dark' } }
