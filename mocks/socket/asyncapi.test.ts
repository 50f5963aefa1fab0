import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { createAuth } from '@/lib/auth/auth'
import { createMemoryTokenStore } from '@/lib/auth/token-store'
import {
  SIGN_IN_ENDED_MESSAGES,
  SOCKET_AUTH_ERRORS,
  SOCKET_EVENTS,
  type UserSk,
} from '@/lib/socket/events'
import { emitWithAck, startLiveSocket, type LiveSocket } from '@/lib/socket/live-socket'

import { db } from '../db'
import { seedScenario } from '../seed'
import { demoAccounts } from '../seed/demo-accounts'
import { findUserByEmail } from '../services/relations'
import { issueSignInTokens } from '../services/tokens'
import { api } from '../testing/api'
import { startMockBackend } from '../testing/server'
import { contractMessages, loadAsyncApi, payloadValidator } from './asyncapi-contract'
import { SOCKET_REFUSALS } from './chat-service'
import { LIVE_EVENTS } from './live-events'
import { startMockSocketServer } from './mock-server'
import { signInEnded } from './socket-hub'
import { MockWebSocketTransport } from './transport'

/**
 * openapi/asyncapi.yaml is to the socket what openapi.yaml is to HTTP: the event names the client
 * and server use (src/lib/socket/events.ts) are the ones it names, the refusal and handshake
 * texts are the ones it documents, and every payload and acknowledgement the mock server sends
 * in a live exchange validates against its schemas (the contract read with its `$ref`s to
 * openapi/asyncapi/*.yaml resolved). live-events.test.ts holds the live events' registries to it.
 */
startMockBackend({ seed: false })

const contract = loadAsyncApi()
const validate = payloadValidator(contract)

