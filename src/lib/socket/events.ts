import type { Socket } from 'socket.io-client'

/**
 * The live socket's events and payloads, as openapi/asyncapi.yaml describes them (prose in
 * openapi/socket-events.md; mocks/socket/asyncapi.test.ts keeps the two in step). Event
 * names are spelled as the spec spells them ("recieve message"). Both the client
 * (socket.io-client) and the mock Socket.IO servers type themselves with these maps.
 *
 * Two kinds of server events: the chat's own (spec part 1 section 7) and the end of the
 * connection, handled one by one; and the live events (`LiveEventPayloads`, our design), which
 * say that data changed, and which one registry per side turns into work: the server's
 * (mocks/socket/live-events.ts) emits them from the db's changes, the client's
 * (src/api/live-events.ts) refetches what they touch.
 */
export type UserSk = `USER#${string}`

/** The chat's events and the connection's end, as the code names them. */
export const SOCKET_EVENTS = {
  sendMessage: 'send message',
  receiveMessage: 'recieve message',
  readMessage: 'read message',
  notifyReadMessage: 'notify read message',
  /** Not in the spec: the sign-in behind the socket ended; the server disconnects it next. */
  signInEnded: 'session ended',
} as const

export interface SendMessagePayload {
  receiverSk: UserSk
  message: string
}

export interface ReadMessagePayload {
  userSk: UserSk
}

export type SocketAck =
  { success: true; messageId?: string; sendAt?: string } | { success: false; message: string }

export interface ReceiveMessagePayload {
  senderSk: UserSk
  /** Only on `out` copies delivered to the sender's other tabs. */
  receiverSk?: UserSk
  /** The sender's display name. */
  sender: string
  type: 'in' | 'out'
  text: string
  time: string
  message: string
  sendAt: string
  messageId: string
}

export interface NotifyReadMessagePayload {
  readerSk: UserSk
  readAt: string
}

/** Why the server ended a live connection: its tokens were revoked, or the access token expired. */
export type SignInEndReason = 'revoked' | 'expired'

export interface SignInEndedPayload {
  reason: SignInEndReason
  /** What the client shows (SIGN_IN_ENDED_MESSAGES). */
  message: string
}

/** The words of `session ended` (our design), shown by the client as they come. */
export const SIGN_IN_ENDED_MESSAGES: Record<SignInEndReason, string> = {
  revoked: 'Your session has ended (signed out or password changed), so live chat has stopped.',
  expired:
    'Your session has expired, so live chat has stopped. It comes back when your session is renewed.',
}

export interface RequestsChangedPayload {
  requestId: string
  direction: 'invite' | 'request'
  /** InviteStatus after the change: 0 pending, 1 accepted, 2 rejected, 3 dropped, 4 expired. */
  status: 0 | 1 | 2 | 3 | 4
  at: string
}

export interface PathwayChangedPayload {
  studentId: string
  counsellorId: string
  pathwayId: string
  at: string
}

export interface PlanChangedPayload {
  userId: string
  /** The plan in effect after the change; null without one. */
  tier: 'basic' | 'prime' | 'elite' | null
  at: string
}

export interface SessionsChangedPayload {
  sessionId: string
  counsellorId: string
  studentId: string
  /** What happened to the session. */
  change: 'booked' | 'rescheduled' | 'cancelled'
  /** Which of the two people made the change. */
  by: 'student' | 'counsellor'
  at: string
}

export interface WebinarsChangedPayload {
  webinarId: string
  /** Seats left after the change. */
  seatsLeft: number
  /** People on the waitlist after the change. */
  waitlistCount: number
  at: string
}

export interface ManagerCallsChangedPayload {
  callId: string
  counsellorId: string
  /** What happened to the call. */
  change: 'booked' | 'cancelled'
  at: string
}

export interface MarketingRequestsChangedPayload {
  requestId: string
  counsellorId: string
  /** The request's status after the change. */
  status: 'open' | 'in-review' | 'answered' | 'declined'
  at: string
}

export interface TeamChangedPayload {
  /** The invitation's id (the membership's, once accepted). */
  invitationId: string
  leadId: string
  /** The invitation after the change. */
  status: 'invited' | 'member' | 'declined' | 'revoked' | 'removed' | 'left'
  at: string
}

export interface NotificationsChangedPayload {
  notificationId: string
  /** Its kind (NotificationKind of openapi.yaml). */
  kind: string
  /** Whether it is read after the change. */
  read: boolean
  at: string
}

/**
 * The live events (our design, tagged `live event` in openapi/asyncapi.yaml), by their wire
 * name: data of the receiver changed elsewhere. Both registries are typed over this map, so an
 * event added here and missing from either one does not compile.
 */
export interface LiveEventPayloads {
  /** A request of the receiver was made or decided. */
  'requests changed': RequestsChangedPayload
  /** A student's pathway was recommended, changed or had a step completed. */
  'pathway changed': PathwayChangedPayload
  /** A session of the receiver was booked, moved or cancelled (issue 29). */
  'sessions changed': SessionsChangedPayload
  /** A Catalyst's plan was bought, changed or cancelled (issue 34). */
  'plan changed': PlanChangedPayload
  /** A registration for a webinar was written: seats left or a waitlist moved (issue 34). */
  'webinars changed': WebinarsChangedPayload
  /** A call with the Catalyst's account manager was booked or cancelled (issue 34). */
  'manager calls changed': ManagerCallsChangedPayload
  /** A marketing request of the Catalyst was sent, reviewed, answered or declined (issue 34). */
  'marketing requests changed': MarketingRequestsChangedPayload
  /** A team invitation or membership of the receiver was written (issue 34). */
  'team changed': TeamChangedPayload
  /** A notification of the receiver was written or read (issue 35). */
  'notifications changed': NotificationsChangedPayload
}

export type LiveEvent = keyof LiveEventPayloads

export interface ClientToServerEvents {
  'send message': (payload: SendMessagePayload, ack?: (res: SocketAck) => void) => void
  'read message': (payload: ReadMessagePayload, ack?: (res: SocketAck) => void) => void
}

type LiveEventHandlers = { [E in LiveEvent]: (payload: LiveEventPayloads[E]) => void }

export interface ServerToClientEvents extends LiveEventHandlers {
  'recieve message': (payload: ReceiveMessagePayload) => void
  'notify read message': (payload: NotifyReadMessagePayload) => void
  'session ended': (payload: SignInEndedPayload) => void
}

/** The client's socket, typed by both maps (src/lib/socket/live-socket.ts makes it). */
export type ChatSocket = Socket<ServerToClientEvents, ClientToServerEvents>

/** Messages of the handshake refusal (connect_error). */
export const SOCKET_AUTH_ERRORS = {
  missing: 'Authentication error: token missing',
  invalid: 'Authentication error: invalid or expired token',
} as const
