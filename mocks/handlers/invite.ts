import type { HttpHandler } from 'msw'

import type {
  DecideCounsellorRequestResponse,
  DecideStudentRequestResponse,
  FetchAllRequestsResponse,
  FetchCounsellingStatsResponse,
  FetchLatestFourRequestsResponse,
  InviteStudentResponse,
} from '@/api/generated/types.gen'
import {
  zDecideCounsellorRequestBody,
  zDecideCounsellorRequestPath,
  zDecideStudentRequestBody,
  zDecideStudentRequestPath,
  zFetchCounsellingStatsPath,
  zInviteStudentBody,
} from '@/api/generated/zod.gen'

import { db } from '../db'
import { newId, nowIso } from '../services/ids'
import { sendMail } from '../services/mailbox'
import { INVITE_STATUS, findUser, findUserByEmail } from '../services/relations'
import { HttpError, ok, operation, requireUser } from './http'
import { fullName } from './shared/common'
import {
  acceptLink,
  linksOfCounsellor,
  linksOfHolder,
  linksOfStudent,
  rejectLink,
  toSentInvite,
} from './connections/connections'
import { INVALID_HTML, escapeHtml, isWellFormedHtml, sanitizeHtml } from './rich-text/html'
import { appOriginOf, invitationMail } from './connections/invitation-mail'
import { monthlyInviteStats } from './connections/invite-stats'
import { tellInvitationAnswered, tellRequestAnswered } from './notifications/events'

/**
 * Catalyst invitations and the answers to requests in both directions (spec part 1 sections 2,
 * 4, 6, 7). Both sides read the same `connections` rows, so a decision shows up on the other side.
 */
const ALREADY_ANSWERED = 'This request has already been answered.'

