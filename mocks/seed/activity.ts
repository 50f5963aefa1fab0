import { DAY, MINUTE } from './faker'
import type { SeedData } from './seed-data'

/**
 * Makes account dates agree with what users did: an account exists before its first connection,
 * message, application or payment, and `lastSeen` is no earlier than the user's last action.
 * Deterministic (no randomness), so it can run after any generation step.
 */
export function reconcileActivity(data: SeedData, nowMs: number): void {
  const first = new Map<string, number>()
  const last = new Map<string, number>()
  const touch = (userId: string | null, iso: string | null, acted: boolean) => {
    if (!userId || !iso) return
    const at = Date.parse(iso)
    if (at < (first.get(userId) ?? Infinity)) first.set(userId, at)
    if (acted && at > (last.get(userId) ?? -Infinity)) last.set(userId, at)
  }
  for (const link of data.connections) {
    touch(link.counsellorId, link.createdAt, link.direction === 'invite')
    touch(link.studentId, link.createdAt, link.direction === 'request')
    touch(link.direction === 'invite' ? link.studentId : link.counsellorId, link.decidedAt, true)
  }
  for (const message of data.chatMessages) {
    touch(message.senderId, message.sendAt, true)
    touch(message.receiverId, message.sendAt, false)
    touch(message.receiverId, message.readAt, true)
  }
  for (const application of data.applications)
    touch(application.userId, application.appliedAt, true)
  for (const checkout of data.checkouts) touch(checkout.userId, checkout.createdAt, true)
  for (const request of data.supportRequests) touch(request.userId, request.createdAt, true)
  for (const note of data.notes) touch(note.counsellorId, note.created_at, true)
  for (const assignment of data.pathwayAssignments)
    touch(assignment.counsellorId, assignment.assignedAt, true)

  for (const user of data.users) {
    const earliest = first.get(user.id)
    if (earliest !== undefined && earliest <= Date.parse(user.createdAt)) {
      user.createdAt = new Date(earliest - 2 * DAY).toISOString()
    }
    const latest = last.get(user.id)
    if (latest !== undefined && (user.lastSeen === null || Date.parse(user.lastSeen) < latest)) {
      user.lastSeen = new Date(Math.min(nowMs, latest + 5 * MINUTE)).toISOString()
    }
  }
}
