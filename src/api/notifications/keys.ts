/**
 * The notification centre (issue 35; openapi.yaml tag `notifications`): the bell's unread count,
 * the paged list and the preferences. Marking read invalidates `all` but the preferences; the
 * live `notifications changed` does the same in every other tab.
 */
export const notificationKeys = {
  all: ['notifications'] as const,
  unread: () => [...notificationKeys.all, 'unread'] as const,
  list: () => [...notificationKeys.all, 'list'] as const,
  preferences: () => [...notificationKeys.all, 'preferences'] as const,
}
