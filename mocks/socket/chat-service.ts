import {
  SOCKET_AUTH_ERRORS,
  SOCKET_EVENTS,
  type NotifyReadMessagePayload,
  type ReceiveMessagePayload,
  type SocketAck,
  type UserSk,
} from '@/lib/socket/events'

import type { UserRecord } from '../db'
import type { ChatEvent } from '../handlers/chat/chat-events'
import {
  canChat,
  ChatRateLimited,
  markRead,
  NOT_CONNECTED,
  storeMessage,
  TOO_MANY_MESSAGES,
} from '../handlers/chat/chat-store'
import { fullName } from '../handlers/shared/common'
import { idFromSk } from '../services/ids'
import { findUser } from '../services/relations'
import { verifyToken } from '../services/tokens'

/**
 * The live chat's rules (openapi/asyncapi.yaml, openapi/socket-events.md), independent of the
 * transport: the mock Socket.IO server over mock-socket (mock-server.ts) and a real Socket.IO
 * server (the attach test) both call these, and both share the mock db with the HTTP handlers.
 */
export const MESSAGE_MAX = 5000
export const SOCKET_REFUSALS = {
  empty: 'Message cannot be empty',
  tooLong: `Message cannot be longer than ${MESSAGE_MAX} characters`,
  invalidReceiver: 'Invalid receiver',
  invalidUser: 'Invalid user',
  notConnected: NOT_CONNECTED,
  tooMany: TOO_MANY_MESSAGES,
} as const

export type HandshakeCheck = { ok: true; user: UserRecord } | { ok: false; message: string }

/** The handshake's `auth.token`: a live platform access token of an existing user. */
export function authenticateSocket(auth: unknown): HandshakeCheck {
  const token = auth && typeof auth === 'object' && 'token' in auth ? auth.token : null
  if (typeof token !== 'string' || !token) return { ok: false, message: SOCKET_AUTH_ERRORS.missing }
  const check = verifyToken(token)
  if (!check.ok || check.claims.typ !== 'access')
    return { ok: false, message: SOCKET_AUTH_ERRORS.invalid }
  const user = findUser(check.claims.sub)
  return user ? { ok: true, user } : { ok: false, message: SOCKET_AUTH_ERRORS.invalid }
}

function field(payload: unknown, name: string): unknown {
  return payload && typeof payload === 'object'
    ? (payload as Record<string, unknown>)[name]
    : undefined
}

function partnerOf(me: UserRecord, sk: unknown): UserRecord | string {
  if (typeof sk !== 'string' || !/^USER#.+/.test(sk)) return SOCKET_REFUSALS.invalidReceiver
  const partner = findUser(idFromSk(sk))
  if (!partner) return SOCKET_REFUSALS.invalidReceiver
  return canChat(me, partner) ? partner : SOCKET_REFUSALS.notConnected
}

/** `send message`: stores the message exactly as POST /chat/sendMessage does. */
export async function sendMessage(me: UserRecord, payload: unknown): Promise<SocketAck> {
  const text = field(payload, 'message')
  if (typeof text !== 'string' || !text.trim())
    return { success: false, message: SOCKET_REFUSALS.empty }
  if (text.length > MESSAGE_MAX) return { success: false, message: SOCKET_REFUSALS.tooLong }
  const partner = partnerOf(me, field(payload, 'receiverSk'))
  if (typeof partner === 'string') return { success: false, message: partner }
  let stored
  try {
    stored = await storeMessage(me, partner, text)
  } catch (error) {
    // The per-user rate is shared with POST /chat/sendMessage (chat-store.ts).
    if (error instanceof ChatRateLimited) return { success: false, message: error.message }
    throw error
  }
  return { success: true, messageId: stored.id, sendAt: stored.sendAt }
}

/** `read message`: marks what the contact sent as read, as POST /chat/readMessages does. */
export async function readMessages(me: UserRecord, payload: unknown): Promise<SocketAck> {
  const partner = partnerOf(me, field(payload, 'userSk'))
  if (typeof partner === 'string')
    return {
      success: false,
      message: partner === SOCKET_REFUSALS.invalidReceiver ? SOCKET_REFUSALS.invalidUser : partner,
    }
  await markRead(me.id, partner.id)
  return { success: true }
}

/** A chat event for every open tab of one user (the hub delivers it to the user's room). */
export type ChatDelivery =
  | { userId: string; event: typeof SOCKET_EVENTS.receiveMessage; payload: ReceiveMessagePayload }
  | {
      userId: string
      event: typeof SOCKET_EVENTS.notifyReadMessage
      payload: NotifyReadMessagePayload
    }

const skOf = (user: UserRecord) => user.sk as UserSk

/**
 * What a stored message or a read raises, and to whose room (every open tab of that user): the
 * message to the receiver (`in`) and the sender's other tabs (`out`, with receiverSk); a read to
 * the sender whose messages were read and to the reader's other tabs.
 */
export function deliveriesOf(event: ChatEvent): ChatDelivery[] {
  if (event.type === 'message') {
    const { message } = event
    const sender = findUser(message.senderId)
    const receiver = findUser(message.receiverId)
    if (!sender || !receiver) return []
    const base = {
      senderSk: skOf(sender),
      sender: fullName(sender),
      text: message.message,
      time: message.sendAt,
      message: message.message,
      sendAt: message.sendAt,
      messageId: message.id,
    }
    return [
      {
        userId: receiver.id,
        event: SOCKET_EVENTS.receiveMessage,
        payload: { ...base, type: 'in' },
      },
      {
        userId: sender.id,
        event: SOCKET_EVENTS.receiveMessage,
        payload: { ...base, type: 'out', receiverSk: skOf(receiver) },
      },
    ]
  }
  const reader = findUser(event.readerId)
  if (!reader) return []
  const payload = { readerSk: skOf(reader), readAt: event.readAt }
  return [
    { userId: event.senderId, event: SOCKET_EVENTS.notifyReadMessage, payload },
    { userId: event.readerId, event: SOCKET_EVENTS.notifyReadMessage, payload },
  ]
}
