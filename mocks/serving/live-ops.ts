import { SOCKET_TOPIC, type OpContext, type ServerSockets, type SocketPush } from './op-context'

function socketsOf(context: OpContext): ServerSockets {
  if (!context.sockets) throw new Error('The live chat is served by the mock socket server here')
  return context.sockets
}

/**
 * A tab's live-chat socket as the serving tab holds it (mocks/socket/browser-socket.ts): the
 * handshake, the events and the close reach the one hub of the browser over the tab link.
 */
export const liveOperations = {
  /** A tab's socket handshake: the connection joins the serving tab's hub. */
  socketConnect: (context: OpContext, connId: string, auth: unknown) => {
    const sockets = socketsOf(context)
    const { from } = context
    const push = (message: SocketPush) => sockets.push(from, SOCKET_TOPIC, message)
    return sockets.hub.connect(`${from}/${connId}`, auth, {
      deliver: (event, payload) => push({ type: 'deliver', connId, event, payload }),
      end: (payload) => push({ type: 'end', connId, payload }),
      drop: () => push({ type: 'drop', connId }),
    })
  },

  socketEvent: (
    context: OpContext,
    connId: string,
    event: unknown,
    payload: unknown,
    auth: unknown,
  ) => socketsOf(context).hub.event(`${context.from}/${connId}`, event, payload, auth),

  socketClose: (context: OpContext, connId: string) =>
    socketsOf(context).hub.close(`${context.from}/${connId}`),
}
