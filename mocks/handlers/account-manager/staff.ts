import { MARKETING_KINDS } from '@/config/account-manager'

import { db, type MarketingRequestRecord } from '../../db'
import { findUser } from '../../services/relations'
import { isWaiting, mailRequestStep } from './marketing'
import { managerById, managerName } from './managers'
import { mockNowMs } from '../../services/clock'

/**
 * The account manager as a staff persona the mock backend acts for (openapi "Account manager").
 * There is no staff sign-in: the manager works through the Catalyst's waiting requests on their
 * own schedule, which the mock plays out on the next read of a request once its time has come:
 * - `MARKETING_REVIEW_AFTER_MS` after it was sent, the manager starts on it (`in-review`);
 * - `MARKETING_ANSWER_AFTER_MS` after that, they answer it in their words for its kind.
 * The steps carry the times they were due (not the time of the read), so a request read after an
 * hour shows the review starting a minute after it was sent. Each step e-mails the Catalyst and,
 * through the db's change feed, raises the live `marketing requests changed` to their tabs. The
 * screen reads the list again every 30 seconds while a request waits, so an open page follows
 * its request to the answer. Declined requests only come from the seed.
 */
export const MARKETING_REVIEW_AFTER_MS = 60_000
export const MARKETING_ANSWER_AFTER_MS = 2 * 60_000

const DAY_MS = 24 * 60 * 60_000

/** The manager's answer, for the request's kind, addressed to its Catalyst. */
export function staffAnswerOf(request: MarketingRequestRecord, decidedAt: number): string {
  const firstName = findUser(request.counsellorId)?.firstName ?? 'there'
  const manager = managerById(request.managerId)
  const signature = manager ? managerName(manager) : 'Your account manager'
  if (request.kind === 'profile-review')
    return [
      `Thank you, ${firstName}. I have read your public profile.`,
      'Open your bio with the students you help best and what they achieved; name the countries and universities you know well in your specialisations; and keep your weekly hours open at least two weeks ahead so that students can book you.',
      'Book a call with me if you would like to go through it together.',
      `${signature}`,
    ].join('\n\n')
  const week = new Date(decidedAt + 7 * DAY_MS).toISOString().slice(0, 10)
  return [
    `Thank you, ${firstName}. Your ${MARKETING_KINDS[request.kind].label.toLowerCase()} is planned for the week starting ${week}: your card will be shown first to students searching in your countries and specialisations.`,
    'A short, recent bio and a clear profile photo make the most of it.',
    `${signature}`,
  ].join('\n\n')
}

/** Plays out the manager's steps now due on one request; the request as it now stands. */
export async function actOn(
  request: MarketingRequestRecord,
  now: number = mockNowMs(),
): Promise<MarketingRequestRecord> {
  if (!isWaiting(request.status)) return request
  let current = request
  const reviewAt = Date.parse(current.createdAt) + MARKETING_REVIEW_AFTER_MS
  if (current.status === 'open' && now >= reviewAt) {
    const started = await db.marketingRequests.updateRecord(current.id, {
      data(draft) {
        draft.status = 'in-review'
        draft.reviewStartedAt = new Date(reviewAt).toISOString()
      },
    })
    if (!started) return current
    current = started
    await mailRequestStep(current)
  }
  const answerAt = current.reviewStartedAt
    ? Date.parse(current.reviewStartedAt) + MARKETING_ANSWER_AFTER_MS
    : Number.POSITIVE_INFINITY
  if (current.status === 'in-review' && now >= answerAt) {
    const answered = await db.marketingRequests.updateRecord(current.id, {
      data(draft) {
        draft.status = 'answered'
        draft.decidedAt = new Date(answerAt).toISOString()
        draft.answer = staffAnswerOf(draft, answerAt)
      },
    })
    if (!answered) return current
    current = answered
    await mailRequestStep(current)
  }
  return current
}

/** Plays out the steps due on every waiting request of the Catalyst (before a read). */
export async function actForCatalyst(counsellorId: string, now: number = mockNowMs()) {
  const waiting = db.marketingRequests
    .lookup('counsellor', counsellorId)
    .filter((request) => isWaiting(request.status))
  for (const request of waiting) await actOn(request, now)
}
