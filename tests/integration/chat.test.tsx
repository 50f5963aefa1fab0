import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'

import {
  CHATS_LOAD_FAILED,
  contactName,
  NO_CHATS,
  NO_CONTACT_MATCH,
  NOT_SENT,
} from '@/features/chat/chat-rules'
import { db, type UserRecord } from '@mocks/db'
import {
  chatPartners,
  conversation,
  storeMessage,
  unreadFrom,
} from '@mocks/handlers/chat/chat-store'
import { seedScenario } from '@mocks/seed'
import { demoAccounts } from '@mocks/seed/demo-accounts'
import { findUserByEmail } from '@mocks/services/relations'
import { ensureMockSocketServer } from '@mocks/socket/mock-server'
import { INVITE_STATUS } from '@mocks/services/relations'
import { createLink, createUser } from '@mocks/testing/fixtures'
import { CONTACTS_PAGE_SIZE } from '@/features/chat/components/contact-list'
import { clearFaults, injectFault } from '@mocks/testing/faults'

import { withMockServer } from '../msw'
import { renderRoute } from '../render-route'

withMockServer()

/**
 * Chat (spec part 1 sections 2, 4, 5, 8, 9; part 2 sections 3, 7, 9; issue 12): the Catalyst's
 * header icon and contacts panel, docked windows, the conversation and its composer, live
 * messages through the in-page mock Socket.IO server, and the full-page chat.
 */
const WAIT = { timeout: 8_000 }
const me = () => findUserByEmail(demoAccounts.counsellor.email)!
const nameOf = (user: UserRecord) =>
  contactName({ given_name: user.firstName, family_name: user.lastName })

function setWidth(width: number) {
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: width })
  window.dispatchEvent(new Event('resize'))
}
afterEach(() => setWidth(1024))

async function openPanel(user: Awaited<ReturnType<typeof renderRoute>>['user']) {
  await user.click(await screen.findByRole('button', { name: /^Chats/ }, WAIT))
  return screen.findByRole('list', { name: 'Chats' }, WAIT)
}

async function connected() {
  const server = ensureMockSocketServer(location.origin)
  await waitFor(() => expect(server.connections()).toContainEqual({ userId: me().id }), WAIT)
  return server
}

/** The partners with unread messages for me, most unread first. */
function partnersWithUnread() {
  return chatPartners(me())
    .map((partner) => ({ partner, unread: unreadFrom(partner.id, me().id) }))
    .filter((entry) => entry.unread > 0)
}

