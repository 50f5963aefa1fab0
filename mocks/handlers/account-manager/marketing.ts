import type { MarketingRequest, MarketingRequestStatus } from '@/api/generated/types.gen'
import {
  MARKETING_KINDS,
  MARKETING_MESSAGE_MIN,
  MARKETING_WAITING_MAX,
} from '@/config/account-manager'

import { db, type MarketingRequestRecord, type UserRecord } from '../../db'
import { sendMail } from '../../services/mailbox'
import { findUser } from '../../services/relations'
import { HttpError } from '../http-error'
import { fullName } from '../shared/common'
import { managerById, managerName, managerSummaryOf } from './managers'

/**
 * Personalised marketing support (openapi.yaml "Account manager"): a request goes open, then in
 * review, then answered or declined with the manager's words. The manager is a staff persona
 * the mock backend acts for (staff.ts). The Catalyst hears of every step by e-mail and the live
 * `marketing requests changed` (the db's change feed).
 */
export const MARKETING_MESSAGES = {
  tooShort: `Please write at least ${MARKETING_MESSAGE_MIN} characters, so that your account manager knows what you need.`,
  waiting: `You already have ${MARKETING_WAITING_MAX} requests waiting for an answer. You can send another once one of them is answered.`,
  notApproved: 'Your profile must be approved before it can be spotlighted in Find Catalysts.',
  notFound: 'Request not found.',
  notYours: 'You do not have permission to perform this action.',
} as const

export const isWaiting = (status: MarketingRequestStatus) =>
  status === 'open' || status === 'in-review'

/** How many of the Catalyst's requests wait for an answer. */
export function waitingCountOf(counsellorId: string): number {
  return db.marketingRequests
    .lookup('counsellor', counsellorId)
    .filter((request) => isWaiting(request.status)).length
}

/** The rules of a new request that the schema cannot say (400, 409, 429). */
export function checkNewRequest(
  catalyst: UserRecord,
  kind: MarketingRequestRecord['kind'],
  message: string,
): void {
  if (message.length < MARKETING_MESSAGE_MIN) throw new HttpError(400, MARKETING_MESSAGES.tooShort)
  if (kind === 'directory-spotlight' && !catalyst.isCounsellorApproved)
    throw new HttpError(409, MARKETING_MESSAGES.notApproved)
  if (waitingCountOf(catalyst.id) >= MARKETING_WAITING_MAX)
    throw new HttpError(429, MARKETING_MESSAGES.waiting)
}

/** A request of the caller: 404 for an unknown id, 403 for another Catalyst's. */
export function requireRequestOf(catalyst: UserRecord, requestId: string): MarketingRequestRecord {
  const request = db.marketingRequests.get(requestId)
  if (!request) throw new HttpError(404, MARKETING_MESSAGES.notFound)
  if (request.counsellorId !== catalyst.id) throw new HttpError(403, MARKETING_MESSAGES.notYours)
  return request
}

export function toMarketingRequest(request: MarketingRequestRecord): MarketingRequest {
  return {
    id: request.id,
    kind: request.kind,
    message: request.message,
    status: request.status,
    manager: managerSummaryOf(request.managerId),
    createdAt: request.createdAt,
    reviewStartedAt: request.reviewStartedAt,
    decidedAt: request.decidedAt,
    answer: request.answer,
  }
}

/** Where the Catalyst follows a request: the Account manager page. */
export function requestLink(request: MarketingRequestRecord): string | null {
  return request.appOrigin ? `${request.appOrigin}/account-manager` : null
}

const kindLabel = (request: MarketingRequestRecord) => MARKETING_KINDS[request.kind].label

/** The e-mail of a step: to the manager when sent, to the Catalyst at every later step. */
export async function mailRequestStep(request: MarketingRequestRecord): Promise<void> {
  const manager = managerById(request.managerId)
  const catalyst = findUser(request.counsellorId)
  if (!manager || !catalyst) return
  const name = managerName(manager)
  if (request.status === 'open') {
    await sendMail({
      to: manager.email.toLowerCase(),
      subject: `New marketing request from ${fullName(catalyst)}: ${kindLabel(request)}`,
      text: [
        `Hello ${manager.firstName},`,
        '',
        `${fullName(catalyst)} (${catalyst.email}) asks for: ${kindLabel(request)}.`,
        '',
        request.message,
      ].join('\n'),
      kind: 'notification',
    })
    return
  }
  const step: Record<Exclude<MarketingRequestStatus, 'open'>, [string, string]> = {
    'in-review': ['is being reviewed', `${name} has started on your request.`],
    answered: ['answered', `${name} answered your request:`],
    declined: ['declined', `${name} cannot take on your request:`],
  }
  const [subject, lead] = step[request.status]
  await sendMail({
    to: catalyst.email.toLowerCase(),
    subject: `Your ${kindLabel(request).toLowerCase()} request ${subject}`,
    text: [
      `Hello ${catalyst.firstName},`,
      '',
      lead,
      ...(request.answer ? ['', request.answer] : []),
      '',
      `You asked: ${request.message}`,
    ].join('\n'),
    kind: 'notification',
    link: requestLink(request),
  })
}
