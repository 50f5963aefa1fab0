import { afterEach, beforeEach, describe, expect, it } from 'vitest'

import { CHAT_MESSAGES_PER_WINDOW } from '@/config/constants'
import { createAuth } from '@/lib/auth/auth'
import { createMemoryTokenStore } from '@/lib/auth/token-store'
import {
  SIGN_IN_ENDED_MESSAGES,
  SOCKET_AUTH_ERRORS,
  type ReceiveMessagePayload,
} from '@/lib/socket/events'
import { emitWithAck, startLiveSocket, type LiveSocket } from '@/lib/socket/live-socket'

import { db } from '../db'
import { seedScenario } from '../seed'
import { demoAccounts } from '../seed/demo-accounts'
import { findUserByEmail } from '../services/relations'
import {
  issueSignInTokens,
  issueToken,
  revokeAllTokens,
  revokeTokenId,
  verifyToken,
} from '../services/tokens'
import { api } from '../testing/api'
import { startMockBackend } from '../testing/server'
import { startMockSocketServer, type MockSocketServer } from './mock-server'
import { SOCKET_REFUSALS } from './chat-service'
import { startRealSocketServer } from './real-server'
import { signInEnded } from './socket-hub'
import { MockWebSocketTransport } from './transport'

/**
 * The app's own socket module (src/lib/socket), through the real socket.io-client, against two
 * servers that implement openapi/asyncapi.yaml: the mock server over mock-socket that the demo,
 * tests and Storybook run, and a real Socket.IO server over real HTTP (the `socket.io` package).
 * The same scenarios pass against both: the evidence that only the URL changes when the real
 * backend arrives. Handshake, events with acknowledgements, delivery to both sides, reads, a
 * message sent over HTTP arriving live, a new token after refresh, a refused handshake, and a
 * dropped connection coming back with a resync.
 */
// The real Socket.IO server listens on 127.0.0.1: its HTTP and WebSocket traffic is real.
startMockBackend({ seed: false, passthrough: /^(https?|wss?):\/\/127\.0\.0\.1:/ })

interface ServerUnderTest {
  url: string
  transports: Array<'websocket' | typeof MockWebSocketTransport>
  connections(): ReadonlyArray<{ userId: string | null }>
  dropAll(): void
  stop(): Promise<void>
}

const SERVERS: Array<[string, () => Promise<ServerUnderTest>]> = [
  [
    'the mock server (mock-socket)',
    () => {
      const mock: MockSocketServer = startMockSocketServer('http://localhost:3999')
      return Promise.resolve({
        ...mock,
        url: 'http://localhost:3999',
        transports: [MockWebSocketTransport],
      })
    },
  ],
  [
    'a real Socket.IO server',
    async () => ({ ...(await startRealSocketServer()), transports: ['websocket'] }),
  ],
]

