import { describe, expect, it } from 'vitest'

import type { FaqList, SupportTicket } from '@/api/generated/types.gen'
import { HELP_REQUESTS_PER_WINDOW } from '@/config/constants'

import { db } from '../db'
import { newId } from '../services/ids'
import { api } from '../testing/api'
import { createUser, tokenFor } from '../testing/fixtures'
import { startMockBackend } from '../testing/server'
import { ATTACHMENT_TOO_LARGE, BAD_ATTACHMENT_TYPE, TOO_MANY_HELP_REQUESTS } from './faq'

startMockBackend()

async function seedFaqs() {
  const rows = [
    ['counsellor', 'getting-started', 'How do I invite a student?'],
    ['student', 'getting-started', 'How do I find a catalyst?'],
    ['counsellor', 'billing-and-plans', 'How do I change my plan?'],
    ['student', 'my-pathway', 'Who completes my pathway steps?'],
    ['counsellor', 'getting-started', 'Where is my dashboard?'],
  ] as const
  for (const [index, [role, category, question]] of rows.entries()) {
    await db.faqs.create({
      id: newId(),
      order: index + 1,
      role,
      category,
      question,
      answer: `<p>${question}</p>`,
    })
  }
}

type Faqs = { success: FaqList }
const questions = (list: FaqList) => list.faqs.map((faq) => faq.question)

describe('FAQ', () => {
  it("gives signed-in users their role's questions and only those categories", async () => {
    await seedFaqs()
    expect((await api('GET', '/faq/fetch')).status).toBe(401)
    const catalyst = await api<Faqs>('GET', '/faq/fetch', {
      token: await tokenFor(await createUser({ role: 'counsellor' })),
    })
    expect(questions(catalyst.body.success)).toEqual([
      'How do I invite a student?',
      'How do I change my plan?',
      'Where is my dashboard?',
    ])
    expect(catalyst.body.success.categories).toEqual(['getting-started', 'billing-and-plans'])
    expect(catalyst.body.success.faqs.every((faq) => faq.role === 'counsellor')).toBe(true)
    expect(Object.keys(catalyst.body.success.faqs[0] ?? {}).sort()).toEqual([
      'answer',
      'category',
      'question',
      'role',
    ])

    const student = await api<Faqs>('GET', '/faq/fetch', {
      token: await tokenFor(await createUser({ role: 'student' })),
    })
    expect(questions(student.body.success)).toEqual([
      'How do I find a catalyst?',
      'Who completes my pathway steps?',
    ])
    expect(student.body.success.categories).toEqual(['getting-started', 'my-pathway'])
  })

  it('gives everyone both roles on the public page, and empty lists when there are none', async () => {
    expect(await api('GET', '/faq/user')).toEqual({
      status: 200,
      body: { success: { faqs: [], categories: [] } },
    })
    await seedFaqs()
    const open = await api<Faqs>('GET', '/faq/user')
    expect(open.body.success.faqs).toHaveLength(5)
    expect(new Set(open.body.success.faqs.map((faq) => faq.role))).toEqual(
      new Set(['counsellor', 'student']),
    )
    expect(open.body.success.categories.sort()).toEqual([
      'billing-and-plans',
      'getting-started',
      'my-pathway',
    ])
  })
})

