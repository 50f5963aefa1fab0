import { useQueryClient } from '@tanstack/react-query'
import { useCallback, useState } from 'react'

import {
  chatKeys,
  sendMessageOverHttp,
  type ChatContact,
  type ChatMessage,
  type MessagePages,
  type UserSk,
} from '@/api/chat/queries'
import { nowDate } from '@/lib/clock'
import { userMessageFor } from '@/lib/error-messages'
import { emitWithAck } from '@/lib/socket/emit'
import { useLiveSocket } from '@/lib/socket/live-socket-context'
import { SOCKET_EVENTS, type UserSk as SocketSk } from '@/lib/socket/events'

import { pagesWithMessage } from '../chat-rules'

export interface Outgoing {
  id: string
  text: string
  status: 'sending' | 'failed'
  /** Why it was not sent: the server's refusal or the network. */
  error?: string
}

let counter = 0

/**
 * Sending in one conversation: over the live socket with its acknowledgement when it is up,
 * else over HTTP (both store the message and deliver it live). A message waiting for its answer
 * shows as sending; one that fails stays in the window marked failed with Retry, never lost.
 */
export function useSendMessage(userSk: string) {
  const queryClient = useQueryClient()
  const live = useLiveSocket()
  const [outgoing, setOutgoing] = useState<Outgoing[]>([])

  const deliver = useCallback(
    async (id: string, text: string) => {
      setOutgoing((list) =>
        list.map((item) => (item.id === id ? { id, text, status: 'sending' } : item)),
      )
      let stored: ChatMessage
      try {
        stored = await send(live, userSk, text)
      } catch (error) {
        const reason = error instanceof SendRefused ? error.message : userMessageFor(error)
        setOutgoing((list) =>
          list.map((item) =>
            item.id === id ? { ...item, status: 'failed', error: reason } : item,
          ),
        )
        return
      }
      queryClient.setQueryData<MessagePages>(chatKeys.messages(userSk), (pages) =>
        pagesWithMessage(pages, stored),
      )
      queryClient.setQueryData<ChatContact[]>(chatKeys.contacts(), (contacts) => {
        const contact = contacts?.find((entry) => entry.sk === userSk)
        if (!contacts || !contact) return contacts
        const updated = { ...contact, message: text, latestMessageAt: stored.sendAt, is1: true }
        return [updated, ...contacts.filter((entry) => entry.sk !== userSk)]
      })
      setOutgoing((list) => list.filter((item) => item.id !== id))
    },
    [live, queryClient, userSk],
  )

  const sendText = useCallback(
    (text: string) => {
      const id = `outgoing-${++counter}`
      setOutgoing((list) => [...list, { id, text, status: 'sending' }])
      void deliver(id, text)
    },
    [deliver],
  )

  const retry = useCallback(
    (id: string) => {
      const item = outgoing.find((entry) => entry.id === id)
      if (item) void deliver(id, item.text)
    },
    [deliver, outgoing],
  )

  return {
    outgoing,
    sending: outgoing.some((item) => item.status === 'sending'),
    sendText,
    retry,
  }
}

class SendRefused extends Error {}

async function send(
  live: ReturnType<typeof useLiveSocket>,
  userSk: UserSk,
  text: string,
): Promise<ChatMessage> {
  if (live?.socket.connected) {
    const ack = await emitWithAck(live.socket, SOCKET_EVENTS.sendMessage, {
      receiverSk: userSk as SocketSk,
      message: text,
    })
    if (!ack.success) throw new SendRefused(ack.message)
    return {
      messageId: ack.messageId ?? `${Date.now()}`,
      message: text,
      sentByCurrentUser: true,
      sendAt: ack.sendAt ?? nowDate().toISOString(),
      isRead: false,
    }
  }
  return sendMessageOverHttp(userSk, text)
}
