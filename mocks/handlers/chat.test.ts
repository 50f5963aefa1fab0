import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import type {
  FetchChatsResponse,
  GetMessagesResponse,
  ReadMessagesResponse,
  SendMessageResponse,
} from '@/api/generated/types.gen'
import { CHAT_MESSAGE_WINDOW_MS, CHAT_MESSAGES_PER_WINDOW } from '@/config/constants'

import { db, type UserRecord } from '../db'
import { newId } from '../services/ids'
import { api } from '../testing/api'
import { createLink, createUser, tokenFor } from '../testing/fixtures'
import { advanceClockBy, resetClock } from '../services/clock'
import { startMockBackend } from '../testing/server'
import { onChatEvent, type ChatEvent } from './chat/chat-events'
import { ChatRateLimited, storeMessage, TOO_MANY_MESSAGES } from './chat/chat-store'

startMockBackend()

let counsellor: UserRecord
let student: UserRecord
let stranger: UserRecord
let counsellorToken: string
let studentToken: string

const path = (user: UserRecord, cursor?: string) =>
  `/chat/getMessages/${encodeURIComponent(user.sk)}${cursor ? `?lastEvaluatedKey=${encodeURIComponent(cursor)}` : ''}`

beforeEach(async () => {
  counsellor = await createUser({ role: 'counsellor', firstName: 'Cara' })
  student = await createUser({ role: 'student', firstName: 'Sam' })
  stranger = await createUser({ role: 'student', firstName: 'Stranger' })
  await createLink({ direction: 'invite', counsellorId: counsellor.id, student, status: 1 })
  counsellorToken = await tokenFor(counsellor)
  studentToken = await tokenFor(student)
})

describe('chat access', () => {
  it('needs a token and a connected pair', async () => {
    expect((await api<FetchChatsResponse>('GET', '/chat/fetchChats')).status).toBe(401)
    expect(
      (
        await api<SendMessageResponse>('POST', '/chat/sendMessage', {
          body: { userSk: student.sk, message: 'hi' },
        })
      ).status,
    ).toBe(401)
    const notConnected = await api<SendMessageResponse>('POST', '/chat/sendMessage', {
      token: counsellorToken,
      body: { userSk: stranger.sk, message: 'hi' },
    })
    expect(notConnected).toEqual({
      status: 403,
      body: { message: 'You can only chat with your connected users.' },
    })
    // Two students never chat, even if both are connected to the same catalyst.
    await createLink({
      direction: 'invite',
      counsellorId: counsellor.id,
      student: stranger,
      status: 1,
    })
    const sameRole = await api<SendMessageResponse>('POST', '/chat/sendMessage', {
      token: studentToken,
      body: { userSk: stranger.sk, message: 'hi' },
    })
    expect(sameRole.status).toBe(403)
    const outsider = await createUser({ role: 'student' })
    expect(
      (await api<GetMessagesResponse>('GET', path(counsellor), { token: await tokenFor(outsider) }))
        .status,
    ).toBe(403)
    expect(
      (
        await api<GetMessagesResponse>('GET', path({ ...student, sk: `USER#${newId()}` }), {
          token: counsellorToken,
        })
      ).status,
    ).toBe(404)
  })

  it('validates the body', async () => {
    expect(
      (
        await api<SendMessageResponse>('POST', '/chat/sendMessage', {
          token: counsellorToken,
          body: { userSk: student.sk, message: '   ' },
        })
      ).status,
    ).toBe(400)
    expect(
      (
        await api<SendMessageResponse>('POST', '/chat/sendMessage', {
          token: counsellorToken,
          body: { userSk: 'student-1', message: 'hi' },
        })
      ).status,
    ).toBe(400)
    expect(
      (
        await api<ReadMessagesResponse>('POST', '/chat/readMessages', {
          token: counsellorToken,
          body: {},
        })
      ).status,
    ).toBe(400)
    expect(
      (await api('GET', '/chat/getMessages/not-an-sk', { token: counsellorToken })).status,
    ).toBe(400)
  })
})

