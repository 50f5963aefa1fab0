import type { ChatSocket, ClientToServerEvents, SocketAck } from './events'

/**
 * Emits an event and resolves with the server's acknowledgement, or with a refusal when the
 * socket is not connected or the server does not answer in time.
 */
export function emitWithAck<E extends keyof ClientToServerEvents>(
  socket: ChatSocket,
  event: E,
  payload: Parameters<ClientToServerEvents[E]>[0],
  timeoutMs = 10_000,
): Promise<SocketAck> {
  if (!socket.connected)
    return Promise.resolve({ success: false, message: 'The live connection is down' })
  // Typed loosely here: the event maps type the callers, the ack shape is SocketAck.
  const timed = socket.timeout(timeoutMs) as unknown as {
    emit(name: string, body: unknown, ack: (error: Error | null, answer: SocketAck) => void): void
  }
  return new Promise((resolve) => {
    timed.emit(event, payload, (error, answer) => {
      resolve(error ? { success: false, message: 'No answer from the live connection' } : answer)
    })
  })
}
