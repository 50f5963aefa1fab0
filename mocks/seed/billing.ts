import type { CheckoutRecord, SupportRequestRecord, UserRecord } from '../db'
import { DAY, HOUR, MINUTE, type SeedContext } from './faker'

const prices = {
  basic: { month: 100, year: 1100 },
  prime: { month: 200, year: 2200 },
  elite: { month: 500, year: 3500 },
} as const

type Tier = keyof typeof prices

interface CheckoutSpec {
  user: UserRecord
  tier: Tier
  interval: 'month' | 'year'
  state: 'active' | 'open' | 'expired'
  createdAgoMs: number
}

/** A checkout session: paid and active, still open, or expired without payment. */
export function makeCheckout(ctx: SeedContext, spec: CheckoutSpec): CheckoutRecord {
  const createdMs = ctx.nowMs - spec.createdAgoMs
  const paid = spec.state === 'active'
  return {
    sessionId: `cs_test_${ctx.alphanumeric(24)}`,
    userId: spec.user.id,
    tier: spec.tier,
    interval: spec.interval,
    amount: prices[spec.tier][spec.interval],
    status: spec.state === 'active' ? 'complete' : spec.state,
    payment_status: paid ? 3 : spec.state === 'open' ? 1 : 5,
    paymentId: paid ? `pi_${ctx.alphanumeric(24)}` : null,
    paymentMethod: paid ? `Visa \u2022\u2022\u2022\u2022 ${ctx.digits(4, false)}` : null,
    createdAt: new Date(createdMs).toISOString(),
    completedAt: paid ? new Date(createdMs + ctx.int(1, 6) * MINUTE).toISOString() : null,
  }
}

/** A 1x1 PNG, so the seeded attachment is a real (tiny) image. */
const tinyPng =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg=='

export function makeSupportRequests(
  ctx: SeedContext,
  student: UserRecord,
  counsellor: UserRecord,
): SupportRequestRecord[] {
  return [
    {
      id: ctx.uuid(),
      userId: student.id,
      question:
        'The Scholarships hub shows as complete but I cannot find a certificate anywhere. Could you check?',
      fileName: 'hub-screenshot.png',
      attachment: tinyPng,
      createdAt: ctx.isoAgo(3 * DAY + ctx.int(1, 12) * HOUR),
    },
    {
      id: ctx.uuid(),
      userId: counsellor.id,
      question: 'How can I export the notes I wrote about my students as a PDF for my records?',
      fileName: null,
      attachment: null,
      createdAt: ctx.isoAgo(9 * DAY + ctx.int(1, 12) * HOUR),
    },
  ]
}