describe('messages between a catalyst and a student', () => {
  it('a message sent by one side reaches the other with unread counts until read', async () => {
    const sent = await api<SendMessageResponse>('POST', '/chat/sendMessage', {
      token: counsellorToken,
      body: { userSk: student.sk, message: '  Hello Sam!  ' },
    })
    expect(sent.status).toBe(200)
    expect(sent.body.success).toMatchObject({
      message: 'Hello Sam!',
      sentByCurrentUser: true,
      isRead: false,
    })

    const studentHistory = await api<GetMessagesResponse>('GET', path(counsellor), {
      token: studentToken,
    })
    expect(studentHistory.body.success).toEqual({
      results: [
        expect.objectContaining({ message: 'Hello Sam!', sentByCurrentUser: false, isRead: false }),
      ],
      lastEvaluatedKey: null,
    })
    const studentContacts = await api<FetchChatsResponse>('GET', '/chat/fetchChats', {
      token: studentToken,
    })
    expect(studentContacts.body.success).toEqual([
      {
        sk: counsellor.sk,
        given_name: 'Cara',
        family_name: counsellor.lastName,
        message: 'Hello Sam!',
        latestMessageAt: sent.body.success.sendAt,
        unread_count: 1,
        is1: false,
      },
    ])
    const counsellorContacts = await api<FetchChatsResponse>('GET', '/chat/fetchChats', {
      token: counsellorToken,
    })
    expect(counsellorContacts.body.success[0]).toMatchObject({
      sk: student.sk,
      unread_count: 0,
      is1: true,
    })

    const read = await api<ReadMessagesResponse>('POST', '/chat/readMessages', {
      token: studentToken,
      body: { userSk: counsellor.sk },
    })
    expect(read.status).toBe(200)
    expect(read.body.success).toBe(true)
    expect(
      (await api<FetchChatsResponse>('GET', '/chat/fetchChats', { token: studentToken })).body
        .success[0]?.unread_count,
    ).toBe(0)
    const counsellorHistory = await api<GetMessagesResponse>('GET', path(student), {
      token: counsellorToken,
    })
    expect(counsellorHistory.body.success.results[0]).toMatchObject({
      sentByCurrentUser: true,
      isRead: true,
    })

    await api<SendMessageResponse>('POST', '/chat/sendMessage', {
      token: studentToken,
      body: { userSk: counsellor.sk, message: 'Hi Cara' },
    })
    const after = await api<FetchChatsResponse>('GET', '/chat/fetchChats', {
      token: counsellorToken,
    })
    expect(after.body.success[0]).toMatchObject({ message: 'Hi Cara', unread_count: 1, is1: false })
  })

  it('orders contacts by the latest message, contacts without messages last', async () => {
    const second = await createUser({ role: 'student', firstName: 'Second' })
    const third = await createUser({ role: 'student', firstName: 'Third' })
    await createLink({
      direction: 'request',
      counsellorId: counsellor.id,
      student: second,
      status: 1,
    })
    await createLink({
      direction: 'request',
      counsellorId: counsellor.id,
      student: third,
      status: 1,
    })
    await api<SendMessageResponse>('POST', '/chat/sendMessage', {
      token: counsellorToken,
      body: { userSk: student.sk, message: 'first' },
    })
    await api<SendMessageResponse>('POST', '/chat/sendMessage', {
      token: await tokenFor(second),
      body: { userSk: counsellor.sk, message: 'second' },
    })
    const contacts = await api<FetchChatsResponse>('GET', '/chat/fetchChats', {
      token: counsellorToken,
    })
    expect(contacts.body.success.map((contact) => contact.given_name)).toEqual([
      'Second',
      'Sam',
      'Third',
    ])
    expect(contacts.body.success[2]).toMatchObject({
      message: null,
      latestMessageAt: null,
      unread_count: 0,
      is1: false,
    })
  })

  it('pages the history newest first by 20 with an opaque cursor', async () => {
    const start = Date.now() - 60 * 60 * 1000
    for (let index = 0; index < 45; index += 1) {
      const fromCounsellor = index % 2 === 0
      await db.chatMessages.create({
        id: newId(),
        senderId: fromCounsellor ? counsellor.id : student.id,
        receiverId: fromCounsellor ? student.id : counsellor.id,
        message: `m${index}`,
        sendAt: new Date(start + index * 1000).toISOString(),
        isRead: false,
        readAt: null,
      })
    }
    const first = await api<GetMessagesResponse>('GET', path(counsellor), { token: studentToken })
    expect(first.body.success.results).toHaveLength(20)
    expect(first.body.success.results[0]).toMatchObject({
      message: 'm44',
      sentByCurrentUser: false,
    })
    expect(first.body.success.results[1]).toMatchObject({ message: 'm43', sentByCurrentUser: true })
    expect(first.body.success.lastEvaluatedKey).toEqual(expect.any(String))
    const second = await api<GetMessagesResponse>(
      'GET',
      path(counsellor, first.body.success.lastEvaluatedKey ?? undefined),
      { token: studentToken },
    )
    expect(second.body.success.results.map((item) => item.message)[0]).toBe('m24')
    expect(second.body.success.results).toHaveLength(20)
    const third = await api<GetMessagesResponse>(
      'GET',
      path(counsellor, second.body.success.lastEvaluatedKey ?? undefined),
      { token: studentToken },
    )
    expect(third.body.success.results.map((item) => item.message)).toEqual([
      'm4',
      'm3',
      'm2',
      'm1',
      'm0',
    ])
    expect(third.body.success.lastEvaluatedKey).toBeNull()
    expect(
      (
        await api<GetMessagesResponse>('GET', path(counsellor, 'unknown-cursor'), {
          token: studentToken,
        })
      ).status,
    ).toBe(400)
  })
})

