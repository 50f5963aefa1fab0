import { notify } from '@mocks/services/notify'

import { accessTokenOf as tokenOf, accountUser as user } from '../principals'
import type { ValidCallFactory } from './valid-call'

/**
 * The notification centre (issue 35): open to both roles; marking one read needs a notification
 * of the caller, written here through notify() as any event would.
 */
export const notificationCalls: Record<string, ValidCallFactory> = {
  listNotifications: async (as = 'student') => ({
    token: await tokenOf(as),
    query: { limit: 20 },
  }),
  getUnreadNotificationCount: async (as = 'student') => ({ token: await tokenOf(as) }),
  markNotificationRead: async (as = 'student') => {
    const { notification } = await notify({
      userId: user(as).id,
      kind: 'pathway-assigned',
      title: 'Your Catalyst recommended a pathway.',
      link: '/my-pathway',
    })
    return { token: await tokenOf(as), path: { notificationId: notification!.id } }
  },
  markAllNotificationsRead: async (as = 'student') => ({ token: await tokenOf(as) }),
  getNotificationPreferences: async (as = 'student') => ({ token: await tokenOf(as) }),
  updateNotificationPreferences: async (as = 'student') => ({
    token: await tokenOf(as),
    body: { preferences: [{ kind: 'plan-ended', inApp: true, email: false }] },
  }),
}