describe('help requests', () => {
  const png =
    'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg=='

  it('stores a ticket with its attachment', async () => {
    const user = await createUser({ role: 'student' })
    const token = await tokenFor(user)
    expect(
      (await api('POST', '/faq/support-request', { body: { question: 'I cannot see my hub.' } }))
        .status,
    ).toBe(401)
    const plain = await api<{ success: SupportTicket }>('POST', '/faq/support-request', {
      token,
      body: { question: 'I cannot see my enrolled hub.' },
    })
    expect(plain.status).toBe(200)
    expect(plain.body.success.ticketId).toMatch(/^TCK-\d{8}-0001$/)
    const withFile = await api<{ success: SupportTicket }>('POST', '/faq/support-request', {
      token,
      body: {
        question: 'Screenshot of the error attached.',
        attachments: png,
        fileName: 'screenshot.png',
      },
    })
    expect(withFile.body.success.ticketId).toMatch(/-0002$/)
    const stored = db.supportRequests.findFirst((q) =>
      q.where({ id: withFile.body.success.ticketId }),
    )
    expect(stored).toMatchObject({
      userId: user.id,
      fileName: 'screenshot.png',
      attachment: png,
      question: 'Screenshot of the error attached.',
    })
  })

  it('refuses short or letterless descriptions and bad attachments', async () => {
    const token = await tokenFor(await createUser({ role: 'counsellor' }))
    const send = (body: Record<string, unknown>) =>
      api<{ message: string }>('POST', '/faq/support-request', { token, body })
    const question = 'Please help me with billing.'
    expect((await send({ question: 'Too short' })).status).toBe(400)
    expect((await send({ question: '   a      ' })).status).toBe(400)
    expect((await send({ question: '1234567890123' })).status).toBe(400)
    expect((await send({ question: 'x'.repeat(501) })).status).toBe(400)
    expect((await send({ question, attachments: png })).status).toBe(400)
    expect(
      (await send({ question, attachments: 'data:image/gif;base64,R0lGODlh', fileName: 'a.gif' }))
        .status,
    ).toBe(400)
    expect(
      (await send({ question, attachments: 'data:image/gif;base64,R0lGODlh', fileName: 'a.png' }))
        .body,
    ).toEqual({ message: BAD_ATTACHMENT_TYPE })
    expect((await send({ question, attachments: png, fileName: 'report.pdf' })).body).toEqual({
      message: BAD_ATTACHMENT_TYPE,
    })
    // Declared a PDF, but the content is a PNG, or text.
    const pngAsPdf = png.replace('data:image/png', 'data:application/pdf')
    expect((await send({ question, attachments: pngAsPdf, fileName: 'a.pdf' })).body).toEqual({
      message: BAD_ATTACHMENT_TYPE,
    })
    const text = `data:application/pdf;base64,${btoa('hello, not a pdf')}`
    expect((await send({ question, attachments: text, fileName: 'a.pdf' })).body).toEqual({
      message: BAD_ATTACHMENT_TYPE,
    })
    const big = `data:video/mp4;base64,${'A'.repeat(Math.ceil((5 * 1024 * 1024 + 3) / 3) * 4)}`
    expect((await send({ question, attachments: big, fileName: 'clip.mp4' })).body).toEqual({
      message: ATTACHMENT_TOO_LARGE,
    })
    expect(db.supportRequests.count()).toBe(0)
  })

  it(`takes ${HELP_REQUESTS_PER_WINDOW} help requests a day, also when 40 with files come at once`, async () => {
    const token = await tokenFor(await createUser({ role: 'student' }))
    const other = await tokenFor(await createUser({ role: 'counsellor' }))
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, index) =>
        api<{ success: SupportTicket }>('POST', '/faq/support-request', {
          token,
          body: {
            question: `Help request number ${index}, with a screenshot.`,
            attachments: png,
            fileName: 'screenshot.png',
          },
        }),
      ),
    )
    const statuses = answers.map((answer) => answer.status)
    expect(statuses.filter((status) => status === 200)).toHaveLength(HELP_REQUESTS_PER_WINDOW)
    const refused = answers.find((answer) => answer.status === 429)
    expect(refused?.body.message).toBe(TOO_MANY_HELP_REQUESTS)
    expect(refused?.body.retryAt).toMatch(/^\d{4}-/)
    expect(db.supportRequests.count()).toBe(HELP_REQUESTS_PER_WINDOW)
    // Every stored ticket has its own number.
    const ids = answers.flatMap((answer) =>
      answer.status === 200 ? [answer.body.success.ticketId] : [],
    )
    expect(new Set(ids).size).toBe(HELP_REQUESTS_PER_WINDOW)
    // Another user is not held back.
    const theirs = await api('POST', '/faq/support-request', {
      token: other,
      body: { question: 'I cannot find the billing page.' },
    })
    expect(theirs.status).toBe(200)
  })
})