describe('the Catalyst chat icon and contacts panel', () => {
  it('counts unread messages, lists contacts with previews, and searches by name after 300 ms', async () => {
    setWidth(1440)
    const { user } = await renderRoute('/dashboard', { as: 'counsellor' })
    const total = partnersWithUnread().reduce((sum, entry) => sum + entry.unread, 0)
    expect(total).toBeGreaterThan(0)
    const icon = await screen.findByRole('button', { name: /^Chats/ }, WAIT)
    await waitFor(() =>
      expect(within(icon).getByTestId('chat-unread')).toHaveTextContent(
        total > 9 ? '9+' : String(total),
      ),
    )

    const list = await openPanel(user)
    const partners = chatPartners(me())
    expect(within(list).getAllByRole('button')).toHaveLength(partners.length)
    const [first] = partnersWithUnread()
    const row = within(list).getByRole('button', { name: new RegExp(nameOf(first!.partner)) })
    expect(row).toHaveTextContent(`${first!.unread} unread`)

    const search = screen.getByRole('searchbox', { name: 'Search chats by name' })
    await user.type(search, 'zzzz-nobody')
    // Debounced: the list stays until 300 ms after the last key.
    expect(screen.getByRole('list', { name: 'Chats' })).toBeInTheDocument()
    expect(await screen.findByText(NO_CONTACT_MATCH, {}, WAIT)).toBeVisible()
    await user.clear(search)
    await user.type(search, first!.partner.firstName.toUpperCase())
    await waitFor(() =>
      expect(
        within(screen.getByRole('list', { name: 'Chats' })).getAllByRole('button').length,
      ).toBeLessThan(partners.length),
    )
  })

  it('shows an http(s) address in a message as a link, and everything else as text', async () => {
    setWidth(1440)
    await seedScenario('demo')
    const partner = partnersWithUnread()[0]!.partner
    await storeMessage(
      partner,
      me(),
      'Form: https://example.org/form?id=7. <b>not bold</b> javascript:alert(1)',
    )
    const { user } = await renderRoute('/dashboard', { as: 'counsellor', scenario: null })
    const list = await openPanel(user)
    await user.click(within(list).getByRole('button', { name: new RegExp(nameOf(partner)) }))
    const window = await screen.findByRole('dialog', { name: `Chat with ${nameOf(partner)}` })
    const link = await within(window).findByRole(
      'link',
      { name: 'https://example.org/form?id=7' },
      WAIT,
    )
    expect(link).toHaveAttribute('href', 'https://example.org/form?id=7')
    expect(link).toHaveAttribute('rel', 'noopener noreferrer')
    expect(link).toHaveAttribute('target', '_blank')
    const bubble = within(within(window).getByRole('log'))
      .getAllByRole('listitem')
      .find((item) => within(item).queryByRole('link') !== null)!
    // The rest is text: the markup shows as typed, and only the http(s) address is a link.
    expect(bubble).toHaveTextContent('<b>not bold</b> javascript:alert(1)')
    expect(within(bubble).getAllByRole('link')).toHaveLength(1)
    expect(within(bubble).queryByText('not bold', { selector: 'b' })).toBeNull()
  })

  it('opens a docked window with the history, newest at the bottom, and marks it read', async () => {
    setWidth(1440)
    const { user } = await renderRoute('/dashboard', { as: 'counsellor' })
    const [{ partner, unread }] = partnersWithUnread() as [{ partner: UserRecord; unread: number }]
    const list = await openPanel(user)
    await user.click(within(list).getByRole('button', { name: new RegExp(nameOf(partner)) }))

    const window = await screen.findByRole('dialog', { name: `Chat with ${nameOf(partner)}` })
    const log = within(window).getByRole('log')
    const newest = conversation(me().id, partner.id)[0]!
    const bubbles = await within(log).findAllByRole('listitem', {}, WAIT)
    expect(bubbles.at(-1)).toHaveTextContent(newest.message)
    await waitFor(() => expect(unreadFrom(partner.id, me().id)).toBe(0), WAIT)
    expect(unread).toBeGreaterThan(0)
  })

  it('draws a long list 50 contacts at a time, with Show more chats, and a search starts again', async () => {
    setWidth(1440)
    await seedScenario('demo')
    const extra = CONTACTS_PAGE_SIZE + 5 - chatPartners(me()).length
    for (let index = 0; index < extra; index++) {
      const student = await createUser({ role: 'student', firstName: `Paged${index}` })
      await createLink({
        direction: 'invite',
        counsellorId: me().id,
        student,
        status: INVITE_STATUS.accepted,
      })
    }
    const { user } = await renderRoute('/dashboard', { as: 'counsellor', scenario: null })
    const list = await openPanel(user)
    expect(within(list).getAllByRole('button')).toHaveLength(CONTACTS_PAGE_SIZE)
    await user.click(screen.getByRole('button', { name: 'Show more chats' }))
    expect(within(list).getAllByRole('button')).toHaveLength(CONTACTS_PAGE_SIZE + 5)
    expect(screen.queryByRole('button', { name: 'Show more chats' })).toBeNull()
    await user.type(screen.getByRole('searchbox', { name: 'Search chats by name' }), 'Paged1')
    await waitFor(() => expect(within(list).getAllByRole('button').length).toBeLessThan(20), WAIT)
  })

  it('a failed read leaves the list empty, says so, and Retry loads it', async () => {
    injectFault('fetchChats', 500)
    const { user } = await renderRoute('/dashboard', { as: 'counsellor' })
    await user.click(await screen.findByRole('button', { name: /^Chats/ }, WAIT))
    expect(await screen.findByText(NO_CHATS, {}, WAIT)).toBeVisible()
    expect(screen.getByText(CHATS_LOAD_FAILED)).toBeVisible()
    clearFaults()
    await user.click(screen.getByRole('button', { name: 'Retry' }))
    expect(await screen.findByRole('list', { name: 'Chats' }, WAIT)).toBeVisible()
  })
})

