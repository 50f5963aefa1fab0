import type {
  MarketingRequestEnvelope,
  MarketingRequestPageEnvelope,
} from '@/api/generated/types.gen'
import type {
  zCreateMarketingRequestBody,
  zGetMarketingRequestPath,
  zListMyMarketingRequestsQuery,
} from '@/api/generated/zod.gen'
import { MARKETING_REQUESTS_PAGE_SIZE, MARKETING_WAITING_MAX } from '@/config/account-manager'

import { db } from '../../../db'
import { newId, nowIso } from '../../../services/ids'
import { oneAtATime } from '../../../services/throttle'
import { ok, requireUser, type ContextOf } from '../../http'
import { appOrigin } from '../../shared/mock-services'
import { managerOf } from '../managers'
import {
  checkNewRequest,
  mailRequestStep,
  requireRequestOf,
  toMarketingRequest,
  waitingCountOf,
} from '../marketing'
import { actForCatalyst, actOn } from '../staff'

/** The Catalyst's marketing requests: the list, one request, a new one. */

const underCatalyst = <T>(counsellorId: string, work: () => Promise<T>) =>
  oneAtATime(`marketing:${counsellorId}`, work)

export async function listMyMarketingRequests(
  context: ContextOf<{ query: typeof zListMyMarketingRequestsQuery }>,
): Promise<Response> {
  const catalyst = requireUser(context)
  const { page = 1, pageSize = MARKETING_REQUESTS_PAGE_SIZE } = context.query
  await underCatalyst(catalyst.id, () => actForCatalyst(catalyst.id))
  const requests = db.marketingRequests
    .lookup('counsellor', catalyst.id)
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt))
  const first = (page - 1) * pageSize
  return ok<MarketingRequestPageEnvelope>({
    success: {
      requests: requests.slice(first, first + pageSize).map(toMarketingRequest),
      page,
      pageSize,
      total: requests.length,
      hasMore: first + pageSize < requests.length,
      waiting: waitingCountOf(catalyst.id),
      waitingLimit: MARKETING_WAITING_MAX,
    },
  })
}

export async function getMarketingRequest(
  context: ContextOf<{ params: typeof zGetMarketingRequestPath }>,
): Promise<Response> {
  const catalyst = requireUser(context)
  const found = requireRequestOf(catalyst, context.params.requestId)
  const request = await underCatalyst(catalyst.id, () =>
    actOn(db.marketingRequests.get(found.id) ?? found),
  )
  return ok<MarketingRequestEnvelope>({ success: toMarketingRequest(request) })
}

export async function createMarketingRequest(
  context: ContextOf<{ body: typeof zCreateMarketingRequestBody }>,
): Promise<Response> {
  const catalyst = requireUser(context)
  const message = context.body.message.trim()
  const { manager } = await managerOf(catalyst)
  const request = await underCatalyst(catalyst.id, async () => {
    await actForCatalyst(catalyst.id)
    checkNewRequest(catalyst, context.body.kind, message)
    return db.marketingRequests.create({
      id: newId(),
      counsellorId: catalyst.id,
      managerId: manager.id,
      kind: context.body.kind,
      message,
      status: 'open',
      createdAt: nowIso(),
      reviewStartedAt: null,
      decidedAt: null,
      answer: null,
      appOrigin: appOrigin(context.request),
    })
  })
  await mailRequestStep(request)
  return ok<MarketingRequestEnvelope>({ success: toMarketingRequest(request) })
}