describe('the socket contract', () => {
  it('names exactly the events the client and server use', () => {
    const names = [...contractMessages(contract).keys()].filter((name) => name !== 'ack')
    expect(names.sort()).toEqual([...Object.values(SOCKET_EVENTS), ...LIVE_EVENTS].sort())
  })

  it('documents every handshake and refusal text the server sends', () => {
    for (const text of [
      ...Object.values(SOCKET_AUTH_ERRORS),
      ...Object.values(SOCKET_REFUSALS),
      ...Object.values(SIGN_IN_ENDED_MESSAGES),
    ])
      expect(contract.info.description.replace(/\s+/g, ' '), text).toContain(text)
    for (const reason of ['revoked', 'expired'] as const)
      expect(validate('session ended', signInEnded(reason))).toEqual([])
  })

  describe('a live exchange on the mock server', () => {
    let live: LiveSocket[] = []
    let stop: () => Promise<void> = () => Promise.resolve()
    beforeAll(async () => {
      await seedScenario('demo')
      const server = startMockSocketServer('http://localhost:3998')
      stop = () => server.stop()
    })
    afterAll(async () => {
      live.forEach((socket) => socket.stop())
      live = []
      await stop()
    })

    async function connect(account: 'counsellor' | 'student') {
      const user = findUserByEmail(demoAccounts[account].email)!
      const tokens = await issueSignInTokens(user)
      const auth = createAuth(createMemoryTokenStore({ ...tokens, remember: false }))
      const socket = startLiveSocket({
        auth,
        url: 'http://localhost:3998',
        transports: [MockWebSocketTransport],
      })
      live.push(socket)
      await new Promise<void>((resolve) => socket.socket.once('connect', () => resolve()))
      return { user, socket, token: tokens.accessToken }
    }

    it('sends payloads and acknowledgements that match the schemas', async () => {
      const catalyst = await connect('counsellor')
      const student = await connect('student')
      const seen: Array<[string, unknown]> = []
      student.socket.socket.on('recieve message', (payload) =>
        seen.push(['recieve message', payload]),
      )
      catalyst.socket.socket.on('recieve message', (payload) =>
        seen.push(['recieve message', payload]),
      )
      catalyst.socket.socket.on('notify read message', (payload) =>
        seen.push(['notify read message', payload]),
      )
      const sent = {
        receiverSk: student.user.sk as UserSk,
        message: 'Hello from the contract test',
      }
      expect(validate('send message', sent)).toEqual([])
      const ack = await emitWithAck(catalyst.socket.socket, 'send message', sent)
      const refused = await emitWithAck(catalyst.socket.socket, 'send message', {
        receiverSk: student.user.sk as UserSk,
        message: ' ',
      })
      const read = { userSk: catalyst.user.sk as UserSk }
      expect(validate('read message', read)).toEqual([])
      const readAck = await emitWithAck(student.socket.socket, 'read message', read)
      await new Promise((resolve) => setTimeout(resolve, 200))

      for (const answer of [ack, refused, readAck]) expect(validate('ack', answer)).toEqual([])
      expect(seen.map(([event]) => event).sort()).toEqual([
        'notify read message',
        'recieve message',
        'recieve message',
      ])
      for (const [event, payload] of seen) expect(validate(event, payload), event).toEqual([])
    })

    it('tells both people of a request when it is made, in the documented shape', async () => {
      const catalyst = await connect('counsellor')
      const changes: unknown[] = []
      catalyst.socket.socket.on('requests changed', (payload) => changes.push(payload))
      const invited = await api('POST', '/invite/inviteStudent', {
        token: catalyst.token,
        body: { email: 'live.request@example.org' },
      })
      expect(invited.status).toBe(200)
      await vi.waitFor(() => expect(changes).toHaveLength(1))
      expect(validate('requests changed', changes[0])).toEqual([])
      expect(changes[0]).toMatchObject({ direction: 'invite', status: 0 })
    })

    it('tells the student and the Catalyst of a pathway recommended, in the documented shape', async () => {
      const catalyst = await connect('counsellor')
      const student = await connect('student')
      const changes: Array<[string, unknown]> = []
      student.socket.socket.on('pathway changed', (payload) => changes.push(['student', payload]))
      catalyst.socket.socket.on('pathway changed', (payload) => changes.push(['catalyst', payload]))
      // Another pathway than the student's current one (the same one again changes nothing).
      const current = db.pathwayAssignments.lookup('student', student.user.id)[0]?.pathwayId
      const pathway = db.pathways.all().find((candidate) => candidate.id !== current)!
      const assigned = await api('POST', `/auth/pathway/assign/${student.user.id}`, {
        token: catalyst.token,
        body: { pathwaySk: pathway.sk },
      })
      expect(assigned.status).toBe(200)
      await vi.waitFor(() =>
        expect(changes.map(([who]) => who).sort()).toEqual(['catalyst', 'student']),
      )
      for (const [, payload] of changes) {
        expect(validate('pathway changed', payload)).toEqual([])
        expect(payload).toMatchObject({
          studentId: student.user.id,
          counsellorId: catalyst.user.id,
          pathwayId: pathway.id,
        })
      }
    })
    it('tells both people of a session booked, moved or cancelled, in the documented shape', async () => {
      const catalyst = await connect('counsellor')
      const student = await connect('student')
      const changes: Array<[string, unknown]> = []
      student.socket.socket.on('sessions changed', (payload) => changes.push(['student', payload]))
      catalyst.socket.socket.on('sessions changed', (payload) =>
        changes.push(['catalyst', payload]),
      )
      const slots = await api<{ success: { slots: Array<{ start: string }> } }>(
        'GET',
        `/sessions/catalysts/${catalyst.user.id}/slots`,
        { token: student.token },
      )
      const booked = await api<{ success: { id: string } }>('POST', '/sessions/book', {
        token: student.token,
        body: {
          catalystId: catalyst.user.id,
          start: slots.body.success.slots[0]!.start,
          topic: 'Internships',
        },
      })
      expect(booked.status).toBe(200)
      await vi.waitFor(() =>
        expect(changes.map(([who]) => who).sort()).toEqual(['catalyst', 'student']),
      )
      for (const [, payload] of changes) {
        expect(validate('sessions changed', payload)).toEqual([])
        expect(payload).toMatchObject({
          sessionId: booked.body.success.id,
          counsellorId: catalyst.user.id,
          studentId: student.user.id,
          change: 'booked',
          by: 'student',
        })
      }
    })
  })
})
