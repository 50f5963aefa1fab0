import type { NotificationKind } from '@/api/notifications/queries'

/** Each kind as the preferences page names it (issue 35), in the contract's order. */
export const NOTIFICATION_KIND_LABELS: Readonly<Record<NotificationKind, string>> = {
  'request-received': 'Connection requests received',
  'request-answered': 'Answers to your connection requests',
  'invitation-answered': 'Answers to your invitations',
  'session-changed': 'Sessions booked, moved or cancelled',
  'session-reminder': 'Reminders before a session',
  'request-nudge': 'Requests waiting for your answer',
  'request-expired': 'Requests that expired unanswered',
  'pathway-assigned': 'Pathways recommended to you',
  'step-completed': 'Pathway steps completed',
  'application-status': 'Learning hub applications',
  'certificate-issued': 'Certificates issued',
  'plan-ended': 'Your plan ending',
  'chat-digest': 'Chat messages while you are away, as one digest',
}
