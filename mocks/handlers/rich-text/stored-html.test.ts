import { JSDOM } from 'jsdom'
import { describe, expect, it } from 'vitest'

import type {
  AddStudentNoteResponse,
  GetCounsellorsRequestsResponse,
  GetStudentNotesResponse,
  GetStudentsRequestDataResponse,
  InviteStudentResponse,
} from '@/api/generated/types.gen'
import { ALLOWED_ATTRIBUTES, ALLOWED_TAGS } from '@/lib/sanitize/allow-list'

import { findDangers } from '../../../tests/security/find-dangers'
import { xssPayloads } from '../../../tests/security/xss-payloads'
import { db } from '../../db'
import { api, type ApiAnswer } from '../../testing/api'
import { catalystWithPlan } from '../../testing/factories'
import { createLink, createUser, tokenFor } from '../../testing/fixtures'
import { startMockBackend } from '../../testing/server'
import { INVALID_HTML } from './html'
import { NOTE_REQUIRED } from './note-html'

startMockBackend()

/**
 * What the mock backend stores and answers must be safe on its own (the real backend is built
 * from it), not only once the client has sanitised it again. Every string below goes through the
 * real handlers; the stored and answered HTML is then parsed by a DOM and checked for anything
 * outside the allow-list, twice (parsed, serialised and parsed again catches mutation XSS).
 */
const page = new JSDOM('', { runScripts: 'outside-only' }).window
// findDangers is self-contained so that it can run inside a page: here, the jsdom page above.
const findDangersInPage = page.eval(`(${findDangers.toString()})`) as typeof findDangers

const NOTE_TAGS = ['p', 'strong', 'em', 'b', 'i', 'br']

function dangersIn(
  html: string,
  allowedTags: readonly string[],
  allowedAttributes: readonly string[],
) {
  const template = page.document.createElement('template')
  template.innerHTML = html
  return [
    ...findDangersInPage({ html, allowedTags, allowedAttributes }),
    ...findDangersInPage({ html: template.innerHTML, allowedTags, allowedAttributes }).map(
      (problem) => `after a second parse: ${problem}`,
    ),
  ]
}
/**
 * Asserts that a rich-text write was refused with `refusal` (400) or taken (200), nothing else,
 * and says whether it was taken: the checks of what was stored follow only then.
 */
function taken(answer: ApiAnswer<unknown>, refusal: string, what?: string): boolean {
  const refused = answer.status === 400
  expect(refused ? answer.body.message : answer.status, what).toBe(refused ? refusal : 200)
  return !refused
}

const richTextDangers = (html: string) => dangersIn(html, ALLOWED_TAGS, ALLOWED_ATTRIBUTES)
const noteDangers = (html: string) => dangersIn(html, NOTE_TAGS, [])

/** Shapes that got past the hand-written sanitisers this replaced, and their relatives. */
const bypasses: ReadonlyArray<readonly [string, string]> = [
  // <style> inside an attribute: a regex that drops <style>...</style> unbalances the markup.
  ['style in an attribute', '<a title="<style>"></a><style></style><img src=x onerror=alert(1)>'],
  [
    'style in an attribute',
    '<p title="<style>">a</p><img src=x onerror=alert(1)><p title="</style>">b</p>',
  ],
  [
    'style in an attribute',
    '<b title="x<style>">x</b><a href="javascript:alert(1)" title="</style>">y</a>',
  ],
  ['style in an attribute', '<a title="</style><img src=x onerror=alert(1)>">x</a>'],
  // javascript: links, encoded and in mixed case
  ['encoded javascript: link', '<a href="&#106;avascript:alert(1)">x</a>'],
  ['encoded javascript: link', '<a href="&#x6A;avascript:alert(1)">x</a>'],
  ['encoded javascript: link', '<a href="&#0000106avascript:alert(1)">x</a>'],
  ['encoded javascript: link', '<a href="javascript&colon;alert(1)">x</a>'],
  ['encoded javascript: link', '<a href="java&Tab;script:alert(1)">x</a>'],
  ['encoded javascript: link', '<a href="java&#x09;script:alert(1)">x</a>'],
  [
    'encoded javascript: link',
    '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">x</a>',
  ],
  ['mixed-case javascript: link', '<a href="JaVaScRiPt:alert(1)">x</a>'],
  ['mixed-case javascript: link', '<a href=" JAVASCRIPT:alert(1)">x</a>'],
  ['vbscript: link', '<a href="VBScript:msgbox(1)">x</a>'],
  // data: documents
  ['data:text/html link', '<a href="data:text/html,<script>alert(1)</script>">x</a>'],
  [
    'data:text/html link',
    '<a href="DATA:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>',
  ],
  ['data: SVG image', `<img src="data:image/svg+xml,<svg onload='alert(1)'/>">`],
  // event handler attributes
  ['event handler', '<img src=x onerror=alert(1)>'],
  ['event handler', '<p OnClick="alert(1)">x</p>'],
  ['event handler', '<img/src=x/onerror=alert(1)>'],
  ['event handler', '<a href="/x" onmouseover="alert(1)">x</a>'],
  // SVG and MathML, and mutation XSS through namespace confusion
  ['svg script', '<svg><script>alert(1)</script></svg>'],
  ['svg script', '<svg><a xlink:href="javascript:alert(1)"><text>x</text></a></svg>'],
  ['math mXSS', '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>'],
  [
    'math mXSS',
    '<math><mi><mglyph><style><img src=x onerror=alert(1)></style></mglyph></mi></math>',
  ],
  ['math mXSS', '<form><math><mtext></form><form><mglyph><style></math><img src onerror=alert(1)>'],
  ['math mXSS', '<math><annotation-xml encoding="text/html"><style><img src=x onerror=alert(1)>'],
  ['noscript mXSS', '<noscript><p title="</noscript><img src=x onerror=alert(1)>">'],
  ['comment mXSS', '<!--<img src="--><img src=x onerror=alert(1)//">'],
]

