import type { QueryClient } from '@tanstack/react-query'

import { chatKeys, type ChatContact, type MessagePages } from '@/api/chat/queries'
import {
  SOCKET_EVENTS,
  type NotifyReadMessagePayload,
  type ReceiveMessagePayload,
} from '@/lib/socket/events'
import type { LiveSocket } from '@/lib/socket/live-socket'

import {
  contactsWithMessage,
  conversationOf,
  messageFromPayload,
  pagesReadByContact,
  pagesWithMessage,
} from './chat-rules'

/**
 * The live socket's chat events written into the chat caches (spec part 1 section 4): a message
 * moves its contact to the top and raises its unread count (unless its conversation is being
 * read, which then marks it read), and lands in its conversation; a read notice marks what I sent
 * as read. After a reconnection everything chat shows is fetched again. Returns the stop.
 */
export function followLiveChat(
  live: LiveSocket,
  queryClient: QueryClient,
  conversations: { isBeingRead: (sk: string) => boolean; markRead: (sk: string) => void },
): () => void {
  const onMessage = (payload: ReceiveMessagePayload) => {
    const sk = conversationOf(payload)
    if (!sk) return
    const read =
      payload.type === 'in' &&
      conversations.isBeingRead(sk) &&
      document.visibilityState === 'visible'
    const contacts = queryClient.getQueryData<ChatContact[]>(chatKeys.contacts())
    const moved = contacts ? contactsWithMessage(contacts, payload, read) : null
    if (moved) queryClient.setQueryData(chatKeys.contacts(), moved)
    else void queryClient.invalidateQueries({ queryKey: chatKeys.contacts() })
    const messages = chatKeys.messages(sk)
    queryClient.setQueryData<MessagePages>(messages, (pages) =>
      pagesWithMessage(pages, messageFromPayload(payload)),
    )
    // A read of this conversation begun before the message was stored (the fetch after a
    // reconnection, say) would put back a page without it when it lands: read it again, after.
    if (queryClient.isFetching({ queryKey: messages }) > 0)
      void queryClient.invalidateQueries({ queryKey: messages })
    if (read) conversations.markRead(sk)
  }
  const onRead = (payload: NotifyReadMessagePayload) =>
    queryClient.setQueryData<MessagePages>(chatKeys.messages(payload.readerSk), (pages) =>
      pagesReadByContact(pages),
    )
  live.socket.on(SOCKET_EVENTS.receiveMessage, onMessage)
  live.socket.on(SOCKET_EVENTS.notifyReadMessage, onRead)
  const stopResync = live.onResync(
    () => void queryClient.invalidateQueries({ queryKey: chatKeys.all }),
  )
  return () => {
    live.socket.off(SOCKET_EVENTS.receiveMessage, onMessage)
    live.socket.off(SOCKET_EVENTS.notifyReadMessage, onRead)
    stopResync()
  }
}