describe('docked windows', () => {
  async function openChats(count: number) {
    const { user } = await renderRoute('/dashboard', { as: 'counsellor' })
    const partners = chatPartners(me()).slice(0, count)
    for (const partner of partners) {
      const list = await openPanel(user)
      await user.click(within(list).getByRole('button', { name: new RegExp(nameOf(partner)) }))
      await screen.findByRole('dialog', { name: `Chat with ${nameOf(partner)}` })
    }
    return { user, partners }
  }
  const docked = () =>
    within(screen.getByRole('region', { name: 'Open chats' })).getAllByRole('dialog')

  it('holds 3 on a wide screen; one more closes the oldest', async () => {
    setWidth(1440)
    const { partners } = await openChats(4)
    expect(docked().map((window) => window.getAttribute('aria-label'))).toEqual(
      partners.slice(1).map((partner) => `Chat with ${nameOf(partner)}`),
    )
  })

  it('holds 2 up to 992 px and 1 up to 500 px, keeping the newest', async () => {
    setWidth(992)
    const { partners } = await openChats(3)
    expect(docked()).toHaveLength(2)
    act(() => setWidth(500))
    await waitFor(() => expect(docked()).toHaveLength(1))
    expect(docked()[0]).toHaveAccessibleName(`Chat with ${nameOf(partners[2]!)}`)
  })

  it('collapses to its header, where a live message raises an unread badge', async () => {
    setWidth(1440)
    const { user, partners } = await openChats(1)
    const partner = partners[0]!
    await connected()
    await user.click(screen.getByRole('button', { name: `Collapse chat with ${nameOf(partner)}` }))
    const window = screen.getByRole('dialog', { name: `Chat with ${nameOf(partner)}` })
    expect(within(window).queryByRole('log')).not.toBeInTheDocument()

    await act(() => storeMessage(partner, me(), 'Are you there?'))
    await waitFor(() => expect(window).toHaveTextContent('1 unread'), WAIT)

    await user.click(screen.getByRole('button', { name: `Expand chat with ${nameOf(partner)}` }))
    expect(await within(window).findByText('Are you there?', {}, WAIT)).toBeVisible()
    await waitFor(() => expect(window).not.toHaveTextContent('1 unread'))
    await waitFor(() => expect(unreadFrom(partner.id, me().id)).toBe(0), WAIT)
  })
})

describe('live messages', () => {
  it('move their contact to the top with the new preview and a raised unread count', async () => {
    setWidth(1440)
    const { user } = await renderRoute('/dashboard', { as: 'counsellor' })
    await connected()
    const list = await openPanel(user)
    const last = chatPartners(me()).at(-1)!
    const before = unreadFrom(last.id, me().id)
    await act(() => storeMessage(last, me(), 'A question about my essay'))
    await waitFor(
      () => expect(within(list).getAllByRole('button')[0]).toHaveTextContent(nameOf(last)),
      WAIT,
    )
    const top = within(list).getAllByRole('button')[0]!
    expect(top).toHaveTextContent('A question about my essay')
    expect(top).toHaveTextContent(`${before + 1} unread`)
  })
})

