import * as z from 'zod/mini'

import type {
  CreateSupportRequestResponse,
  Faq,
  FaqList,
  FetchFaqsResponse,
  FetchPublicFaqsResponse,
  GetSupportAllowanceResponse,
} from '@/api/generated/types.gen'
import { zCreateSupportRequestBody } from '@/api/generated/zod.gen'
import {
  ATTACHMENT_MAX_BYTES,
  DESCRIPTION_MIN,
  HELP_REQUEST_WINDOW_MS,
  HELP_REQUESTS_PER_WINDOW,
} from '@/config/constants'
import { MIME_OF_KIND, sniffBytes } from '@/lib/files/sniff'
import { HELP_ATTACHMENT_RULE } from '@/lib/files/upload-rules'

import { db, type FaqRecord } from '../db'
import { nowIso } from '../services/ids'
import { admit, oneAtATime, throttleKey } from '../services/throttle'
import { requireHelpRequestLeft, supportAllowanceOf } from './faq-allowance'
import { HttpError, ok, operation, requireUser } from './http'
import { parseDataUrl } from './profiles/files'

export const ATTACHMENT_TYPES: Record<string, readonly string[]> = {
  'application/pdf': ['pdf'],
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': ['docx'],
  'image/png': ['png'],
  'image/jpeg': ['jpg', 'jpeg'],
  'image/jpg': ['jpg', 'jpeg'],
  'video/mp4': ['mp4'],
}
/** The texts the client shows for the same checks (src/lib/files/upload-rules.ts). */
export const BAD_ATTACHMENT_TYPE = HELP_ATTACHMENT_RULE.typeMessage
export const ATTACHMENT_TOO_LARGE = HELP_ATTACHMENT_RULE.sizeMessage
export const TOO_MANY_HELP_REQUESTS = `You have sent ${HELP_REQUESTS_PER_WINDOW} help requests in the last 24 hours. Our team will answer them; please try again later.`

/** The MIME type the file's first bytes show, decided as the client does (sniff.ts). */
function sniffedMime(attachment: string): string | null {
  const payload = attachment.slice(attachment.indexOf(',') + 1, attachment.indexOf(',') + 25)
  try {
    const kind = sniffBytes(Uint8Array.from(atob(payload), (char) => char.charCodeAt(0)))
    return kind ? MIME_OF_KIND[kind] : null
  } catch {
    return null
  }
}

function toFaq(record: FaqRecord): Faq {
  return {
    question: record.question,
    answer: record.answer,
    category: record.category,
    role: record.role,
  }
}

/** FAQs in display order; categories in the order their first question appears. */
function faqList(records: readonly FaqRecord[]): FaqList {
  const sorted = [...records].sort((a, b) => a.role.localeCompare(b.role) || a.order - b.order)
  return {
    faqs: sorted.map(toFaq),
    categories: [...new Set(sorted.map((record) => record.category))],
  }
}

/** The type gets a readable message, so the body schema leaves it to the resolver. */
const helpRequestBody = z.extend(zCreateSupportRequestBody, {
  attachments: z.optional(z.string().check(z.maxLength(6990600))),
})

function checkAttachment(attachment: string, fileName: string | undefined): void {
  if (!fileName)
    throw new HttpError(400, 'Invalid request: fileName is required with an attachment')
  const mime = /^data:([^;,]*)/i.exec(attachment)?.[1]?.toLowerCase() ?? ''
  const extensions = ATTACHMENT_TYPES[mime]
  const extension = fileName.split('.').pop()?.toLowerCase() ?? ''
  if (!extensions?.includes(extension)) throw new HttpError(400, BAD_ATTACHMENT_TYPE)
  const file = parseDataUrl(attachment)
  if (!file || file.bytes === 0) throw new HttpError(400, 'Error reading file. Please try again.')
  if (file.bytes > ATTACHMENT_MAX_BYTES) throw new HttpError(400, ATTACHMENT_TOO_LARGE)
  // The content must be what the type says: a renamed text file is refused.
  const sniffed = sniffedMime(attachment)
  if (!sniffed || !ATTACHMENT_TYPES[sniffed]?.includes(extension))
    throw new HttpError(400, BAD_ATTACHMENT_TYPE)
}

/** Ticket ids count the day's requests: TCK-20250314-0042. */
function nextTicketId(createdAt: string): string {
  const day = createdAt.slice(0, 10).replace(/-/g, '')
  let number = db.supportRequests.findMany((q) =>
    q.where((record) => record.createdAt.startsWith(createdAt.slice(0, 10))),
  ).length
  let id: string
  do {
    number += 1
    id = `TCK-${day}-${String(number).padStart(4, '0')}`
  } while (db.supportRequests.findFirst((q) => q.where({ id })))
  return id
}

/** FAQ and support centre (spec part 2 sections 2, 3, 4, 5 and 7). */
export const faqHandlers = [
  // Signed in: the caller's role's questions, and only the categories that have some.
  operation('get', '/faq/fetch', { access: 'user' }, (context) => {
    const user = requireUser(context)
    return ok<FetchFaqsResponse>({
      success: faqList(db.faqs.findMany((q) => q.where((faq) => faq.role === user.role))),
    })
  }),

  // Public: both roles; the page toggles Catalyst / Student and filters by role itself.
  operation('get', '/faq/user', { access: 'public' }, () =>
    ok<FetchPublicFaqsResponse>({ success: faqList(db.faqs.all()) }),
  ),

  // Need More Help: the description (10 to 500 characters with a letter) and an optional file.
  operation(
    'post',
    '/faq/support-request',
    { access: 'user', body: helpRequestBody },
    async (context) => {
      const user = requireUser(context)
      const { question, attachments, fileName } = context.body
      if (question.trim().length < DESCRIPTION_MIN) {
        throw new HttpError(
          400,
          `Invalid request: question must be at least ${DESCRIPTION_MIN} characters`,
        )
      }
      if (attachments !== undefined) checkAttachment(attachments, fileName)
      // The month's allowance (limited support), the day's flood limit and the stored request
      // are one step per caller: of requests sent at once, only those within both are stored.
      const ticket = await oneAtATime(`help-allowance:${user.id}`, async () => {
        const allowance = supportAllowanceOf(user)
        requireHelpRequestLeft(allowance)
        const refused = await admit(throttleKey('help-request', user.id), {
          max: HELP_REQUESTS_PER_WINDOW,
          windowMs: HELP_REQUEST_WINDOW_MS,
        })
        if (refused) throw new HttpError(429, TOO_MANY_HELP_REQUESTS, refused)
        const createdAt = nowIso()
        // Ticket numbers count the day's requests: taking one and storing it is one step too.
        return oneAtATime(`ticket:${createdAt.slice(0, 10)}`, () =>
          db.supportRequests.create({
            id: nextTicketId(createdAt),
            userId: user.id,
            question: question.trim(),
            fileName: attachments === undefined ? null : (fileName ?? null),
            attachment: attachments ?? null,
            createdAt,
            priority: allowance.priority,
            responseTime: allowance.responseTime,
          }),
        )
      })
      return ok<CreateSupportRequestResponse>({
        success: {
          ticketId: ticket.id,
          created_at: ticket.createdAt,
          priority: ticket.priority,
          responseTime: ticket.responseTime,
        },
      })
    },
  ),

  // What the help request form says before sending: the month's allowance, or priority support.
  operation('get', '/faq/support-allowance', { access: 'user' }, (context) =>
    ok<GetSupportAllowanceResponse>({ success: supportAllowanceOf(requireUser(context)) }),
  ),
]
