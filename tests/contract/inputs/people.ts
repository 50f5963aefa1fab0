import {
  accessTokenOf as tokenOf,
  accountUser as user,
  chatPartnerOf,
  freshCatalyst,
  pendingInviteFor,
  pendingRequestTo,
} from '../principals'
import type { ValidCallFactory } from './valid-call'

/**
 * Profiles, invitations and requests, the dashboard, the Catalyst directory, chat and the
 * activity log.
 */
export const peopleCalls: Record<string, ValidCallFactory> = {
  getUserProfileInfo: async (as = 'student') => ({ token: await tokenOf(as) }),
  updateStudentProfile: async (as = 'student') => ({
    token: await tokenOf(as),
    body: { section: 'personal', data: { city: 'Pune' } },
  }),
  updateCounsellorProfile: async (as = 'counsellor') => ({
    token: await tokenOf(as),
    body: { section: 'personal', data: { bio: 'Guiding students into engineering careers' } },
  }),
  inviteStudent: async (as = 'counsellor') => ({
    token: await tokenOf(as),
    body: {
      email: `invitee.${crypto.randomUUID().slice(0, 8)}@example.org`,
      message: '<p>Join me on <strong>Catalyst</strong></p>',
      isHtml: true,
    },
  }),
  fetchCounsellingStats: async (as = 'counsellor') => ({
    token: await tokenOf(as),
    path: { id: user(as).id },
  }),
  fetchAllRequests: async (as = 'counsellor') => ({ token: await tokenOf(as) }),
  fetchLatestFourRequests: async (as = 'counsellor') => ({ token: await tokenOf(as) }),
  decideStudentRequest: async (as = 'counsellor') => ({
    token: await tokenOf(as),
    path: { studentId: await pendingRequestTo(as), action: 'accept' },
    body: { reason: 'Happy to guide you' },
  }),
  decideCounsellorRequest: async (as = 'newStudent') => ({
    token: await tokenOf(as),
    path: { decision: 'accept', id: await pendingInviteFor(as) },
    body: {
      interest: { college: 'IIT Bombay', company: 'Data Scientist', stream: 'Bengaluru' },
      inviteMessage: 'Looking forward to it',
    },
  }),
  getDashboardStudentsData: async (as = 'counsellor') => ({ token: await tokenOf(as) }),
  getNextLearningsAndLearnHubProgress: async (as = 'counsellor') => ({ token: await tokenOf(as) }),
  getLearnHubProgressWithYear: async (as = 'counsellor') => ({
    token: await tokenOf(as),
    query: { year: new Date().getFullYear() },
  }),
  getStudentsRequestData: async (as = 'counsellor') => ({ token: await tokenOf(as) }),
  getCounsellorAcceptedStudents: async (as = 'counsellor') => ({ token: await tokenOf(as) }),
  getDashboardStudentCounts: async (as = 'counsellor') => ({ token: await tokenOf(as) }),
  getLearnHubProgress: async (as = 'counsellor') => ({ token: await tokenOf(as) }),
  getStudentRequestTrend: async (as = 'counsellor') => ({
    token: await tokenOf(as),
    query: { timeZone: 'Asia/Kolkata' },
  }),
  getCounsellorsRequests: async (as = 'newStudent') => ({ token: await tokenOf(as) }),
  getRecommendedPathway: async (as = 'student') => ({ token: await tokenOf(as) }),
  getCounsellingInfo: async (as = 'student') => ({ token: await tokenOf(as) }),
  // A catalyst the student has no link with yet (asking again, or the connected one, is a 409).
  connectWithCounsellor: async (as = 'newStudent') => ({
    token: await tokenOf(as),
    path: { id: (await freshCatalyst()).id },
    body: {
      interest: { college: 'MIT', company: 'Engineer', stream: 'Boston' },
      invite_message: 'Hello!',
    },
  }),
  getCounsellors: async (as = 'student') => ({ token: await tokenOf(as) }),
  fetchChats: async (as = 'counsellor') => ({ token: await tokenOf(as) }),
  getActivityLog: async (as = 'counsellor') => ({
    token: await tokenOf(as),
    query: { page: 1, pageSize: 20 },
  }),
  readMessages: async (as = 'counsellor') => ({
    token: await tokenOf(as),
    body: { userSk: (await chatPartnerOf(as)).sk },
  }),
  sendMessage: async (as = 'counsellor') => ({
    token: await tokenOf(as),
    body: { userSk: (await chatPartnerOf(as)).sk, message: 'How is the pathway going?' },
  }),
  getMessages: async (as = 'student') => ({
    token: await tokenOf(as),
    path: { userSk: (await chatPartnerOf(as)).sk },
  }),
}
