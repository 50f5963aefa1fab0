import { io } from 'socket.io-client'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'

import { DEMO_PASSWORD, demoAccounts } from '../seed'
import { readPdf } from '../testing/pdf'
import { startMockApiServer, type MockApiServer } from './main'

/**
 * `npm run mock-server` as the whole backend (issue 26): beside the REST API, the live chat's
 * Socket.IO endpoint on the same origin (with the WebSocket's own origin check), and the
 * third-party stand-ins a production build links to (the learning platform, the billing
 * portal), whose links point at this server while links back to the app point at the calling
 * page's origin.
 */
const APP = 'http://localhost:4998'
let server: MockApiServer
let origin: string

beforeAll(async () => {
  server = await startMockApiServer({ port: 0, controlPort: 0, allowedOrigins: [APP] })
  origin = new URL(server.apiBaseUrl).origin
}, 60_000)
afterAll(() => server.close())
beforeEach(() => fetch(`${server.controlUrl}/reset`, { method: 'POST' }), 30_000)

function api(path: string, init: RequestInit & { token?: string } = {}) {
  const { token, ...rest } = init
  return fetch(`${server.apiBaseUrl}${path}`, {
    ...rest,
    headers: {
      Origin: APP,
      'Content-Type': 'application/json',
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
  })
}

async function signIn(email: string): Promise<string> {
  const response = await api('/auth/signin', {
    method: 'POST',
    body: JSON.stringify({ email, password: DEMO_PASSWORD, keep_me_signed_in: false }),
  })
  return ((await response.json()) as { success: { access_token: string } }).success.access_token
}

function socketOf(token: string, pageOrigin = APP) {
  return io(origin, {
    path: '/socket.io/',
    transports: ['websocket'],
    auth: { token },
    extraHeaders: { Origin: pageOrigin },
    reconnection: false,
  })
}

describe('the live chat on the server', () => {
  it('accepts a socket from the app’s origin and delivers what HTTP stores to it', async () => {
    const student = await signIn(demoAccounts.student.email)
    const catalyst = await signIn(demoAccounts.counsellor.email)
    const socket = socketOf(student)
    try {
      await new Promise<void>((resolve, reject) => {
        socket.once('connect', resolve)
        socket.once('connect_error', reject)
      })
      const received = new Promise<{ text: string }>((resolve) =>
        socket.once('recieve message', resolve),
      )
      const contacts = (await (await api('/chat/fetchChats', { token: catalyst })).json()) as {
        success: Array<{ sk: string; given_name: string }>
      }
      const riya = contacts.success.find((contact) => contact.given_name === 'Riya')!
      const sent = await api('/chat/sendMessage', {
        method: 'POST',
        token: catalyst,
        body: JSON.stringify({ userSk: riya.sk, message: 'Over the real socket' }),
      })
      expect(sent.status).toBe(200)
      expect((await received).text).toBe('Over the real socket')
    } finally {
      socket.close()
    }
  })

  it('refuses a socket opened from another origin (WebSockets are not covered by CORS)', async () => {
    const socket = socketOf(await signIn(demoAccounts.student.email), 'https://elsewhere.example')
    try {
      const refused = await new Promise<boolean>((resolve) => {
        socket.once('connect', () => resolve(false))
        socket.once('connect_error', () => resolve(true))
      })
      expect(refused).toBe(true)
    } finally {
      socket.close()
    }
  })
})

describe('the third-party stand-ins', () => {
  it('Start My Experience leads to the learning platform on this server, where a module is completed', async () => {
    const token = await signIn(demoAccounts.counsellor.email)
    const applied = (await (await api('/auth/LearnHub/appliedList', { token })).json()) as {
      success: {
        appliedLearnHubs: Array<{ status: number; learnHubDetails: { moodle_id: number } }>
      }
    }
    const startable = applied.success.appliedLearnHubs.filter((hub) => hub.status === 1020)
    let link = ''
    for (const hub of startable) {
      const start = await api(`/moodle/startMyExperience/${hub.learnHubDetails.moodle_id}`, {
        token,
      })
      if (start.ok) link = ((await start.json()) as { success: string }).success
    }
    expect(link, 'the demo Catalyst has an experience to start').not.toBe('')
    expect(new URL(link).origin).toBe(origin)
    const page = await fetch(link)
    expect(page.status).toBe(200)
    const html = await page.text()
    expect(html).toContain('Mock learning platform')
    const before = /data-testid="progress">(\d+)%/.exec(html)?.[1]
    const completed = await fetch(link, {
      method: 'POST',
      body: new URLSearchParams({ action: 'complete' }),
      redirect: 'manual',
    })
    expect(completed.status).toBe(303)
    const after = /data-testid="progress">(\d+)%/.exec(await (await fetch(link)).text())?.[1]
    expect(Number(after)).toBeGreaterThan(Number(before))
  })

  it('the billing portal is on this server, changes the plan, and links back only to the app', async () => {
    const token = await signIn(demoAccounts.counsellor.email)
    // Opened from Pricing, it leads back there (issue 36); with no way back named, the dashboard.
    const fromNowhere = await api('/payment/billing-portal', { method: 'POST', token, body: '{}' })
    const fallback = ((await fromNowhere.json()) as { success: string }).success
    expect(new URL(fallback).searchParams.get('return')).toBe(`${APP}/dashboard`)
    const portal = await api('/payment/billing-portal', {
      method: 'POST',
      token,
      body: JSON.stringify({ returnPath: '/pricing' }),
    })
    const link = ((await portal.json()) as { success: string }).success
    expect(new URL(link).origin).toBe(origin)
    expect(new URL(link).searchParams.get('return')).toBe(`${APP}/pricing`)
    const html = await (await fetch(link)).text()
    expect(html).toContain(`href="${APP}/pricing"`)
    // Dates as the app writes them ("26 NOV 2026"), not ISO days (issue 28).
    expect(html).toMatch(/since \d{1,2} [A-Z]{3} \d{4}</)
    expect(html).not.toMatch(/\d{4}-\d{2}-\d{2}/)
    const cancelled = await fetch(link, {
      method: 'POST',
      body: new URLSearchParams({ action: 'cancel' }),
      redirect: 'manual',
    })
    expect(cancelled.status).toBe(303)
    expect(await (await fetch(link)).text()).toContain('No active subscription.')

    const elsewhere = new URL(link)
    elsewhere.searchParams.set('return', 'https://phishing.example/billing')
    expect(await (await fetch(elsewhere)).text()).not.toContain('phishing.example')
  })

  it('a certificate’s public verification page is on the app’s origin', async () => {
    const token = await signIn(demoAccounts.counsellor.email)
    const badges = (await (await api('/auth/achievement/badges/all', { token })).json()) as {
      data: { success: Array<{ id: string }> }
    }
    const id = badges.data.success[0]!.id
    const certificate = await api(`/auth/achievement/certificate/${id}`, { token })
    const pdf = ((await certificate.json()) as { data: { success: string } }).data.success
    const { text } = await readPdf(pdf)
    expect(text.replace(/\s+/g, '')).toContain(`${APP}/verification/certificate/`)
  })
})
