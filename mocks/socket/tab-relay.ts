import { emitChatEvent, onChatEvent, type ChatEvent } from '../handlers/chat/chat-events'

/**
 * Each tab of the demo runs its own mock backend; the tabs of one browser share its data
 * (mocks/persistence.ts follows the saved db). This relays the chat events too, so a message
 * stored in one tab (a Catalyst's) reaches the live sockets of another (the student's) at once,
 * as one real server would deliver it to both windows.
 */
export const CHAT_RELAY_CHANNEL = 'catalyst-mock-chat'

export function relayChatEventsBetweenTabs(): () => void {
  if (typeof BroadcastChannel === 'undefined') return () => {}
  const channel = new BroadcastChannel(CHAT_RELAY_CHANNEL)
  let fromAnotherTab = false
  const unsubscribe = onChatEvent((event) => {
    if (!fromAnotherTab) channel.postMessage(event)
  })
  channel.onmessage = (message: MessageEvent<ChatEvent>) => {
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