describe('live delivery hooks', () => {
  it('tells the socket layer about messages sent and read over HTTP', async () => {
    const events: ChatEvent[] = []
    const stop = onChatEvent((event) => events.push(event))
    try {
      await api('POST', '/chat/sendMessage', {
        token: studentToken,
        body: { userSk: counsellor.sk, message: 'ping' },
      })
      await api('POST', '/chat/readMessages', {
        token: counsellorToken,
        body: { userSk: student.sk },
      })
      await api('POST', '/chat/readMessages', {
        token: counsellorToken,
        body: { userSk: student.sk },
      })
    } finally {
      stop()
    }
    expect(events.map((event) => event.type)).toEqual(['message', 'read'])
    expect(events[0]).toMatchObject({
      message: { senderId: student.id, receiverId: counsellor.id, message: 'ping' },
    })
    expect(events[1]).toMatchObject({ readerId: counsellor.id, senderId: student.id, count: 1 })
  })
})

describe('the chat rate (issue 26)', () => {
  afterEach(async () => {
    vi.useRealTimers()
    await resetClock()
  })

  it(`stores ${CHAT_MESSAGES_PER_WINDOW} messages a minute per sender, also of 300 sent at once, on both paths`, async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(new Date('2026-03-02T09:00:00.000Z'))
    const send = (token: string, userSk: string, message: string) =>
      api<SendMessageResponse>('POST', '/chat/sendMessage', { token, body: { userSk, message } })
    const answers = await Promise.all(
      Array.from({ length: 300 }, (_, index) =>
        send(counsellorToken, student.sk, `Message ${index}`),
      ),
    )
    const statuses = answers.map((answer) => answer.status)
    expect(statuses.filter((status) => status === 200)).toHaveLength(CHAT_MESSAGES_PER_WINDOW)
    expect(answers.find((answer) => answer.status === 429)?.body).toEqual({
      message: TOO_MANY_MESSAGES,
      retryAt: '2026-03-02T09:01:00.000Z',
    })
    expect(db.chatMessages.count()).toBe(CHAT_MESSAGES_PER_WINDOW)
    // The live socket stores through the same function, and meets the same count.
    await expect(storeMessage(counsellor, student, 'Over the socket')).rejects.toBeInstanceOf(
      ChatRateLimited,
    )
    // The other side is not held back, and the sender's window moves on.
    expect((await send(studentToken, counsellor.sk, 'Slow down!')).status).toBe(200)
    // The mock clock moves on past the window (issue 35), as QA's Time tab would.
    await advanceClockBy(CHAT_MESSAGE_WINDOW_MS + 1)
    expect((await send(counsellorToken, student.sk, 'Sorry')).status).toBe(200)
  })
})
