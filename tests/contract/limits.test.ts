import { describe, expect, it } from 'vitest'
import { parse } from 'yaml'

import {
  APPLICATION_MAX_BYTES,
  CHAT_DIGEST_DELAY_MS,
  CHAT_MESSAGE_WINDOW_MS,
  CHAT_MESSAGES_PER_WINDOW,
  CONNECT_REQUEST_WINDOW_MS,
  CONNECT_REQUESTS_PER_WINDOW,
  HELP_REQUEST_WINDOW_MS,
  HELP_REQUESTS_PER_WINDOW,
  PROFILE_LIST_MAX_ENTRIES,
  REQUEST_EXPIRY_MS,
  REQUEST_NUDGE_MS,
  SESSION_REMINDER_HOURS,
  SESSION_BOOKING_WINDOW_MS,
  SESSION_BOOKINGS_PER_WINDOW,
  UPLOAD_WINDOW_MS,
  UPLOADS_PER_WINDOW,
} from '@/config/constants'

import spec from '../../openapi/bundled/openapi.yaml?raw'

/**
 * The limits the contract writes down ("Limits": `x-rate-limit`, the profile lists' `maxItems`,
 * the application's 413) are the numbers the mock backend enforces (src/config/constants.ts),
 * and every limited operation declares the status its refusal answers. The behaviour itself,
 * parallel calls included, is tested beside each handler.
 */
interface RateLimit {
  key: string
  max: number
  window: string
}
interface Operation {
  operationId: string
  'x-rate-limit'?: RateLimit
  responses: Record<string, unknown>
}
interface Schema {
  properties?: Record<string, { type?: string; maxItems?: number }>
}
const doc = parse(spec) as {
  paths: Record<string, Record<string, Operation>>
  components: { schemas: Record<string, Schema> }
}
const operations = Object.values(doc.paths).flatMap((item) => Object.values(item))
const byId = (id: string) => operations.find((op) => op.operationId === id)

/** What the mock backend counts under each key (mocks/services/throttle.ts ThrottleKind). */
const ENFORCED: Record<string, { max: number; windowMs: number; operationIds: string[] }> = {
  upload: { max: UPLOADS_PER_WINDOW, windowMs: UPLOAD_WINDOW_MS, operationIds: ['uploadFile'] },
  'help-request': {
    max: HELP_REQUESTS_PER_WINDOW,
    windowMs: HELP_REQUEST_WINDOW_MS,
    operationIds: ['createSupportRequest'],
  },
  'chat-message': {
    max: CHAT_MESSAGES_PER_WINDOW,
    windowMs: CHAT_MESSAGE_WINDOW_MS,
    operationIds: ['sendMessage'],
  },
  'connect-request': {
    max: CONNECT_REQUESTS_PER_WINDOW,
    windowMs: CONNECT_REQUEST_WINDOW_MS,
    operationIds: ['connectWithCounsellor'],
  },
  // Counted from the student's sessions (booked in the window, cancelled ones included).
  'session-booking': {
    max: SESSION_BOOKINGS_PER_WINDOW,
    windowMs: SESSION_BOOKING_WINDOW_MS,
    operationIds: ['bookSession'],
  },
}

/** An ISO 8601 duration of one unit (PT10M, PT24H, PT30S) in milliseconds. */
function durationMs(duration: string): number {
  const match = /^PT(\d+)([HMS])$/.exec(duration)
  if (!match) throw new Error(`not a one-unit ISO 8601 duration: ${duration}`)
  const unit = { H: 3_600_000, M: 60_000, S: 1000 }[match[2] as 'H' | 'M' | 'S']
  return Number(match[1]) * unit
}

describe('the limits the contract writes down', () => {
  const limited = operations.filter((op) => op['x-rate-limit'])

  it('are the rate limits the mock backend enforces, each operation declaring 429', () => {
    const declared = limited.map((op) => {
      const limit = op['x-rate-limit']!
      return [op.operationId, limit.key, limit.max, durationMs(limit.window)] as const
    })
    const enforced = Object.entries(ENFORCED).flatMap(([key, { max, windowMs, operationIds }]) =>
      operationIds.map((id) => [id, key, max, windowMs] as const),
    )
    expect(declared.toSorted()).toEqual(enforced.toSorted())
    for (const op of limited) expect(op.responses, op.operationId).toHaveProperty('429')
  })

  it('cap each profile list at PROFILE_LIST_MAX_ENTRIES', () => {
    const lists = Object.entries(doc.components.schemas).flatMap(([name, schema]) =>
      Object.entries(schema.properties ?? {})
        .filter(([field]) =>
          ['education', 'experience', 'workExperience', 'certifications', 'kycDocs'].includes(
            field,
          ),
        )
        .filter(
          ([, property]) => property.type === 'array' && /Input|Section|Professional/.test(name),
        )
        .map(([field, property]) => [`${name}.${field}`, property.maxItems] as const),
    )
    expect(lists.length).toBeGreaterThanOrEqual(5)
    for (const [where, maxItems] of lists) expect(maxItems, where).toBe(PROFILE_LIST_MAX_ENTRIES)
  })

  it('answer an application over APPLICATION_MAX_BYTES with 413 and a second one with 409', () => {
    const provision = byId('provisionHub')
    expect(provision?.responses).toHaveProperty('413')
    expect(provision?.responses).toHaveProperty('409')
    expect(spec).toContain(`**${APPLICATION_MAX_BYTES / (1024 * 1024)} MB** (**413**)`)
  })

  it("write the scheduled jobs' numbers (issue 35) as the mock backend runs them", () => {
    expect(spec).toContain(`**${REQUEST_NUDGE_MS / 3_600_000} hours** after it was sent`)
    expect(spec).toContain(`**${REQUEST_EXPIRY_MS / 86_400_000} days** expires`)
    expect(SESSION_REMINDER_HOURS).toEqual([24, 1])
    expect(spec).toContain('remind both people **24 hours** and')
    expect(spec).toContain(
      `chat messages unread **${CHAT_DIGEST_DELAY_MS / 60_000} minutes** after`,
    )
  })
})