describe('the composer', () => {
  async function openFirst() {
    setWidth(1440)
    const view = await renderRoute('/dashboard', { as: 'counsellor' })
    const partner = chatPartners(me())[0]!
    const list = await openPanel(view.user)
    await view.user.click(within(list).getByRole('button', { name: new RegExp(nameOf(partner)) }))
    const window = await screen.findByRole('dialog', { name: `Chat with ${nameOf(partner)}` })
    await within(window).findAllByRole('listitem', {}, WAIT)
    const box = within(window).getByRole('textbox', { name: `Message to ${nameOf(partner)}` })
    const send = within(window).getByRole('button', { name: 'Send message' })
    return { ...view, partner, window, box, send }
  }

  it('cannot send blank text; Shift+Enter adds a line, Enter sends, and the other side gets it', async () => {
    const { user, partner, window, box, send } = await openFirst()
    await connected()
    await user.type(box, '   ')
    expect(send).toBeDisabled()
    await user.keyboard('{Enter}')
    expect(conversation(me().id, partner.id)[0]!.message).not.toBe('')

    await user.clear(box)
    await user.type(box, 'First line{Shift>}{Enter}{/Shift}second line')
    expect(box).toHaveValue('First line\nsecond line')
    expect(box).toHaveAttribute('rows', '2')
    await user.keyboard('{Enter}')
    expect(box).toHaveValue('')
    await waitFor(
      () => expect(conversation(me().id, partner.id)[0]!.message).toBe('First line\nsecond line'),
      WAIT,
    )
    expect(await within(window).findByText(/First line\s+second line/, {}, WAIT)).toBeVisible()
  })

  it('grows one row per 40 characters of a long line', async () => {
    const { box } = await openFirst()
    fireEvent.change(box, { target: { value: 'x'.repeat(81) } })
    expect(box).toHaveAttribute('rows', '3')
  })

  it('keeps a message that failed to send, marked, with Retry that sends it', async () => {
    const { user, partner, window, box } = await openFirst()
    // The live channel is down: the message goes over HTTP, which fails once.
    const server = await connected()
    await server.stop()
    injectFault('sendMessage', 500, { times: 1 })
    await user.type(box, 'Please keep me{Enter}')
    const alert = await within(window).findByRole('alert', {}, WAIT)
    expect(alert).toHaveTextContent(NOT_SENT)
    expect(within(window).getByText('Please keep me')).toBeVisible()

    await user.click(within(alert).getByRole('button', { name: 'Retry' }))
    await waitFor(
      () => expect(conversation(me().id, partner.id)[0]!.message).toBe('Please keep me'),
      WAIT,
    )
    await waitFor(() => expect(within(window).queryByRole('alert')).not.toBeInTheDocument())
    ensureMockSocketServer(location.origin)
  })

  it('loads older messages on demand, above the ones shown', async () => {
    const partner = chatPartners(me())[0]!
    for (let index = 0; index < 25; index++)
      await db.chatMessages.create({
        id: `older-${index}`,
        senderId: partner.id,
        receiverId: me().id,
        message: `Old message ${index}`,
        sendAt: new Date(Date.UTC(2020, 0, 1, 0, index)).toISOString(),
        isRead: true,
        readAt: null,
      })
    // renderRoute reseeds by default: keep the messages added above.
    setWidth(1440)
    const view = await renderRoute('/dashboard', { as: 'counsellor', scenario: null })
    const list = await openPanel(view.user)
    await view.user.click(within(list).getByRole('button', { name: new RegExp(nameOf(partner)) }))
    const window = await screen.findByRole('dialog', { name: `Chat with ${nameOf(partner)}` })
    const older = await within(window).findByRole('button', { name: 'Load older messages' }, WAIT)
    expect(within(window).queryByText('Old message 0')).not.toBeInTheDocument()
    while (within(window).queryByRole('button', { name: 'Load older messages' })) {
      await view.user.click(older)
      await waitFor(() =>
        expect(within(window).getByRole('log')).not.toHaveAttribute('aria-busy', 'true'),
      )
    }
    const items = within(within(window).getByRole('log')).getAllByRole('listitem')
    expect(items[0]).toHaveTextContent('Old message 0')
  })
})

describe('the full-page chat', () => {
  it('lists contacts, opens one from the URL, and serves a student too', async () => {
    await renderRoute('/apps/chat', { as: 'student' })
    const student = findUserByEmail(demoAccounts.student.email)!
    const [catalyst] = chatPartners(student)
    expect(catalyst).toBeDefined()
    const list = await screen.findByRole('list', { name: 'Chats' }, WAIT)
    fireEvent.click(within(list).getByRole('button', { name: new RegExp(nameOf(catalyst!)) }))
    expect(
      await screen.findByRole('log', { name: `Messages with ${nameOf(catalyst!)}` }, WAIT),
    ).toBeVisible()
  })
})
