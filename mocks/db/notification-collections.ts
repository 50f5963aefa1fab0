import { IndexedCollection } from './indexed-collection'
import { notificationPreferenceSchema, notificationSchema } from './notification-schema'

/**
 * The notification centre's tables (issue 35). Part of the one database (mocks/db/index.ts
 * spreads them into it). A person's list and their unread count read indexes only: the large
 * scenario holds thousands of notifications, and the bell asks on every page.
 */
export function createNotificationCollections() {
  return {
    notifications: new IndexedCollection({
      name: 'notifications',
      schema: notificationSchema,
      key: 'id',
      indexes: {
        owner: (notification) => notification.userId,
        unread: (notification) => (notification.readAt === null ? notification.userId : null),
      },
    }),
    notificationPreferences: new IndexedCollection({
      name: 'notificationPreferences',
      schema: notificationPreferenceSchema,
      key: 'userId',
    }),
  }
}
