import type { HttpHandler } from 'msw'

import type {
  ConnectWithCounsellorResponse,
  GetCounsellingInfoResponse,
  GetCounsellorsRequestsResponse,
  GetCounsellorsResponse,
  GetRecommendedPathwayResponse,
} from '@/api/generated/types.gen'
import { zConnectWithCounsellorBody, zConnectWithCounsellorPath } from '@/api/generated/zod.gen'
import { CONNECT_REQUEST_WINDOW_MS, CONNECT_REQUESTS_PER_WINDOW } from '@/config/constants'

import { db } from '../db'
import { newId, nowIso } from '../services/ids'
import { INVITE_STATUS, acceptedConnectionOf, findUser } from '../services/relations'
import { admit, oneAtATime, throttleKey } from '../services/throttle'
import { HttpError, ok, operation, requireUser } from './http'
import { newestFirst } from './shared/common'
import {
  badgeCounts,
  catalystStatsOf,
  directoryStatus,
  toAssignedCatalyst,
  toCatalyst,
  toCatalystRequest,
} from './connections/catalysts'
import { dropCurrentConnection, linksOfStudent } from './connections/connections'
import {
  inquiryRefusal,
  isListedCatalyst,
  NOT_IN_DIRECTORY,
  takesInquiries,
} from './connections/directory'
import { escapeHtml } from './rich-text/html'
import { assignmentOf, toStudentPathway } from './pathways/pathways'
import { picturesOf } from './uploads/links'
import { tellRequestReceived } from './notifications/events'

/** Student-side calls (spec part 1 section 7; part 2 sections 3, 4, 7). */
export const TOO_MANY_CONNECT_REQUESTS = `You have sent ${CONNECT_REQUESTS_PER_WINDOW} connection requests in the last 24 hours. Please try again later.`
const studentOnly = { access: 'user', roles: ['student'] } as const

export const userHandlers: HttpHandler[] = [
  operation('get', '/user/counsellorsRequests', studentOnly, async (context) => {
    const student = requireUser(context)
    const invites = newestFirst(
      linksOfStudent(student, { direction: 'invite', status: INVITE_STATUS.pending }),
      (link) => link.createdAt,
    ).flatMap((link) => {
      const counsellor = findUser(link.counsellorId)
      return counsellor ? [{ link, counsellor }] : []
    })
    const pictureOf = await picturesOf(
      context.request,
      invites.map(({ counsellor }) => counsellor),
    )
    return ok<GetCounsellorsRequestsResponse>({
      success: invites.map(({ link, counsellor }) =>
        toCatalystRequest(link, counsellor, pictureOf),
      ),
    })
  }),

  operation('get', '/user/recommendedPathway', studentOnly, (context) => {
    const student = requireUser(context)
    // The pathway counts while its catalyst is the student's connected one.
    const link = acceptedConnectionOf(student.id)
    const assigned = link ? assignmentOf(student.id, link.counsellorId) : undefined
    return ok<GetRecommendedPathwayResponse>({
      success: assigned ? toStudentPathway(assigned) : null,
    })
  }),

  operation('get', '/user/counsellingInfo', studentOnly, async (context) => {
    const student = requireUser(context)
    const link = acceptedConnectionOf(student.id)
    const counsellor = link ? findUser(link.counsellorId) : undefined
    const pictureOf = await picturesOf(context.request, counsellor ? [counsellor] : [])
    return ok<GetCounsellingInfoResponse>({
      success: link && counsellor ? toAssignedCatalyst(link, counsellor, student, pictureOf) : null,
    })
  }),

  operation(
    'post',
    '/user/connectWithCounsellor/{id}',
    { ...studentOnly, params: zConnectWithCounsellorPath, body: zConnectWithCounsellorBody },
    async (context) => {
      const student = requireUser(context)
      const { params, body } = context
      const counsellor = findUser(params.id)
      // Two rules, each checked (openapi "Plans"): in the directory, then taking inquiries.
      if (!isListedCatalyst(counsellor)) throw new HttpError(404, NOT_IN_DIRECTORY)
      if (!takesInquiries(counsellor)) throw new HttpError(403, inquiryRefusal(counsellor))
      const message = body.invite_message?.trim()
      // A student's requests run one at a time: parallel requests to one Catalyst store one (the
      // others answer 409), and the rate counts each.
      const link = await oneAtATime(`connect:${student.id}`, async () => {
        const status = directoryStatus(
          linksOfStudent(student, { counsellorId: counsellor.id }),
          counsellor.id,
        )
        if (status === 'accepted')
          throw new HttpError(409, 'You are already connected to this Catalyst.')
        if (status === 'invited') throw new HttpError(409, 'Your connection request is pending')
        const refused = await admit(throttleKey('connect-request', student.id), {
          max: CONNECT_REQUESTS_PER_WINDOW,
          windowMs: CONNECT_REQUEST_WINDOW_MS,
        })
        if (refused) throw new HttpError(429, TOO_MANY_CONNECT_REQUESTS, refused)
        // "After a successful new request any currently connected catalyst is cleared" (part 2 section 4).
        await dropCurrentConnection(student)
        return db.connections.create({
          id: newId(),
          direction: 'request',
          counsellorId: counsellor.id,
          studentId: student.id,
          studentEmail: student.email,
          status: INVITE_STATUS.pending,
          message: message ? escapeHtml(message) : null,
          interest: { ...body.interest },
          replyMessage: null,
          reason: null,
          createdAt: nowIso(),
          decidedAt: null,
        })
      })
      await db.users.updateRecord(student, {
        data(record) {
          record.interest = { ...body.interest }
        },
      })
      await tellRequestReceived(link, message ?? null)
      return ok<ConnectWithCounsellorResponse>({
        success: { counsellorId: counsellor.id, status: 'invited', created_at: link.createdAt },
      })
    },
  ),

  operation('get', '/user/counsellors', studentOnly, async (context) => {
    const student = requireUser(context)
    const links = linksOfStudent(student)
    const listed = db.users.lookup('role', 'counsellor').filter(isListedCatalyst)
    // Stats and badges of every listed catalyst in one pass: the large scenario lists hundreds.
    const ids = listed.map((counsellor) => counsellor.id)
    const known = { badges: badgeCounts(ids), stats: catalystStatsOf(ids) }
    const pictureOf = await picturesOf(context.request, listed)
    const catalysts = listed.map((counsellor) =>
      toCatalyst(counsellor, directoryStatus(links, counsellor.id), pictureOf, known),
    )
    // Top placement for featured Catalysts (issue 29); a stable sort keeps the order within each.
    catalysts.sort((a, b) => Number(b.featured) - Number(a.featured))
    return ok<GetCounsellorsResponse>({ success: catalysts })
  }),
]
