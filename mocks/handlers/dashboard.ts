import type { HttpHandler } from 'msw'

import type {
  GetCounsellorAcceptedStudentsResponse,
  GetDashboardStudentCountsResponse,
  GetDashboardStudentsDataResponse,
  GetLearnHubProgressResponse,
  GetLearnHubProgressWithYearResponse,
  GetNextLearningsAndLearnHubProgressResponse,
  GetStudentRequestTrendResponse,
  GetStudentsRequestDataResponse,
} from '@/api/generated/types.gen'
import {
  zGetLearnHubProgressWithYearQuery,
  zGetStudentRequestTrendQuery,
} from '@/api/generated/zod.gen'

import { INVITE_STATUS, findUser } from '../services/relations'
import { ok, operation, requireUser } from './http'
import { linksOfCounsellor } from './connections/connections'
import { connectedStudentsFigures, dashboardStudentsData } from './dashboard/dashboard-data'
import { dashboardLearningData, learnHubProgress } from './dashboard/learning-data'
import { studentRequestTrend } from './dashboard/request-trend'
import { connectedStudents, toStudentCard, toStudentRequest } from './connections/students'
import { picturesOf } from './uploads/links'

/**
 * The catalyst dashboard and My Students (spec part 1 sections 2, 3, 7; part 2 sections 3, 7).
 * The smart dashboard's analysis needs Prime or Elite Access (issue 34); the counts, the
 * Catalyst's own learning, the requests to answer and My Students are open to every Catalyst.
 */
const counsellorOnly = { access: 'user', roles: ['counsellor'] } as const
const smartDashboard = { ...counsellorOnly, plan: 'smart-dashboard' } as const

export const dashboardHandlers: HttpHandler[] = [
  operation('get', '/dashboard/getDashboardStudentsData', smartDashboard, (context) =>
    ok<GetDashboardStudentsDataResponse>({
      success: dashboardStudentsData(requireUser(context).id),
    }),
  ),

  operation('get', '/dashboard/getNextLearningsAndLearnHubProgress', smartDashboard, (context) =>
    ok<GetNextLearningsAndLearnHubProgressResponse>({
      success: dashboardLearningData(requireUser(context).id),
    }),
  ),

  operation(
    'get',
    '/dashboard/studentRequestTrend',
    { ...smartDashboard, query: zGetStudentRequestTrendQuery },
    (context) =>
      ok<GetStudentRequestTrendResponse>({
        success: {
          months: studentRequestTrend(requireUser(context).id, context.query.timeZone),
        },
      }),
  ),

  operation('get', '/dashboard/studentCounts', counsellorOnly, (context) =>
    ok<GetDashboardStudentCountsResponse>({
      success: { connectedStudentsData: connectedStudentsFigures(requireUser(context).id) },
    }),
  ),

  operation('get', '/dashboard/learnHubProgress', counsellorOnly, (context) =>
    ok<GetLearnHubProgressResponse>({
      success: { learnHubProgressDetails: learnHubProgress(requireUser(context).id) },
    }),
  ),

  operation(
    'get',
    '/dashboard/getLearnHubProgressWithYear',
    { ...counsellorOnly, query: zGetLearnHubProgressWithYearQuery },
    (context) =>
      ok<GetLearnHubProgressWithYearResponse>({
        success: {
          learnHubProgressDetails: learnHubProgress(requireUser(context).id, context.query.year),
        },
      }),
  ),

  operation('get', '/dashboard/studentsRequestData', counsellorOnly, async (context) => {
    const counsellor = requireUser(context)
    const requests = linksOfCounsellor(counsellor.id, 'request', INVITE_STATUS.pending).flatMap(
      (link) => {
        const student = link.studentId ? findUser(link.studentId) : undefined
        return student ? [{ link, student }] : []
      },
    )
    const pictureOf = await picturesOf(
      context.request,
      requests.map(({ student }) => student),
    )
    return ok<GetStudentsRequestDataResponse>({
      success: requests.map(({ link, student }) => toStudentRequest(link, student, pictureOf)),
    })
  }),

  operation('get', '/dashboard/counsellorAcceptedStudents', counsellorOnly, async (context) => {
    const counsellor = requireUser(context)
    const students = connectedStudents(counsellor.id)
    const pictureOf = await picturesOf(
      context.request,
      students.map(({ student }) => student),
    )
    return ok<GetCounsellorAcceptedStudentsResponse>({
      success: students.map((item) => toStudentCard(item, pictureOf)),
    })
  }),
]