describe.each(SERVERS)('%s', (_name, start) => {
  let server: ServerUnderTest
  const sockets: LiveSocket[] = []

  beforeEach(async () => {
    await seedScenario('demo')
    server = await start()
  })
  afterEach(async () => {
    sockets.splice(0).forEach((live) => live.stop())
    await server.stop()
  })

  async function signedIn(account: 'counsellor' | 'student') {
    const user = findUserByEmail(demoAccounts[account].email)!
    const tokens = await issueSignInTokens(user)
    const auth = createAuth(createMemoryTokenStore({ ...tokens, remember: false }))
    const live = startLiveSocket({ auth, url: server.url, transports: server.transports })
    sockets.push(live)
    return { user, auth, live, tokens }
  }

  function until(check: () => boolean, timeoutMs = 3000): Promise<void> {
    const started = Date.now()
    return new Promise((resolve, reject) => {
      const tick = () => {
        if (check()) resolve()
        else if (Date.now() - started > timeoutMs) reject(new Error('timed out'))
        else setTimeout(tick, 10)
      }
      tick()
    })
  }

  const connected = (live: LiveSocket) => until(() => live.status() === 'connected')

  describe('the live chat socket', () => {
    it('accepts a handshake with an access token and joins the user', async () => {
      const { live, user } = await signedIn('counsellor')
      await connected(live)
      expect(server.connections()).toEqual([{ userId: user.id }])
    })

    it('refuses a handshake without a valid token, with the documented message', async () => {
      const auth = createAuth(
        createMemoryTokenStore({ accessToken: 'not.a.token', refreshToken: 'x', remember: false }),
      )
      const live = startLiveSocket({ auth, url: server.url, transports: server.transports })
      sockets.push(live)
      const message = await new Promise<string>((resolve) =>
        live.socket.once('connect_error', (error) => resolve(error.message)),
      )
      expect(message).toBe(SOCKET_AUTH_ERRORS.invalid)
      expect(live.status()).toBe('down')
    })

    it('delivers a message to the receiver and echoes it to the sender, with an ack', async () => {
      const catalyst = await signedIn('counsellor')
      const student = await signedIn('student')
      await Promise.all([connected(catalyst.live), connected(student.live)])
      const received: ReceiveMessagePayload[] = []
      const echoed: ReceiveMessagePayload[] = []
      student.live.socket.on('recieve message', (payload) => received.push(payload))
      catalyst.live.socket.on('recieve message', (payload) => echoed.push(payload))

      const ack = await emitWithAck(catalyst.live.socket, 'send message', {
        receiverSk: student.user.sk as `USER#${string}`,
        message: '  Did you finish the essay draft?  ',
      })
      expect(ack).toMatchObject({ success: true, messageId: expect.any(String) as string })
      await until(() => received.length === 1 && echoed.length === 1)
      expect(received[0]).toMatchObject({
        type: 'in',
        senderSk: catalyst.user.sk,
        text: 'Did you finish the essay draft?',
      })
      expect(echoed[0]).toMatchObject({ type: 'out', receiverSk: student.user.sk })
      expect(db.chatMessages.findFirst((q) => q.where({ id: received[0]!.messageId }))).toBeTruthy()
    })

    it('refuses blank, over-long and unconnected messages with the reason in the ack', async () => {
      const catalyst = await signedIn('counsellor')
      await connected(catalyst.live)
      const student = findUserByEmail(demoAccounts.student.email)!
      const stranger = findUserByEmail(demoAccounts.newStudent.email)!
      const send = (receiverSk: string, message: string) =>
        emitWithAck(catalyst.live.socket, 'send message', {
          receiverSk: receiverSk as `USER#${string}`,
          message,
        })
      expect(await send(student.sk, '   ')).toEqual({
        success: false,
        message: 'Message cannot be empty',
      })
      expect(await send(student.sk, 'x'.repeat(5001))).toEqual({
        success: false,
        message: 'Message cannot be longer than 5000 characters',
      })
      expect(await send(stranger.sk, 'hello')).toEqual({
        success: false,
        message: 'You can only chat with your connected users.',
      })
      expect(await send('USER#nobody', 'hello')).toEqual({
        success: false,
        message: 'Invalid receiver',
      })
    })

    it('refuses messages past the per-minute rate it shares with HTTP, in the ack', async () => {
      const catalyst = await signedIn('counsellor')
      await connected(catalyst.live)
      const student = findUserByEmail(demoAccounts.student.email)!
      const acks = await Promise.all(
        Array.from({ length: CHAT_MESSAGES_PER_WINDOW + 5 }, (_, index) =>
          emitWithAck(catalyst.live.socket, 'send message', {
            receiverSk: student.sk as `USER#${string}`,
            message: `Burst ${index}`,
          }),
        ),
      )
      expect(acks.filter((ack) => ack.success)).toHaveLength(CHAT_MESSAGES_PER_WINDOW)
      expect(acks.filter((ack) => !ack.success)).toEqual(
        Array.from({ length: 5 }, () => ({ success: false, message: SOCKET_REFUSALS.tooMany })),
      )
    })

    it('marks messages read and tells the sender', async () => {
      const catalyst = await signedIn('counsellor')
      const student = await signedIn('student')
      await Promise.all([connected(catalyst.live), connected(student.live)])
      await emitWithAck(catalyst.live.socket, 'send message', {
        receiverSk: student.user.sk as `USER#${string}`,
        message: 'Read me',
      })
      const notified: string[] = []
      catalyst.live.socket.on('notify read message', (payload) => notified.push(payload.readerSk))
      const ack = await emitWithAck(student.live.socket, 'read message', {
        userSk: catalyst.user.sk as `USER#${string}`,
      })
      expect(ack).toEqual({ success: true })
      await until(() => notified.length === 1)
      expect(notified).toEqual([student.user.sk])
    })

    it('delivers a message sent over HTTP live', async () => {
      const student = await signedIn('student')
      const catalyst = findUserByEmail(demoAccounts.counsellor.email)!
      await connected(student.live)
      const received: ReceiveMessagePayload[] = []
      student.live.socket.on('recieve message', (payload) => received.push(payload))
      const { accessToken } = await issueSignInTokens(catalyst)
      const answer = await api('POST', '/chat/sendMessage', {
        token: accessToken,
        body: { userSk: student.user.sk, message: 'Sent over HTTP' },
      })
      expect(answer.status).toBe(200)
      await until(() => received.length === 1)
      expect(received[0]?.text).toBe('Sent over HTTP')
    })

    it('reconnects with the refreshed token, and disconnects when the sign-in ends', async () => {
      const { live, auth, user, tokens } = await signedIn('counsellor')
      await connected(live)
      // The old token stops working: only a reconnection with the new one can succeed.
      const old = verifyToken(tokens.accessToken)
      if (!old.ok) throw new Error('the first token should be valid')
      await revokeTokenId(old.claims)
      const refreshed = (await issueSignInTokens(user)).accessToken
      auth.refreshed(refreshed)
      await until(() => live.status() === 'connected' && server.connections().length === 1)
      expect(live.socket.auth).toBeTypeOf('function')
      auth.end()
      await until(() => server.connections().length === 0)
      expect(live.status()).toBe('off')
    })

    it('ends the connection when the user signs out elsewhere: the event, then no reconnection', async () => {
      const { live, tokens } = await signedIn('counsellor')
      await connected(live)
      const ended: unknown[] = []
      live.socket.on('session ended', (payload) => ended.push(payload))
      const signedOut = await api('POST', '/auth/logout', { token: tokens.accessToken })
      expect(signedOut.status).toBe(200)
      await until(() => live.status() === 'ended')
      expect(ended).toEqual([signInEnded('revoked')])
      expect(live.endedMessage()).toBe(SIGN_IN_ENDED_MESSAGES.revoked)
      await until(() => server.connections().length === 0)
      // It stays ended: the same token is never tried again.
      await new Promise((resolve) => setTimeout(resolve, 1_200))
      expect(live.status()).toBe('ended')
      expect(server.connections()).toEqual([])
    })

    it('ends the connection on a password reset (every token revoked), and answers no event after', async () => {
      const { live, user, auth } = await signedIn('student')
      await connected(live)
      const socket = live.socket
      await revokeAllTokens(user.id)
      await until(() => live.status() === 'ended')
      expect(live.endedMessage()).toBe(SIGN_IN_ENDED_MESSAGES.revoked)
      expect(
        await emitWithAck(socket, 'read message', { userSk: user.sk as `USER#${string}` }),
      ).toMatchObject({ success: false })
      // A new sign-in brings it back.
      auth.refreshed((await issueSignInTokens(user)).accessToken)
      await until(() => live.status() === 'connected')
    })

    it('ends the connection when the access token expires without a refresh', async () => {
      const user = findUserByEmail(demoAccounts.counsellor.email)!
      const shortLived = issueToken(user, 'access', 1)
      const auth = createAuth(
        createMemoryTokenStore({
          accessToken: shortLived,
          refreshToken: 'unused',
          remember: false,
        }),
      )
      const live = startLiveSocket({ auth, url: server.url, transports: server.transports })
      sockets.push(live)
      await connected(live)
      const ended: unknown[] = []
      live.socket.on('session ended', (payload) => ended.push(payload))
      await until(() => live.status() === 'ended', 4_000)
      expect(ended).toEqual([signInEnded('expired')])
      await until(() => server.connections().length === 0)
    })

    it('reconnects by itself when the server drops it, and asks for a resync', async () => {
      const { live } = await signedIn('counsellor')
      await connected(live)
      let resyncs = 0
      live.onResync(() => (resyncs += 1))
      server.dropAll()
      await until(() => live.status() === 'down')
      await until(() => live.status() === 'connected' && resyncs === 1, 5000)
      expect(server.connections()).toHaveLength(1)
      expect(resyncs).toBe(1)
    })
  })
})
