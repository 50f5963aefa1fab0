import { useQueryClient } from '@tanstack/react-query'
import {
  createContext,
  use,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react'

import { chatKeys, markMessagesRead, type ChatContact } from '@/api/chat/queries'
import { emitWithAck } from '@/lib/socket/emit'
import { useLiveSocket } from '@/lib/socket/live-socket-context'
import { SOCKET_EVENTS, type UserSk as SocketSk } from '@/lib/socket/events'

import {
  dockLimit,
  fitWindows,
  openWindow,
  withUnreadCleared,
  type DockedWindow,
} from './chat-rules'

interface ChatContextValue {
  windows: DockedWindow[]
  /** Opens a contact's docked window (spec part 1 section 2), closing the oldest past the limit. */
  openChat: (contact: { sk: string; name: string }) => void
  closeChat: (sk: string) => void
  setCollapsed: (sk: string, collapsed: boolean) => void
  /**
   * A conversation on screen and expanded is being read: live messages to it count as read.
   * Returns the release.
   */
  reading: (sk: string) => () => void
  /** Marks a conversation read: over HTTP, and on the live socket for the other side. */
  markRead: (sk: string) => void
}

const ChatContext = createContext<ChatContextValue | null>(null)

/**
 * Chat for the signed-in pages: the docked windows, and the live socket's events written into
 * the chat caches (spec part 1 section 4): a message moves its contact to the top and raises its
 * unread count, lands in its open conversation, and a read notice marks what I sent as read.
 * After a reconnection, everything chat shows is fetched again (missed messages).
 */
export function ChatProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient()
  const live = useLiveSocket()
  const [windows, setWindows] = useState<DockedWindow[]>([])
  const beingRead = useRef(new Map<string, number>())

  useEffect(() => {
    const fit = () => setWindows((current) => fitWindows(current, dockLimit(window.innerWidth)))
    window.addEventListener('resize', fit)
    return () => window.removeEventListener('resize', fit)
  }, [])

  const markRead = useCallback(
    (sk: string) => {
      queryClient.setQueryData<ChatContact[]>(chatKeys.contacts(), (contacts) =>
        contacts ? withUnreadCleared(contacts, sk) : contacts,
      )
      // Failures are swallowed (spec part 1 section 8): the next open tries again.
      markMessagesRead(sk).catch(() => {})
      if (live?.socket.connected)
        void emitWithAck(live.socket, SOCKET_EVENTS.readMessage, { userSk: sk as SocketSk })
    },
    [live, queryClient],
  )

  // The live socket's events, wired once it is up (their code loads with it, off the shell).
  useEffect(() => {
    if (!live) return undefined
    let stop: (() => void) | undefined
    let cancelled = false
    void import('./chat-live').then(({ followLiveChat }) => {
      if (cancelled) return
      stop = followLiveChat(live, queryClient, {
        isBeingRead: (sk) => (beingRead.current.get(sk) ?? 0) > 0,
        markRead,
      })
    })
    return () => {
      cancelled = true
      stop?.()
    }
  }, [live, markRead, queryClient])

  const value = useMemo<ChatContextValue>(
    () => ({
      windows,
      openChat: (contact) =>
        setWindows((current) => openWindow(current, contact, dockLimit(window.innerWidth))),
      closeChat: (sk) => setWindows((current) => current.filter((entry) => entry.sk !== sk)),
      setCollapsed: (sk, collapsed) =>
        setWindows((current) =>
          current.map((entry) => (entry.sk === sk ? { ...entry, collapsed } : entry)),
        ),
      reading: (sk) => {
        beingRead.current.set(sk, (beingRead.current.get(sk) ?? 0) + 1)
        return () => beingRead.current.set(sk, Math.max(0, (beingRead.current.get(sk) ?? 1) - 1))
      },
      markRead,
    }),
    [markRead, windows],
  )
  return <ChatContext value={value}>{children}</ChatContext>
}

/** The chat of the signed-in pages; throws outside ChatProvider. */
export function useChat(): ChatContextValue {
  const value = use(ChatContext)
  if (!value) throw new Error('useChat needs a ChatProvider (src/routes/_app.tsx)')
  return value
}

/** Opens a contact's chat window: the student profile's Start chat uses this. */
export function useOpenChat(): (contact: { sk: string; name: string }) => void {
  const { openChat } = useChat()
  return openChat
}
