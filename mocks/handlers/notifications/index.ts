import {
  zListNotificationsQuery,
  zMarkNotificationReadPath,
  zUpdateNotificationPreferencesBody,
} from '@/api/generated/zod.gen'

import { lazy, operation } from '../http'

/**
 * The notification centre (issue 35; openapi.yaml tag `notifications`): declared here with the
 * contract's schemas; the work (resolvers.ts) loads on the first call. Writing notifications is
 * mocks/services/notify.ts, called by the handlers where things happen.
 */
const work = () => import('./resolvers')
const anyone = { access: 'user', roles: ['student', 'counsellor'] } as const

export const notificationHandlers = [
  operation(
    'get',
    '/notifications',
    { ...anyone, query: zListNotificationsQuery },
    lazy(() => work().then((resolvers) => resolvers.listNotifications)),
  ),
  operation(
    'get',
    '/notifications/unread-count',
    anyone,
    lazy(() => work().then((resolvers) => resolvers.getUnreadNotificationCount)),
  ),
  operation(
    'post',
    '/notifications/{notificationId}/read',
    { ...anyone, params: zMarkNotificationReadPath },
    lazy(() => work().then((resolvers) => resolvers.markNotificationRead)),
  ),
  operation(
    'post',
    '/notifications/read-all',
    anyone,
    lazy(() => work().then((resolvers) => resolvers.markAllNotificationsRead)),
  ),
  operation(
    'get',
    '/notifications/preferences',
    anyone,
    lazy(() => work().then((resolvers) => resolvers.getNotificationPreferences)),
  ),
  operation(
    'post',
    '/notifications/preferences',
    { ...anyone, body: zUpdateNotificationPreferencesBody },
    lazy(() => work().then((resolvers) => resolvers.updateNotificationPreferences)),
  ),
]
