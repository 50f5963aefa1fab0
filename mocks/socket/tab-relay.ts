import { emitChatEvent, onChatEvent, type ChatEvent } from '../handlers/chat/chat-events'

/**
 * Each tab of the demo runs its own mock backend; the tabs of one browser share its data
 * (mocks/persistence.ts follows the saved db). This relays the chat events too, so a message
 * stored in one tab (a Catalyst's) reaches the live sockets of another (the student's) at once,
 * as one real server would deliver it to both windows.
 */
export const CHAT_RELAY_CHANNEL = 'catalyst-mock-chat'

/**
 * `onLocalWrite` runs for every chat event this tab's backend raised itself (a message stored, a
 * conversation read), not for relayed ones: the browser saves its db then, so another tab that
 * fetches after a reconnection reads the message too (a write over the socket is no HTTP answer,
 * which is when the db is saved otherwise).
 */
export function relayChatEventsBetweenTabs(
  onLocalWrite: () => void = () => {},
  /** Runs for another tab's event before it is delivered here (the browser applies it to its db). */
  onRemoteEvent: (event: ChatEvent) => Promise<void> | void = () => {},
): () => void {
  if (typeof BroadcastChannel === 'undefined') return () => {}
  const channel = new BroadcastChannel(CHAT_RELAY_CHANNEL)
  let fromAnotherTab = false
  const unsubscribe = onChatEvent((event) => {
    if (fromAnotherTab) return
    channel.postMessage(event)
    onLocalWrite()
  })
  channel.onmessage = async (message: MessageEvent<ChatEvent>) => {
    await onRemoteEvent(message.data)
    fromAnotherTab = true
    try {
      emitChatEvent(message.data)
    } finally {
      fromAnotherTab = false
    }
  }
  return () => {
    unsubscribe()
    channel.close()
  }
}