export const inviteHandlers: HttpHandler[] = [
  operation(
    'post',
    '/invite/inviteStudent',
    {
      access: 'user',
      roles: ['counsellor'],
      approvedCounsellor: {
        message: 'Your profile is awaiting moderator approval. You cannot send invites.',
      },
      body: zInviteStudentBody,
    },
    async (context) => {
      const counsellor = requireUser(context)
      const { body } = context
      const email = body.email.trim().toLowerCase()
      const student = findUserByEmail(email)
      if (student && student.role !== 'student')
        throw new HttpError(
          400,
          'This email belongs to a Catalyst account. Only students can be invited.',
        )
      const existing = linksOfHolder(student ?? { id: '', email }).filter(
        (link) => link.counsellorId === counsellor.id,
      )
      if (existing.some((link) => link.status === INVITE_STATUS.accepted))
        throw new HttpError(409, 'This student is already connected to you.')
      if (
        existing.some(
          (link) => link.direction === 'invite' && link.status === INVITE_STATUS.pending,
        )
      ) {
        throw new HttpError(409, 'An invitation is already pending for this email.')
      }
      const note = body.message?.trim() ?? ''
      if (body.isHtml && note && !isWellFormedHtml(note)) throw new HttpError(400, INVALID_HTML)
      const message = note ? (body.isHtml ? await sanitizeHtml(note) : escapeHtml(note)) : null
      const link = await db.connections.create({
        id: newId(),
        direction: 'invite',
        counsellorId: counsellor.id,
        studentId: student?.id ?? null,
        studentEmail: email,
        status: INVITE_STATUS.pending,
        message,
        interest: null,
        replyMessage: null,
        reason: null,
        createdAt: nowIso(),
        decidedAt: null,
      })
      await sendMail(
        invitationMail({
          to: email,
          catalystName: fullName(counsellor) || 'A Catalyst',
          note: message,
          recipient: student,
          origin: appOriginOf(context.request),
        }),
      )
      return ok<InviteStudentResponse>({ success: toSentInvite(link) })
    },
  ),

  operation(
    'get',
    '/invite/fetchCounsellingStats/{id}',
    { access: 'user', roles: ['counsellor'], params: zFetchCounsellingStatsPath },
    (context) => {
      const counsellor = requireUser(context)
      const { id } = context.params
      if (id !== counsellor.id) {
        if (!findUser(id)) throw new HttpError(404, 'Catalyst not found.')
        throw new HttpError(403, 'You can only read your own statistics.')
      }
      return ok<FetchCounsellingStatsResponse>({
        success: monthlyInviteStats(linksOfCounsellor(counsellor.id, 'invite')),
      })
    },
  ),

  operation(
    'get',
    '/invite/fetchAllRequests',
    { access: 'user', roles: ['counsellor'] },
    (context) => {
      const counsellor = requireUser(context)
      return ok<FetchAllRequestsResponse>({
        success: linksOfCounsellor(counsellor.id, 'invite').map(toSentInvite),
      })
    },
  ),

  operation(
    'get',
    '/invite/fetchLatestFourRequests',
    { access: 'user', roles: ['counsellor'] },
    (context) => {
      const counsellor = requireUser(context)
      return ok<FetchLatestFourRequestsResponse>({
        success: linksOfCounsellor(counsellor.id, 'invite').slice(0, 4).map(toSentInvite),
      })
    },
  ),

  operation(
    'post',
    '/invite/student/{studentId}/{action}',
    {
      access: 'user',
      roles: ['counsellor'],
      params: zDecideStudentRequestPath,
      body: zDecideStudentRequestBody,
    },
    async (context) => {
      const counsellor = requireUser(context)
      const { studentId, action } = context.params
      const student = findUser(studentId)
      const requests = student
        ? linksOfStudent(student, { direction: 'request', counsellorId: counsellor.id })
        : []
      const pending = requests.find((link) => link.status === INVITE_STATUS.pending)
      if (!student || !pending) {
        if (requests.length > 0) throw new HttpError(409, ALREADY_ANSWERED)
        throw new HttpError(404, 'Request not found.')
      }
      const reason = context.body?.reason?.trim() || null
      if (action === 'accept') {
        // The student asked for this catalyst: other pending requests of theirs stay open.
        await acceptLink(pending, student, { reason, rejectOtherPending: false })
      } else {
        await rejectLink(pending, student, { reason })
      }
      await tellRequestAnswered(pending, action === 'accept')
      return ok<DecideStudentRequestResponse>({
        success: true,
        message:
          action === 'accept'
            ? 'Invitation has been accepted successfully'
            : 'Invitation has been rejected successfully',
      })
    },
  ),

  operation(
    'post',
    '/invite/counsellor/{decision}/{id}',
    {
      access: 'user',
      roles: ['student'],
      params: zDecideCounsellorRequestPath,
      body: zDecideCounsellorRequestBody,
    },
    async (context) => {
      const student = requireUser(context)
      const { decision, id } = context.params
      const { body } = context
      const invites = linksOfStudent(student, { direction: 'invite', counsellorId: id })
      const pending = invites.find((link) => link.status === INVITE_STATUS.pending)
      if (!pending) {
        if (invites.length > 0) throw new HttpError(409, ALREADY_ANSWERED)
        throw new HttpError(404, 'Request not found.')
      }
      const answers = {
        reason: body.acceptRejectReason?.trim() || null,
        replyMessage: body.inviteMessage?.trim() || null,
      }
      if (decision === 'accept') {
        if (!body.interest)
          throw new HttpError(
            400,
            'College name, dream job and work location are required to accept a request.',
          )
        await acceptLink(pending, student, {
          ...answers,
          interest: body.interest,
          rejectOtherPending: true,
        })
      } else {
        await rejectLink(pending, student, answers)
      }
      await tellInvitationAnswered(pending, decision === 'accept')
      return ok<DecideCounsellorRequestResponse>({
        success: true,
        message:
          decision === 'accept'
            ? 'Catalyst request accepted successfully'
            : 'Catalyst request rejected successfully',
      })
    },
  ),
]
