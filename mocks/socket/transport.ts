import { WebSocket as EngineWebSocketTransport } from 'engine.io-client'
import { WebSocket as MockWebSocket } from 'mock-socket'

/**
 * The socket.io-client transport that opens mock-socket WebSockets instead of network ones: the
 * client's own websocket transport, only `createSocket` replaced, so everything else (engine.io
 * framing, heartbeats, reconnection) runs the real code. Mock mode gives it to the app's socket
 * client (src/lib/socket/transports.ts); production keeps the plain 'websocket' transport.
 */
export class MockWebSocketTransport extends EngineWebSocketTransport {
  override createSocket(uri: string): WebSocket {
    return new MockWebSocket(uri) as unknown as WebSocket
  }
}
