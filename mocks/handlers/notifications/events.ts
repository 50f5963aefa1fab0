import { APPLICATION_STATUS_NAMES } from '@/config/status-codes'

import { db, type AchievementRecord, type ApplicationRecord, type ConnectionRecord } from '../../db'
import { notify } from '../../services/notify'
import { findUser } from '../../services/relations'
import { fullName } from '../shared/common'

/**
 * The immediate events of issue 35, each told to the person it concerns (never the one who did
 * it) through notify(). The links are the app paths where each is seen.
 */
const nameOf = (userId: string | null, fallback: string) => {
  const user = userId ? findUser(userId) : undefined
  return (user && fullName(user)) || fallback
}

/** A student asked a Catalyst to connect: to the Catalyst. */
export function tellRequestReceived(link: ConnectionRecord, message: string | null) {
  const title = `${nameOf(link.studentId, 'A student')} asked to connect with you.`
  return notify({
    userId: link.counsellorId,
    kind: 'request-received',
    title,
    link: '/dashboard',
    subject: 'New student request on Catalyst',
    text: message ? `${title}\n\n${message}` : title,
  })
}

/** A Catalyst accepted or declined a student's request: to the student. */
export function tellRequestAnswered(link: ConnectionRecord, accepted: boolean) {
  if (!link.studentId) return Promise.resolve(null)
  const catalyst = nameOf(link.counsellorId, 'The Catalyst')
  return notify({
    userId: link.studentId,
    kind: 'request-answered',
    title: accepted
      ? `${catalyst} accepted your request to connect.`
      : `${catalyst} declined your request to connect.`,
    link: accepted ? '/my-pathway' : '/find-counsellors',
  })
}

/** A student accepted or declined a Catalyst's invitation: to the Catalyst. */
export function tellInvitationAnswered(link: ConnectionRecord, accepted: boolean) {
  const student = nameOf(link.studentId, link.studentEmail)
  return notify({
    userId: link.counsellorId,
    kind: 'invitation-answered',
    title: accepted
      ? `${student} accepted your invitation.`
      : `${student} declined your invitation.`,
    link: accepted ? '/my-student' : '/invite-student',
  })
}

/** A Catalyst recommended a pathway: to the student. */
export function tellPathwayAssigned(studentId: string, counsellorId: string, pathway: string) {
  return notify({
    userId: studentId,
    kind: 'pathway-assigned',
    title: `${nameOf(counsellorId, 'Your Catalyst')} recommended the pathway ${pathway}.`,
    link: '/my-pathway',
  })
}

/** A Catalyst marked a step of the student's pathway complete: to the student. */
export function tellStepCompleted(studentId: string, counsellorId: string, step: string) {
  return notify({
    userId: studentId,
    kind: 'step-completed',
    title: `${nameOf(counsellorId, 'Your Catalyst')} marked the step ${step} complete.`,
    link: '/my-pathway',
  })
}

const appliedHubsOf = (userId: string) =>
  findUser(userId)?.role === 'counsellor' ? '/learning-hub/applied' : '/learningHub'

/** An application moved to another status (the hub's staff, the hosted course): to the learner. */
export function tellApplicationStatus(application: ApplicationRecord) {
  const hub = db.learnHubs.get(application.learnHubId)?.name ?? 'a learning hub'
  return notify({
    userId: application.userId,
    kind: 'application-status',
    title: `Your application to ${hub} is now ${APPLICATION_STATUS_NAMES[application.status]}.`,
    link: appliedHubsOf(application.userId),
  })
}

/** A certificate (the hub's badge) was issued: to its holder. */
export function tellCertificateIssued(achievement: AchievementRecord) {
  const counsellor = findUser(achievement.userId)?.role === 'counsellor'
  return notify({
    userId: achievement.userId,
    kind: 'certificate-issued',
    title: `Your certificate ${achievement.name} for ${achievement.LearnHubName} was issued.`,
    link: counsellor ? `/verified-certificate/${achievement.id}` : '/student-profile',
  })
}

/** A Catalyst's plan was cancelled in the billing portal: to the Catalyst. */
export function tellPlanEnded(userId: string) {
  return notify({
    userId,
    kind: 'plan-ended',
    title: 'Your plan was cancelled. The features it included are no longer available.',
    link: '/pricing',
  })
}
