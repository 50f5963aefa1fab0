import type {
  MarkAllNotificationsReadEnvelope,
  Notification,
  NotificationPageEnvelope,
  NotificationPreferencesEnvelope,
  NotificationReadEnvelope,
  UnreadNotificationCountEnvelope,
} from '@/api/generated/types.gen'
import type {
  zListNotificationsQuery,
  zMarkNotificationReadPath,
  zUpdateNotificationPreferencesBody,
} from '@/api/generated/zod.gen'

import { db, type NotificationRecord } from '../../db'
import { nowIso } from '../../services/ids'
import { preferencesOf, preferencesShownTo } from '../../services/notify'
import { HttpError, ok, requireUser, type ContextOf } from '../http'

/** The notification centre's calls (issue 35; openapi.yaml tag `notifications`). */
export const NOTIFICATION_MESSAGES = {
  notFound: 'Notification not found.',
  badCursor: 'This page of notifications is no longer available. Please reload the list.',
  twice: 'Each kind of notification can be set once per save.',
} as const

/** The contract's page size: 20 unless asked, at most 50 (the schema refuses more). */
export const NOTIFICATION_PAGE_SIZE = 20

export function toNotificationView(record: NotificationRecord): Notification {
  return {
    id: record.id,
    kind: record.kind,
    title: record.title,
    link: record.link,
    at: record.at,
    read: record.readAt !== null,
  }
}

/** A record's place in the table: later writes are newer when two share a millisecond. */
const orderOf = (id: string) => db.notifications.orderOf(id) ?? -1

/** Newest first: by `at`, then by the order of writing. */
function newestFirst(a: NotificationRecord, b: NotificationRecord): number {
  return b.at.localeCompare(a.at) || orderOf(b.id) - orderOf(a.id)
}

export function cursorOf(record: Pick<NotificationRecord, 'at' | 'id'>): string {
  // base64url: the cursor travels in a query string as it is.
  return btoa(`${record.at}|${record.id}`)
    .replace(/=+$/, '')
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
}

/** The caller's record a cursor names (400 when it names none of theirs). */
function positionOf(cursor: string, userId: string): NotificationRecord {
  const decoded = (() => {
    try {
      return atob(cursor.replace(/-/g, '+').replace(/_/g, '/'))
    } catch {
      throw new HttpError(400, NOTIFICATION_MESSAGES.badCursor)
    }
  })()
  const [at = '', id = ''] = decoded.split('|')
  const record = db.notifications.get(id)
  if (!record || record.userId !== userId || record.at !== at)
    throw new HttpError(400, NOTIFICATION_MESSAGES.badCursor)
  return record
}

const unreadOf = (userId: string) => db.notifications.countOf('unread', userId)

export function listNotifications(
  context: ContextOf<{ query: typeof zListNotificationsQuery }>,
): Response {
  const user = requireUser(context)
  const limit = context.query.limit ?? NOTIFICATION_PAGE_SIZE
  const after = context.query.cursor ? positionOf(context.query.cursor, user.id) : null
  // The caller's records from the owner index only: a page reads one person's, never the table.
  const older = db.notifications
    .lookup('owner', user.id)
    .filter((record) => !after || newestFirst(after, record) < 0)
    .sort(newestFirst)
  const page = older.slice(0, limit)
  const last = page[page.length - 1]
  return ok<NotificationPageEnvelope>({
    success: {
      results: page.map(toNotificationView),
      nextCursor: older.length > limit && last ? cursorOf(last) : null,
      unread: unreadOf(user.id),
    },
  })
}

export function getUnreadNotificationCount(context: ContextOf): Response {
  const user = requireUser(context)
  return ok<UnreadNotificationCountEnvelope>({ success: { unread: unreadOf(user.id) } })
}

export async function markNotificationRead(
  context: ContextOf<{ params: typeof zMarkNotificationReadPath }>,
): Promise<Response> {
  const user = requireUser(context)
  const found = db.notifications.get(context.params.notificationId)
  // Another person's notification is private: the same answer as an id that names nothing.
  if (!found || found.userId !== user.id) throw new HttpError(404, NOTIFICATION_MESSAGES.notFound)
  const record =
    found.readAt === null
      ? ((await db.notifications.updateRecord(found, {
          data(draft) {
            draft.readAt = nowIso()
          },
        })) ?? found)
      : found
  return ok<NotificationReadEnvelope>({
    success: { notification: toNotificationView(record), unread: unreadOf(user.id) },
  })
}

export async function markAllNotificationsRead(context: ContextOf): Promise<Response> {
  const user = requireUser(context)
  const unread = db.notifications.lookup('unread', user.id)
  const at = nowIso()
  if (unread.length > 0)
    await db.notifications.updateRecords(unread, {
      data(draft) {
        draft.readAt = at
      },
    })
  return ok<MarkAllNotificationsReadEnvelope>({
    success: { marked: unread.length, unread: unreadOf(user.id) },
  })
}

export function getNotificationPreferences(context: ContextOf): Response {
  const user = requireUser(context)
  return ok<NotificationPreferencesEnvelope>({
    success: { preferences: preferencesShownTo(user) },
  })
}

export async function updateNotificationPreferences(
  context: ContextOf<{ body: typeof zUpdateNotificationPreferencesBody }>,
): Promise<Response> {
  const user = requireUser(context)
  const changes = context.body.preferences
  if (new Set(changes.map((entry) => entry.kind)).size !== changes.length)
    throw new HttpError(400, NOTIFICATION_MESSAGES.twice)
  const kinds = preferencesOf(user.id).map(
    (current) => changes.find((entry) => entry.kind === current.kind) ?? current,
  )
  const stored = kinds.map(({ kind, inApp, email }) => ({ kind, inApp, email }))
  if (db.notificationPreferences.get(user.id))
    await db.notificationPreferences.updateRecord(user.id, {
      data(draft) {
        draft.kinds = stored
      },
    })
  else await db.notificationPreferences.create({ userId: user.id, kinds: stored })
  return ok<NotificationPreferencesEnvelope>({ success: { preferences: preferencesShownTo(user) } })
}