/** The named shapes first, then the shared corpus of tests/security/xss-payloads.ts. */
const payloads: ReadonlyArray<readonly [string, string]> = [
  ...bypasses,
  ...xssPayloads.map(
    (payload) => [`corpus ${payload.id} (${payload.category})`, payload.html] as const,
  ),
]

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
  const textOf = (html: string) => {
    const template = page.document.createElement('template')
    template.innerHTML = html
    return {
      elements: template.content.querySelectorAll('*').length,
      text: template.content.textContent,
    }
  }

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

describe('interaction notes are stored and answered clean', () => {
  async function connected() {
    const counsellor = await createUser({ role: 'counsellor' })
    const student = await createUser({ role: 'student' })
    await createLink({ direction: 'invite', counsellorId: counsellor.id, student, status: 1 })
    return { student, token: await tokenFor(counsellor) }
  }

  it.each(bypasses)('%s: %s', async (_shape, html) => {
    const { student, token } = await connected()
    const added = await api<AddStudentNoteResponse>(
      'POST',
      `/auth/student/${student.id}/add-note`,
      {
        token,
        body: { note: html },
      },
    )
    // Nothing but markup is blank once cleaned: refused.
    if (!taken(added, NOTE_REQUIRED)) return
    expect(noteDangers(added.body.success.note)).toEqual([])
    expect(added.body.success.note).toMatch(/^<p>/)
    expect(db.notes.findFirst((q) => q.where({ studentId: student.id }))?.note).toBe(
      added.body.success.note,
    )
  })

  it('leaves nothing dangerous from any payload of the corpus', async () => {
    const { student, token } = await connected()
    let stored = 0
    for (const [name, html] of payloads) {
      const added = await api<AddStudentNoteResponse>(
        'POST',
        `/auth/student/${student.id}/add-note`,
        { token, body: { note: html } },
      )
      if (!taken(added, NOTE_REQUIRED, name)) continue
      expect(noteDangers(added.body.success.note), `${name}: ${html}`).toEqual([])
      stored++
    }
    // Many payloads are nothing but markup, blank once cleaned; the rest must have been stored.
    expect(stored).toBeGreaterThan(payloads.length / 3)
    const answered: string[] = []
    for (let skipValue = 0; skipValue < stored; skipValue += 50) {
      const notes = await api<GetStudentNotesResponse>(
        'GET',
        `/auth/student/${student.id}/notes?skipValue=${skipValue}&itemsPerPage=50`,
        { token },
      )
      answered.push(...notes.body.success.notes.map((note) => note.note))
    }
    expect(answered).toHaveLength(stored)
    for (const note of answered) expect(noteDangers(note)).toEqual([])
  })

  it('keeps paragraphs, bold and italic, and escapes stray markup', async () => {
    const { student, token } = await connected()
    const cases: ReadonlyArray<readonly [string, string]> = [
      ['1 < 2 & 3 > 2', '<p>1 &lt; 2 &amp; 3 &gt; 2</p>'],
      ['Plain <words> & more', '<p>Plain  &amp; more</p>'],
      [
        '<p title="<style>">a</p><img src=x onerror=alert(1)><p title="</style>">b</p>',
        '<p>a</p><p>b</p>',
      ],
      ['<p><a href="&#106;avascript:alert(1)">x</a> <em>y</em></p>', '<p>x <em>y</em></p>'],
      ['a<p>b</p>', '<p>a</p><p>b</p><p></p>'],
    ]
    for (const [note, clean] of cases) {
      const added = await api<AddStudentNoteResponse>(
        'POST',
        `/auth/student/${student.id}/add-note`,
        {
          token,
          body: { note },
        },
      )
      expect(added.body.success?.note, note).toBe(clean)
    }
  })
})
