import type { ChatContact, ChatMessage, MessagePages } from '@/api/chat/queries'
import type { ReceiveMessagePayload } from '@/lib/socket/events'

/**
 * The rules of chat as pure functions (spec part 1 sections 2, 4, 5, 9; part 2 sections 3, 9):
 * what the UI and the live updates compute, tested on their own.
 */

/** Empty states (spec part 1 section 8), word for word. */
export const NO_CHATS = 'No Chats Available'
export const NO_CONTACT_MATCH = 'No results found— try a different username'
/** The spec is silent on these: they say what happened and what the user can do. */
export const CHATS_LOAD_FAILED = 'Chats could not be loaded.'
export const MESSAGES_LOAD_FAILED = 'Messages could not be loaded.'
export const NOT_SENT = 'Not sent'

export { unreadLabel } from '@/lib/format/counts'

export function totalUnread(contacts: readonly ChatContact[] | undefined): number {
  return (contacts ?? []).reduce((sum, contact) => sum + contact.unread_count, 0)
}

export function contactName(contact: Pick<ChatContact, 'given_name' | 'family_name'>): string {
  return [contact.given_name, contact.family_name].filter(Boolean).join(' ').trim()
}

/** Search by name (spec part 1 section 2), case- and accent-insensitive, on any part of it. */
export function filterContacts(contacts: readonly ChatContact[], query: string): ChatContact[] {
  const wanted = fold(query.trim())
  if (!wanted) return [...contacts]
  return contacts.filter((contact) => fold(contactName(contact)).includes(wanted))
}

const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase()

/** Docked windows (spec part 1 sections 2 and 9): 3, 2 at 992 px or less, 1 at 500 px or less. */
export function dockLimit(width: number): number {
  if (width <= 500) return 1
  if (width <= 992) return 2
  return 3
}

export interface DockedWindow {
  sk: string
  name: string
  collapsed: boolean
}

/**
 * Opens (or brings back expanded) a contact's window, newest last; one more than the limit
 * closes the oldest.
 */
export function openWindow(
  windows: readonly DockedWindow[],
  contact: { sk: string; name: string },
  limit: number,
): DockedWindow[] {
  const others = windows.filter((window) => window.sk !== contact.sk)
  const next = [...others, { sk: contact.sk, name: contact.name, collapsed: false }]
  return next.slice(Math.max(0, next.length - limit))
}

/** The newest windows that fit a (narrower) screen. */
export function fitWindows(windows: readonly DockedWindow[], limit: number): DockedWindow[] {
  return windows.length > limit ? windows.slice(windows.length - limit) : [...windows]
}

/** Blank or whitespace-only messages cannot be sent (spec part 1 section 5). */
export function canSend(text: string): boolean {
  return text.trim().length > 0
}

/** The composer grows with its lines, or one row per 40 characters of a long line; at most 5. */
export function composerRows(text: string, max = 5): number {
  const rows = text
    .split('\n')
    .reduce((sum, line) => sum + Math.max(1, Math.ceil(line.length / 40)), 0)
  return Math.min(max, Math.max(1, rows))
}

/**
 * A live message for the contacts panel (spec part 1 section 4): its contact moves to the top
 * with the new preview; an incoming one raises the unread count unless its window is being read.
 * Returns null when the contact is not in the list (the list must be fetched again).
 */
export function contactsWithMessage(
  contacts: readonly ChatContact[],
  payload: ReceiveMessagePayload,
  beingRead: boolean,
): ChatContact[] | null {
  const sk = payload.type === 'in' ? payload.senderSk : payload.receiverSk
  const contact = contacts.find((entry) => entry.sk === sk)
  if (!contact) return null
  const incoming = payload.type === 'in'
  const updated: ChatContact = {
    ...contact,
    message: payload.message,
    latestMessageAt: payload.sendAt,
    is1: !incoming,
    unread_count: incoming && !beingRead ? contact.unread_count + 1 : contact.unread_count,
  }
  return [updated, ...contacts.filter((entry) => entry.sk !== sk)]
}

/** The contact whose conversation a live message belongs to. */
export function conversationOf(payload: ReceiveMessagePayload): string | undefined {
  return payload.type === 'in' ? payload.senderSk : payload.receiverSk
}

export function messageFromPayload(payload: ReceiveMessagePayload): ChatMessage {
  return {
    messageId: payload.messageId,
    message: payload.message,
    sentByCurrentUser: payload.type === 'out',
    sendAt: payload.sendAt,
    isRead: false,
  }
}

/** Adds a message to the newest page, once (a message can arrive over HTTP and live). */
export function pagesWithMessage(
  pages: MessagePages | undefined,
  message: ChatMessage,
): MessagePages | undefined {
  if (!pages?.pages.length) return pages
  const known = pages.pages.some((page) =>
    page.results.some((entry) => entry.messageId === message.messageId),
  )
  if (known) return pages
  const [newest, ...older] = pages.pages
  return { ...pages, pages: [{ ...newest!, results: [message, ...newest!.results] }, ...older] }
}

/** The other side read the conversation: every message I sent is read. */
export function pagesReadByContact(pages: MessagePages | undefined): MessagePages | undefined {
  if (!pages) return pages
  return {
    ...pages,
    pages: pages.pages.map((page) => ({
      ...page,
      results: page.results.map((message) =>
        message.sentByCurrentUser && !message.isRead ? { ...message, isRead: true } : message,
      ),
    })),
  }
}

/** Oldest first, as the window shows them (newest at the bottom). */
export function chronological(pages: MessagePages | undefined): ChatMessage[] {
  if (!pages) return []
  return pages.pages.flatMap((page) => page.results).reverse()
}

export function withUnreadCleared(contacts: readonly ChatContact[], sk: string): ChatContact[] {
  return contacts.map((contact) =>
    contact.sk === sk && contact.unread_count ? { ...contact, unread_count: 0 } : contact,
  )
}
