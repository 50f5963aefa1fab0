import { describe, expect, it } from 'vitest'

import type { ChatContact } from '@/api/chat/queries'
import type { ReceiveMessagePayload } from '@/lib/socket/events'

import {
  canSend,
  chronological,
  composerRows,
  contactsWithMessage,
  dockLimit,
  filterContacts,
  fitWindows,
  openWindow,
  pagesReadByContact,
  pagesWithMessage,
  unreadLabel,
} from './chat-rules'

const contact = (sk: string, given_name: string, unread_count = 0): ChatContact => ({
  sk,
  given_name,
  family_name: 'Test',
  message: 'hi',
  latestMessageAt: '2026-01-01T00:00:00.000Z',
  unread_count,
  is1: false,
})

const payload = (over: Partial<ReceiveMessagePayload>): ReceiveMessagePayload => ({
  senderSk: 'USER#b',
  sender: 'B',
  type: 'in',
  text: 'new',
  time: '2026-01-02T00:00:00.000Z',
  message: 'new',
  sendAt: '2026-01-02T00:00:00.000Z',
  messageId: 'm-new',
  ...over,
})

describe('chat rules', () => {
  it('caps unread badges at 9+', () => {
    expect([0, 1, 9, 10, 250].map(unreadLabel)).toEqual(['0', '1', '9', '9+', '9+'])
  })

  it('docks 3 windows, 2 up to 992 px, 1 up to 500 px', () => {
    expect([320, 500, 501, 992, 993, 1440].map(dockLimit)).toEqual([1, 1, 2, 2, 3, 3])
  })

  it('opens a window once, newest last, closing the oldest past the limit', () => {
    let windows = openWindow([], { sk: 'a', name: 'A' }, 2)
    windows = openWindow(windows, { sk: 'b', name: 'B' }, 2)
    windows = openWindow(windows, { sk: 'a', name: 'A' }, 2)
    expect(windows.map((entry) => entry.sk)).toEqual(['b', 'a'])
    windows = openWindow(windows, { sk: 'c', name: 'C' }, 2)
    expect(windows.map((entry) => entry.sk)).toEqual(['a', 'c'])
    expect(fitWindows(windows, 1).map((entry) => entry.sk)).toEqual(['c'])
  })

  it('refuses blank messages and grows the composer by lines and per 40 characters, up to 5', () => {
    expect(canSend(' \n\t ')).toBe(false)
    expect(canSend(' a ')).toBe(true)
    expect(composerRows('')).toBe(1)
    expect(composerRows('a\nb')).toBe(2)
    expect(composerRows('x'.repeat(40))).toBe(1)
    expect(composerRows('x'.repeat(41))).toBe(2)
    expect(composerRows('a\n'.repeat(20))).toBe(5)
  })

  it('searches names ignoring case and accents', () => {
    const list = [contact('USER#a', 'Inés'), contact('USER#b', 'Rahul')]
    expect(filterContacts(list, 'ines').map((entry) => entry.sk)).toEqual(['USER#a'])
    expect(filterContacts(list, '  ')).toHaveLength(2)
    expect(filterContacts(list, 'zz')).toEqual([])
  })

  it('moves the contact of a live message to the top and counts it unless being read', () => {
    const list = [contact('USER#a', 'A'), contact('USER#b', 'B', 2)]
    const moved = contactsWithMessage(list, payload({}), false)!
    expect(moved.map((entry) => [entry.sk, entry.unread_count, entry.message])).toEqual([
      ['USER#b', 3, 'new'],
      ['USER#a', 0, 'hi'],
    ])
    expect(contactsWithMessage(list, payload({}), true)![0]!.unread_count).toBe(2)
    // My own message from another tab: no unread, marked as mine.
    const mine = contactsWithMessage(
      list,
      payload({ type: 'out', senderSk: 'USER#me', receiverSk: 'USER#a' }),
      false,
    )!
    expect(mine[0]).toMatchObject({ sk: 'USER#a', unread_count: 0, is1: true })
    expect(contactsWithMessage(list, payload({ senderSk: 'USER#zz' }), false)).toBeNull()
  })

  it('adds a live message once, keeps history oldest first, and marks mine read', () => {
    const message = (id: string, mine = true) => ({
      messageId: id,
      message: id,
      sentByCurrentUser: mine,
      sendAt: '2026-01-01T00:00:00.000Z',
      isRead: false,
    })
    const pages = {
      pages: [
        { results: [message('3'), message('2', false)], lastEvaluatedKey: '2' },
        { results: [message('1')], lastEvaluatedKey: null },
      ],
      pageParams: [null, '2'],
    }
    const added = pagesWithMessage(pages, message('4'))!
    expect(pagesWithMessage(added, message('4'))).toBe(added)
    expect(chronological(added).map((entry) => entry.messageId)).toEqual(['1', '2', '3', '4'])
    const read = pagesReadByContact(added)!
    expect(chronological(read).map((entry) => entry.isRead)).toEqual([true, false, true, true])
  })
})
