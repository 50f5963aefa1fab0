import type { ChatMessageRecord } from '../../db'

/**
 * What the HTTP chat calls tell the live socket (openapi/socket-events.md): a stored message is
 * delivered as `recieve message`, and messages marked read raise `notify read message`. The socket
 * server subscribes here, so a message sent over HTTP reaches open chat windows too. Every store
 * and read goes through chat-store.ts, which emits: a socket `send message` handler stores with
 * `storeMessage` and lets its own subscription deliver, so nothing is delivered twice.
 */
export type ChatEvent =
  | { type: 'message'; message: ChatMessageRecord }
  | { type: 'read'; readerId: string; senderId: string; readAt: string; count: number }

type Listener = (event: ChatEvent) => void

const listeners = new Set<Listener>()

/** Subscribes to chat events; returns the unsubscribe function. */
export function onChatEvent(listener: Listener): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

export function emitChatEvent(event: ChatEvent): void {
  for (const listener of listeners) listener(event)
}
