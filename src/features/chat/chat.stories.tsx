import type { Meta, StoryObj } from '@storybook/react-vite'
import { delay, http, HttpResponse } from 'msw'
import { expect, userEvent, waitFor, within } from 'storybook/test'

import type { ChatContact } from '@/api/chat/queries'

import { appStory } from '../../../.storybook/story-app'

const meta: Meta = {
  title: 'Screens/Chat',
  parameters: { layout: 'fullscreen' },
}
export default meta
type Story = StoryObj

const contactsRead = '*/api/v1/chat/fetchChats'
const messagesRead = '*/api/v1/chat/getMessages/*'
const page = () => within(document.body)

/** counsellor@catalyst.demo: ten students, several with unread messages. */
const asCatalyst = appStory({ url: '/dashboard', as: 'counsellor' })

async function openPanel() {
  const icon = await page().findByRole('button', { name: /^Chats/ }, { timeout: 8_000 })
  await userEvent.click(icon)
  const panel = await page().findByRole('dialog', { name: 'Chats' })
  return within(panel)
}

async function openFirstWindow() {
  const panel = await openPanel()
  const list = await panel.findByRole('list', { name: 'Chats' }, { timeout: 8_000 })
  await userEvent.click(within(list).getAllByRole('button')[0]!)
  const dock = await page().findByRole('region', { name: 'Open chats' })
  return within(dock)
}

/** The contacts panel: last message, relative time and unread count per contact. */
export const ContactsLoaded: Story = {
  ...asCatalyst,
  play: async () => {
    const panel = await openPanel()
    await expect(
      await panel.findByRole('list', { name: 'Chats' }, { timeout: 8_000 }),
    ).toBeVisible()
  },
}
export const ContactsLoadedDark: Story = { ...ContactsLoaded, globals: { theme: 'dark' } }
export const ContactsLoadedMobile: Story = {
  ...ContactsLoaded,
  globals: { viewport: { value: 'mobile1', isRotated: false } },
}

/** No conversations yet: "No Chats Available". */
export const ContactsEmpty: Story = {
  ...asCatalyst,
  parameters: { msw: [http.get(contactsRead, () => HttpResponse.json({ success: [] }))] },
  play: async () => {
    const panel = await openPanel()
    await expect(await panel.findByText('No Chats Available')).toBeVisible()
  },
}
export const ContactsEmptyDark: Story = { ...ContactsEmpty, globals: { theme: 'dark' } }

export const ContactsLoading: Story = {
  ...asCatalyst,
  parameters: {
    msw: [
      http.get(contactsRead, async () => {
        await delay('infinite')
        return HttpResponse.json({ success: [] })
      }),
    ],
  },
  play: async () => {
    const panel = await openPanel()
    await expect(panel.getByRole('list', { name: 'Loading chats' })).toBeInTheDocument()
  },
}
export const ContactsLoadingDark: Story = { ...ContactsLoading, globals: { theme: 'dark' } }

/** The read failed: the list stays empty as the spec says, with what happened and Retry. */
export const ContactsError: Story = {
  ...asCatalyst,
  parameters: { msw: [http.get(contactsRead, () => HttpResponse.error())] },
  play: async () => {
    const panel = await openPanel()
    await expect(await panel.findByText('Chats could not be loaded.')).toBeVisible()
  },
}
export const ContactsErrorDark: Story = { ...ContactsError, globals: { theme: 'dark' } }

const many: ChatContact[] = Array.from({ length: 40 }, (_, index) => ({
  sk: `USER#story-${index}`,
  given_name: ['Aarav', 'Léa', 'Kenji', 'Amara', 'Mateo'][index % 5]!,
  family_name: `Student ${index + 1}`,
  message: index % 3 ? 'Could we talk about my application tomorrow?' : 'Thank you!',
  latestMessageAt: new Date(Date.now() - index * 47 * 60_000).toISOString(),
  unread_count: index % 4 === 0 ? 12 : index % 4,
  is1: index % 3 === 0,
}))

/** Forty contacts, many unread: badges cap at 9+, the header count too. */
export const ManyUnread: Story = {
  ...asCatalyst,
  parameters: { msw: [http.get(contactsRead, () => HttpResponse.json({ success: many }))] },
  play: async () => {
    const icon = await page().findByRole('button', { name: /^Chats/ }, { timeout: 8_000 })
    await waitFor(() => expect(icon).toHaveTextContent('9+'))
    await openPanel()
  },
}
export const ManyUnreadDark: Story = { ...ManyUnread, globals: { theme: 'dark' } }

/** A docked window: history with the newest at the bottom, my unread messages in bold. */
export const WindowLoaded: Story = {
  ...asCatalyst,
  play: async () => {
    const dock = await openFirstWindow()
    await expect((await dock.findAllByRole('listitem', {}, { timeout: 8_000 }))[0]).toBeVisible()
  },
}
export const WindowLoadedDark: Story = { ...WindowLoaded, globals: { theme: 'dark' } }
export const WindowLoadedMobile: Story = {
  ...WindowLoaded,
  globals: { viewport: { value: 'mobile1', isRotated: false } },
}

export const WindowEmpty: Story = {
  ...asCatalyst,
  parameters: {
    msw: [
      http.get(messagesRead, () =>
        HttpResponse.json({ success: { results: [], lastEvaluatedKey: null } }),
      ),
    ],
  },
  play: async () => {
    const dock = await openFirstWindow()
    await expect(await dock.findByText(/No messages yet/)).toBeVisible()
  },
}
export const WindowEmptyDark: Story = { ...WindowEmpty, globals: { theme: 'dark' } }

export const WindowLoading: Story = {
  ...asCatalyst,
  parameters: {
    msw: [
      http.get(messagesRead, async () => {
        await delay('infinite')
        return HttpResponse.json({ success: { results: [], lastEvaluatedKey: null } })
      }),
    ],
  },
  play: async () => {
    const dock = await openFirstWindow()
    await expect(dock.getByText('Loading messages...')).toBeInTheDocument()
  },
}
export const WindowLoadingDark: Story = { ...WindowLoading, globals: { theme: 'dark' } }

export const WindowError: Story = {
  ...asCatalyst,
  parameters: { msw: [http.get(messagesRead, () => HttpResponse.error())] },
  play: async () => {
    const dock = await openFirstWindow()
    await expect(await dock.findByText('Messages could not be loaded.')).toBeVisible()
  },
}
export const WindowErrorDark: Story = { ...WindowError, globals: { theme: 'dark' } }

/** The student's panel on My Pathway (student@catalyst.demo and their Catalyst). */
export const StudentPanel: Story = {
  ...appStory({ url: '/my-pathway', as: 'student' }),
  play: async () => {
    await expect(await page().findByRole('log', {}, { timeout: 8_000 })).toBeVisible()
  },
}
export const StudentPanelDark: Story = { ...StudentPanel, globals: { theme: 'dark' } }
