import type { HttpHandler } from 'msw'

import type {
  GetCounsellorAcceptedStudentsResponse,
  GetDashboardStudentsDataResponse,
  GetLearnHubProgressWithYearResponse,
  GetNextLearningsAndLearnHubProgressResponse,
  GetStudentsRequestDataResponse,
} from '@/api/generated/types.gen'
import { zGetLearnHubProgressWithYearQuery } from '@/api/generated/zod.gen'

import { INVITE_STATUS, findUser } from '../services/relations'
import { ok, operation, requireUser } from './http'
import { linksOfCounsellor } from './connections/connections'
import { dashboardStudentsData } from './dashboard/dashboard-data'
import { dashboardLearningData, learnHubProgress } from './dashboard/learning-data'
import { connectedStudents, toStudentCard, toStudentRequest } from './connections/students'
import { picturesOf } from './uploads/links'

/** The catalyst dashboard and My Students (spec part 1 sections 2, 3, 7; part 2 sections 3, 7). */
const counsellorOnly = { access: 'user', roles: ['counsellor'] } as const

export const dashboardHandlers: HttpHandler[] = [
  operation('get', '/dashboard/getDashboardStudentsData', counsellorOnly, (context) =>
    ok<GetDashboardStudentsDataResponse>({
      success: dashboardStudentsData(requireUser(context).id),
    }),
  ),

  operation('get', '/dashboard/getNextLearningsAndLearnHubProgress', counsellorOnly, (context) =>
    ok<GetNextLearningsAndLearnHubProgressResponse>({
      success: dashboardLearningData(requireUser(context).id),
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
