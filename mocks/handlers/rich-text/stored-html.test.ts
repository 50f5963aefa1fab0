import { describe, expect, it } from 'vitest'

import type {
  GetCounsellorsRequestsResponse,
  GetStudentsRequestDataResponse,
  InviteStudentResponse,
} from '@/api/generated/types.gen'

import { db } from '../../db'
import { api } from '../../testing/api'
import { catalystWithPlan } from '../../testing/factories'
import { createUser, tokenFor } from '../../testing/fixtures'
import { startMockBackend } from '../../testing/server'
import { INVALID_HTML } from './html'
import { bypasses, noteDangers, payloads, richTextDangers, taken, textOf } from './testing'

startMockBackend()

it('the check itself sees what it must refuse', () => {
  expect(richTextDangers('<a href="&#106;avascript:x()">x</a>')).not.toEqual([])
  expect(richTextDangers('<img src=x onerror=alert(1)>')).not.toEqual([])
  expect(richTextDangers('<svg><a>x</a></svg>')).not.toEqual([])
  expect(noteDangers('<a>x</a>')).not.toEqual([])
  expect(richTextDangers('<p>Hi <a href="https://example.org/">x</a></p>')).toEqual([])
})

describe('invite messages sent as HTML are stored and answered clean', () => {
  it.each(bypasses)('%s: %s', async (_shape, html) => {
    const counsellor = await createUser({ role: 'counsellor' })
    const student = await createUser({ role: 'student' })
    const sent = await api<InviteStudentResponse>('POST', '/invite/inviteStudent', {
      token: await tokenFor(counsellor),
      body: { email: student.email, message: html, isHtml: true },
    })
    if (!taken(sent, INVALID_HTML)) return
    const stored = db.connections.findFirst((q) => q.where({ counsellorId: counsellor.id }))
    expect(richTextDangers(stored?.message ?? '')).toEqual([])
    // No dangerous element or attribute survives even as markup the parser might drop.
    expect(stored?.message ?? '').not.toMatch(/<(?:script|svg|math|style)|\son\w+=|javascript:/i)
    const inbox = await api<GetCounsellorsRequestsResponse>('GET', '/user/counsellorsRequests', {
      token: await tokenFor(student),
    })
    expect(inbox.body.success[0]?.inviteMessage).toBe(stored?.message)
  })

  it('keeps the words and safe formatting of a bypass attempt', async () => {
    const counsellor = await createUser({ role: 'counsellor' })
    const token = await tokenFor(counsellor)
    const cases: ReadonlyArray<readonly [string, string]> = [
      ['<a href="&#106;avascript:alert(1)">x</a>', '<a>x</a>'],
      ['<a href="javascript&colon;alert(1)">x</a>', '<a>x</a>'],
      ['<a href="JaVaScRiPt:alert(1)">x</a>', '<a>x</a>'],
      ['<a href="data:text/html,<script>alert(1)</script>">x</a>', '<a>x</a>'],
      ['<p onclick="alert(1)">Hi <b>there</b></p>', '<p>Hi <b>there</b></p>'],
      ['<svg><script>alert(1)</script></svg><p>ok</p>', '<p>ok</p>'],
      [
        '<a href="https://example.org/" target="_blank">x</a>',
        '<a href="https://example.org/" target="_blank" rel="noopener noreferrer">x</a>',
      ],
    ]
    for (const [index, [html, clean]] of cases.entries()) {
      const email = `kid${index}@example.com`
      const sent = await api('POST', '/invite/inviteStudent', {
        token,
        body: { email, message: html, isHtml: true },
      })
      expect(sent.status, html).toBe(200)
      expect(db.connections.findFirst((q) => q.where({ studentEmail: email }))?.message, html).toBe(
        clean,
      )
    }
  })

  it('leaves nothing dangerous from any payload of the corpus', async () => {
    const student = await createUser({ role: 'student' })
    let stored = 0
    for (const [name, html] of payloads) {
      // One catalyst per payload: a second pending invite to the same student is refused.
      const counsellor = await createUser({ role: 'counsellor' })
      const sent = await api('POST', '/invite/inviteStudent', {
        token: await tokenFor(counsellor),
        body: { email: student.email, message: html, isHtml: true },
      })
      if (!taken(sent, INVALID_HTML, name)) continue
      const message = db.connections.findFirst((q) =>
        q.where({ counsellorId: counsellor.id }),
      )?.message
      expect(richTextDangers(message ?? ''), `${name}: ${html}`).toEqual([])
      stored++
    }
    // Most payloads are well formed: the sanitiser, not the well-formedness check, stops them.
    expect(stored).toBeGreaterThan(payloads.length / 2)
    const inbox = await api<GetCounsellorsRequestsResponse>('GET', '/user/counsellorsRequests', {
      token: await tokenFor(student),
    })
    expect(inbox.body.success).toHaveLength(stored)
    for (const request of inbox.body.success)
      expect(richTextDangers(request.inviteMessage ?? '')).toEqual([])
  })
})

describe('plain-text messages are stored as escaped text', () => {
  it('escapes an invite note that is not HTML', async () => {
    const counsellor = await createUser({ role: 'counsellor' })
    const token = await tokenFor(counsellor)
    for (const [index, [name, html]] of payloads.entries()) {
      const email = `plain${index}@example.com`
      const sent = await api('POST', '/invite/inviteStudent', {
        token,
        body: { email, message: html },
      })
      expect(sent.status, name).toBe(200)
      const message = db.connections.findFirst((q) => q.where({ studentEmail: email }))?.message
      expect(textOf(message ?? ''), name).toEqual({ elements: 0, text: html.trim() })
    }
  })

  it("escapes a student's connection request message", async () => {
    const interest = { college: 'IIT Delhi', company: 'Designer', stream: 'Pune' }
    // A Catalyst of the directory who takes requests (Prime).
    const { user: counsellor } = await catalystWithPlan('prime')
    const counsellorToken = await tokenFor(counsellor)
    for (const [name, html] of bypasses) {
      const student = await createUser({ role: 'student' })
      const sent = await api('POST', `/user/connectWithCounsellor/${counsellor.id}`, {
        token: await tokenFor(student),
        body: { interest, invite_message: html },
      })
      expect(sent.status, name).toBe(200)
      const requests = await api<GetStudentsRequestDataResponse>(
        'GET',
        '/dashboard/studentsRequestData',
        { token: counsellorToken },
      )
      const answered = requests.body.success.find(
        (request) => request.user_details.sk === student.sk,
      )
      expect(textOf(answered?.inviteMessage ?? ''), name).toEqual({
        elements: 0,
        text: html.trim(),
      })
    }
  })
})
