import type { HttpHandler } from 'msw'

import type {
  ChatContact,
  FetchChatsResponse,
  GetMessagesResponse,
  ReadMessagesResponse,
  SendMessageResponse,
} from '@/api/generated/types.gen'
import {
  zGetMessagesPath,
  zGetMessagesQuery,
  zReadMessagesBody,
  zSendMessageBody,
} from '@/api/generated/zod.gen'

import type { UserRecord } from '../db'
import { idFromSk } from '../services/ids'
import { findUser } from '../services/relations'
import { HttpError, ok, operation, requireUser } from './http'
import {
  NOT_CONNECTED,
  canChat,
  chatPartners,
  conversation,
  lastMessage,
  markRead,
  messagePage,
  storeMessage,
  toChatMessage,
  unreadFrom,
} from './chat/chat-store'
import { newestFirst } from './shared/common'

const USER_NOT_FOUND = 'User not found.'

/**
 * The user an `sk` names, if `me` may chat with them: 404 for nobody, 403 for anyone else (the
 * contract's x-owner rule `connected`).
 */
function chatPartnerOf(me: UserRecord, sk: string): UserRecord {
  const partner = findUser(idFromSk(sk))
  if (!partner) throw new HttpError(404, USER_NOT_FOUND)
  if (!canChat(me, partner)) throw new HttpError(403, NOT_CONNECTED)
  return partner
}

/**
 * Chat over HTTP (spec part 1 sections 3, 4, 5, 7): only connected catalyst/student pairs talk;
 * both roles use the same calls and each sees the conversation from their own side.
 */
export const chatHandlers: HttpHandler[] = [
  operation('get', '/chat/fetchChats', { access: 'user' }, (context) => {
    const me = requireUser(context)
    const contacts: ChatContact[] = chatPartners(me).map((partner) => {
      const last = lastMessage(me.id, partner.id)
      return {
        sk: partner.sk,
        given_name: partner.firstName,
        family_name: partner.lastName ?? null,
        message: last?.message ?? null,
        latestMessageAt: last?.sendAt ?? null,
        unread_count: unreadFrom(partner.id, me.id),
        is1: last?.senderId === me.id,
      }
    })
    // Most recent conversation first; contacts without messages last.
    return ok<FetchChatsResponse>({
      success: newestFirst(contacts.reverse(), (contact) => contact.latestMessageAt),
    })
  }),

  operation(
    'post',
    '/chat/readMessages',
    { access: 'user', body: zReadMessagesBody },
    async (context) => {
      const me = requireUser(context)
      const partner = chatPartnerOf(me, context.body.userSk)
      const marked = await markRead(me.id, partner.id)
      return ok<ReadMessagesResponse>({
        success: true,
        message: `${marked} message(s) marked as read`,
      })
    },
  ),

  operation(
    'post',
    '/chat/sendMessage',
    { access: 'user', body: zSendMessageBody },
    async (context) => {
      const me = requireUser(context)
      const text = context.body.message.trim()
      if (!text) throw new HttpError(400, 'Message cannot be empty')
      const receiver = chatPartnerOf(me, context.body.userSk)
      const message = await storeMessage(me, receiver, text)
      return ok<SendMessageResponse>({ success: toChatMessage(message, me.id) })
    },
  ),

  operation(
    'get',
    '/chat/getMessages/{userSk}',
    { access: 'user', params: zGetMessagesPath, query: zGetMessagesQuery },
    (context) => {
      const me = requireUser(context)
      const partner = chatPartnerOf(me, context.params.userSk)
      const page = messagePage(conversation(me.id, partner.id), context.query.lastEvaluatedKey)
      if (!page) throw new HttpError(400, 'Invalid lastEvaluatedKey.')
      return ok<GetMessagesResponse>({
        success: {
          results: page.page.map((message) => toChatMessage(message, me.id)),
          lastEvaluatedKey: page.lastEvaluatedKey,
        },
      })
    },
  ),
]
