import { Decoder, Encoder, PacketType, type Packet } from 'socket.io-parser'

/**
 * The wire protocol a real Socket.IO server speaks (engine.io v4 framing, socket.io v5 packets),
 * so the unmodified socket.io-client runs its real code path against the mock server. Engine.io
 * text packets are one type digit and data: 0 open, 1 close, 2 ping, 3 pong, 4 message. Socket.IO
 * packets travel inside `4` messages, encoded by socket.io-parser: `40{auth}` connect,
 * `44{"message"}` connect error, `42[event,...]` event, `421[event,...]` event wanting ack 1,
 * `431[response]` that ack.
 */
export const ENGINE = { open: '0', close: '1', ping: '2', pong: '3', message: '4' } as const

export interface OpenHandshake {
  sid: string
  upgrades: string[]
  pingInterval: number
  pingTimeout: number
  maxPayload: number
}

export function engineOpen(handshake: OpenHandshake): string {
  return `${ENGINE.open}${JSON.stringify(handshake)}`
}

const encoder = new Encoder()

/** A socket.io packet as the engine.io message that carries it (text packets only). */
export function socketMessage(packet: Omit<Packet, 'nsp'> & { nsp?: string }): string {
  const encoded: unknown[] = encoder.encode({ nsp: '/', ...packet })
  const [text] = encoded
  if (typeof text !== 'string' || encoded.length !== 1)
    throw new Error('The mock socket server sends text packets only')
  return `${ENGINE.message}${text}`
}

export const connectOk = (sid: string) => socketMessage({ type: PacketType.CONNECT, data: { sid } })
export const connectError = (message: string) =>
  socketMessage({ type: PacketType.CONNECT_ERROR, data: { message } })
export const eventMessage = (event: string, payload: unknown) =>
  socketMessage({ type: PacketType.EVENT, data: [event, payload] })
export const ackMessage = (id: number, response: unknown) =>
  socketMessage({ type: PacketType.ACK, id, data: [response] })

/** Decodes one socket.io packet from the text of an engine.io message (without the `4`). */
export function decodeSocketPacket(text: string): Packet {
  const decoder = new Decoder()
  let decoded: Packet | undefined
  decoder.on('decoded', (packet: Packet) => {
    decoded = packet
  })
  decoder.add(text)
  decoder.destroy()
  if (!decoded) throw new Error('Incomplete socket.io packet')
  return decoded
}

export { PacketType }
