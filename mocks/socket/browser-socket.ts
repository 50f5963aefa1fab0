import { liveSocketUrl, type LiveSocketTransports } from '@/lib/socket/socket-config'

import { db } from '../db'
import type { ChatEvent } from '../handlers/chat/chat-events'
import { scheduleSave } from '../persistence'
import { ensureMockSocketServer } from './mock-server'
import { relayChatEventsBetweenTabs } from './tab-relay'
import { MockWebSocketTransport } from './transport'

let relaying = false

/**
 * Mock mode's live chat, started when the app first needs its socket (a signed-in page): the
 * in-page Socket.IO server at the socket URL, the relay of chat events between tabs, and the
 * transport that reaches the server. Loaded on demand, so a visitor's first load carries none
 * of it.
 */
export function startBrowserSocket(): LiveSocketTransports {
  ensureMockSocketServer(liveSocketUrl())
  if (!relaying) {
    relayChatEventsBetweenTabs(scheduleSave, applyToThisTab)
    relaying = true
  }
  return [MockWebSocketTransport]
}

/** Drops this tab's live connections as a crashed server would (QA, tests): clients reconnect. */
export function dropLiveConnections(): number {
  const server = ensureMockSocketServer(liveSocketUrl())
  const count = server.connections().length
  server.dropAll()
  return count
}

/**
 * Another tab's chat write, applied to this tab's copy of the db at once (its saved db follows a
 * moment later): a conversation this tab fetches after a reconnection then has the message, as it
 * would from one real server.
 */
async function applyToThisTab(event: ChatEvent): Promise<void> {
  if (event.type === 'message') {
    const known = db.chatMessages.findFirst((q) => q.where({ id: event.message.id }))
    if (!known) await db.chatMessages.create({ ...event.message })
    return
  }
  await db.chatMessages.updateMany(
    (q) => q.where({ senderId: event.senderId, receiverId: event.readerId, isRead: false }),
    {
      data(message) {
        message.isRead = true
        message.readAt = event.readAt
      },
    },
  )
}
