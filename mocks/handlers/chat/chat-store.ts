import type { ChatMessage } from '@/api/generated/types.gen'
import { CHAT_MESSAGE_WINDOW_MS, CHAT_MESSAGES_PER_WINDOW } from '@/config/constants'

import { conversationKey, db, unreadKey, type ChatMessageRecord, type UserRecord } from '../../db'
import { newId, nowIso } from '../../services/ids'
import { INVITE_STATUS, connectedStudentIds, findUser, isConnected } from '../../services/relations'
import { admit, throttleKey } from '../../services/throttle'
import { HttpError } from '../http'
import { emitChatEvent } from './chat-events'
import { newestFirst } from '../shared/common'

/**
 * Chat between connected catalyst/student pairs (part 1 sections 3, 4, 7). Plain functions over
 * the db so the live socket server can store and read messages the same way as the HTTP calls;
 * storing and reading emit the chat events (chat-events.ts) that the socket delivers live.
 */
export const NOT_CONNECTED = 'You can only chat with your connected users.'
export const CHAT_PAGE_SIZE = 20
export const TOO_MANY_MESSAGES =
  'You are sending messages too quickly. Please wait a moment and try again.'

/**
 * A message refused by the per-user rate (CHAT_MESSAGES_PER_WINDOW in CHAT_MESSAGE_WINDOW_MS,
 * over HTTP and the live socket together): 429 with `retryAt` over HTTP; the socket acknowledges
 * it as `{ success: false, message }`.
 */
export class ChatRateLimited extends HttpError {
  constructor(readonly retryAt: string) {
    super(429, TOO_MANY_MESSAGES, { retryAt })
  }
}

export function canChat(a: UserRecord, b: UserRecord): boolean {
  if (a.role === b.role) return false
  return a.role === 'counsellor' ? isConnected(a.id, b.id) : isConnected(b.id, a.id)
}

/** The people a user may chat with: a catalyst's connected students, a student's catalyst. */
export function chatPartners(user: UserRecord): UserRecord[] {
  const ids =
    user.role === 'counsellor'
      ? connectedStudentIds(user.id)
      : db.connections
          .lookup('student', user.id)
          .filter((link) => link.status === INVITE_STATUS.accepted)
          .map((link) => link.counsellorId)
  return [...new Set(ids)]
    .map((id) => findUser(id))
    .filter((partner): partner is UserRecord => Boolean(partner))
}

/** Every message between two users, newest first. */
export function conversation(a: string, b: string): ChatMessageRecord[] {
  return newestFirst(
    db.chatMessages.lookup('conversation', conversationKey(a, b)),
    (message) => message.sendAt,
  )
}

/** The newest message between two users (conversation(a, b)[0]), read from the index. */
export function lastMessage(a: string, b: string): ChatMessageRecord | undefined {
  return db.chatMessages.newestOf('conversation', conversationKey(a, b))
}

export function unreadFrom(senderId: string, receiverId: string): number {
  return db.chatMessages.countOf('unread', unreadKey(receiverId, senderId))
}

export function toChatMessage(message: ChatMessageRecord, viewerId: string): ChatMessage {
  return {
    messageId: message.id,
    message: message.message,
    sentByCurrentUser: message.senderId === viewerId,
    sendAt: message.sendAt,
    isRead: message.isRead,
  }
}

/**
 * Stores a message (POST /chat/sendMessage and the socket's `send message` both come here), within
 * the sender's rate: checked and counted as one step, so 300 parallel sends store 60 and the rest
 * throw ChatRateLimited.
 */
export async function storeMessage(
  sender: UserRecord,
  receiver: UserRecord,
  text: string,
): Promise<ChatMessageRecord> {
  const refused = await admit(throttleKey('chat-message', sender.id), {
    max: CHAT_MESSAGES_PER_WINDOW,
    windowMs: CHAT_MESSAGE_WINDOW_MS,
  })
  if (refused) throw new ChatRateLimited(refused.retryAt)
  const message = await db.chatMessages.create({
    id: newId(),
    senderId: sender.id,
    receiverId: receiver.id,
    message: text.trim(),
    sendAt: nowIso(),
    isRead: false,
    readAt: null,
  })
  emitChatEvent({ type: 'message', message })
  return message
}

/** Marks the messages `senderId` sent to `readerId` as read; resolves to how many changed. */
export async function markRead(readerId: string, senderId: string): Promise<number> {
  const readAt = nowIso()
  const unread = db.chatMessages.lookup('unread', unreadKey(readerId, senderId))
  const changed = await db.chatMessages.updateRecords(unread, {
    data(message) {
      message.isRead = true
      message.readAt = readAt
    },
  })
  if (changed.length > 0) {
    emitChatEvent({ type: 'read', readerId, senderId, readAt, count: changed.length })
  }
  return changed.length
}

/**
 * One page of history, newest first. The cursor is the id of the last (oldest) message of the
 * previous page; null when no older messages remain. Undefined for an unknown cursor.
 */
export function messagePage(messages: readonly ChatMessageRecord[], cursor: string | undefined) {
  let start = 0
  if (cursor) {
    const index = messages.findIndex((message) => message.id === cursor)
    if (index === -1) return undefined
    start = index + 1
  }
  const page = messages.slice(start, start + CHAT_PAGE_SIZE)
  const more = start + CHAT_PAGE_SIZE < messages.length
  return { page, lastEvaluatedKey: more ? (page.at(-1)?.id ?? null) : null }
}
