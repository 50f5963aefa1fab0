import {
  achievementSchema,
  applicationSchema,
  availabilitySchema,
  chatMessageSchema,
  checkoutSchema,
  connectionSchema,
  faqSchema,
  fileSchema,
  learnHubSchema,
  mailSchema,
  noteSchema,
  otpSchema,
  pathwayAssignmentSchema,
  pathwaySchema,
  sessionSchema,
  supportRequestSchema,
  throttleSchema,
  tokenSchema,
  userSchema,
} from './schema'
import type { DbChange } from './change-feed'
import { IndexedCollection } from './indexed-collection'
import { emailKey } from './keys'
import { createPlanFeatureCollections } from './plan-collections'
import { createNotificationCollections } from './notification-collections'
import { createClockCollections } from './clock-schema'

export * from './schema'
export * from './account-manager-schema'
export * from './clock-schema'
export type { DbChange } from './change-feed'
export { emailKey, webinarPairKey } from './keys'

/**
 * Index values made of two ids are built once per pair and reused: looking up a string just
 * built costs several times the lookup itself (it is copied and hashed first), and a list of
 * 3,000 students looks up three per student.
 */
function memoPair(
  cache: Map<string, Map<string, string>>,
  a: string,
  b: string,
  make: (a: string, b: string) => string,
): string {
  let inner = cache.get(a)
  if (!inner) cache.set(a, (inner = new Map<string, string>()))
  let value = inner.get(b)
  if (value === undefined) inner.set(b, (value = make(a, b)))
  return value
}

const conversationKeys = new Map<string, Map<string, string>>()
const pairKeys = new Map<string, Map<string, string>>()
const unreadKeys = new Map<string, Map<string, string>>()

/** Both ends of a conversation, in one order, so either side finds it. */
export function conversationKey(a: string, b: string): string {
  return a < b
    ? memoPair(conversationKeys, a, b, (x, y) => `${x}|${y}`)
    : memoPair(conversationKeys, b, a, (x, y) => `${x}|${y}`)
}

/** The chat messages' `unread` index: unread messages by receiver, then sender. */
export function unreadKey(receiverId: string, senderId: string): string {
  return memoPair(unreadKeys, receiverId, senderId, (x, y) => `${x}|${y}`)
}

/** A catalyst's links of one direction and status (connections' `counsellorLinks` index). */
export function counsellorLinkKey(counsellorId: string, direction: string, status: number): string {
  return `${counsellorId}|${direction}|${status}`
}

/** One catalyst's records about one student (notes' and pathway assignments' `pair` index). */
export function pairKey(counsellorId: string, studentId: string): string {
  return memoPair(pairKeys, counsellorId, studentId, (x, y) => `${x}|${y}`)
}

function createCollections() {
  return {
    users: new IndexedCollection({
      name: 'users',
      schema: userSchema,
      key: 'id',
      indexes: {
        email: (user) => user.email.toLowerCase(),
        role: (user) => user.role,
        identityProvider: (user) => user.identityProvider,
      },
    }),
    otps: new IndexedCollection({
      name: 'otps',
      schema: otpSchema,
      key: 'id',
      indexes: { email: (otp) => emailKey(otp.email) },
    }),
    mails: new IndexedCollection({
      name: 'mails',
      schema: mailSchema,
      key: 'id',
      indexes: { to: (mail) => mail.to.toLowerCase() },
    }),
    tokens: new IndexedCollection({
      name: 'tokens',
      schema: tokenSchema,
      key: 'id',
      indexes: {
        // Every request's token check: is this access token's id, or its sign-in's family, revoked?
        token: (record) => `${record.kind}|${record.token}`,
        userKind: (record) => `${record.userId}|${record.kind}`,
        refreshFamily: (record) => (record.kind === 'refresh' ? (record.family ?? null) : null),
      },
    }),
    throttle: new IndexedCollection({
      name: 'throttle',
      schema: throttleSchema,
      key: 'id',
      indexes: { key: (event) => event.key },
    }),
    connections: new IndexedCollection({
      name: 'connections',
      schema: connectionSchema,
      key: 'id',
      indexes: {
        counsellor: (link) => link.counsellorId,
        student: (link) => link.studentId,
        // An invite sent to an address nobody has registered yet belongs to whoever takes it.
        unclaimedEmail: (link) => (link.studentId === null ? emailKey(link.studentEmail) : null),
        counsellorLinks: (link) =>
          counsellorLinkKey(link.counsellorId, link.direction, link.status),
      },
    }),
    chatMessages: new IndexedCollection({
      name: 'chatMessages',
      schema: chatMessageSchema,
      key: 'id',
      indexes: {
        // With its latest message: a contacts list reads one record per conversation.
        conversation: {
          of: (message) => conversationKey(message.senderId, message.receiverId),
          newest: (message) => message.sendAt,
        },
        // Unread messages by receiver, then sender: unread counts without reading messages.
        unread: (message) =>
          message.isRead ? null : unreadKey(message.receiverId, message.senderId),
        // Every unread message: the chat digest's job (issue 35) never reads the read ones.
        anyUnread: (message) => (message.isRead ? null : 'unread'),
      },
    }),
    learnHubs: new IndexedCollection({ name: 'learnHubs', schema: learnHubSchema, key: 'id' }),
    applications: new IndexedCollection({
      name: 'applications',
      schema: applicationSchema,
      key: 'id',
      indexes: { user: (application) => application.userId },
    }),
    pathways: new IndexedCollection({ name: 'pathways', schema: pathwaySchema, key: 'id' }),
    pathwayAssignments: new IndexedCollection({
      name: 'pathwayAssignments',
      schema: pathwayAssignmentSchema,
      key: 'id',
      indexes: {
        student: (assignment) => assignment.studentId,
        counsellor: (assignment) => assignment.counsellorId,
        pair: {
          of: (assignment) => pairKey(assignment.counsellorId, assignment.studentId),
          newest: (assignment) => assignment.assignedAt,
        },
      },
    }),
    notes: new IndexedCollection({
      name: 'notes',
      schema: noteSchema,
      key: 'id',
      indexes: {
        student: (note) => note.studentId,
        counsellor: (note) => note.counsellorId,
        pair: {
          of: (note) => pairKey(note.counsellorId, note.studentId),
          newest: (note) => note.created_at,
        },
      },
    }),
    achievements: new IndexedCollection({
      name: 'achievements',
      schema: achievementSchema,
      key: 'id',
      indexes: { user: (achievement) => achievement.userId },
    }),
    faqs: new IndexedCollection({ name: 'faqs', schema: faqSchema, key: 'id' }),
    supportRequests: new IndexedCollection({
      name: 'supportRequests',
      schema: supportRequestSchema,
      key: 'id',
      // A caller's requests this month (the help-request allowance) without reading the table.
      indexes: { user: (request) => request.userId },
    }),
    checkouts: new IndexedCollection({
      name: 'checkouts',
      schema: checkoutSchema,
      key: 'sessionId',
      // A Catalyst's plan (Pricing, the directory's featured flag) without reading the table.
      indexes: { user: (checkout) => checkout.userId },
    }),
    files: new IndexedCollection({ name: 'files', schema: fileSchema, key: 'id' }),
    availability: new IndexedCollection({
      name: 'availability',
      schema: availabilitySchema,
      key: 'counsellorId',
    }),
    sessions: new IndexedCollection({
      name: 'sessions',
      schema: sessionSchema,
      key: 'id',
      indexes: {
        counsellor: (session) => session.counsellorId,
        student: (session) => session.studentId,
      },
    }),
    ...createPlanFeatureCollections(),
    ...createNotificationCollections(),
    ...createClockCollections(),
  }
}

export type Db = ReturnType<typeof createCollections>
export type CollectionName = keyof Db

/** The one in-memory database shared by the HTTP handlers and the socket server. */
export const db: Db = createCollections()

export const collectionNames = Object.keys(db) as CollectionName[]

/** Empties every table at once (IndexedCollection.truncate). */
export function clearDb(): void {
  for (const name of collectionNames) db[name].truncate()
}

/** Every change to any table from now on (create, update, delete); returns the unsubscribe. */
export function onDbChange(listener: (change: DbChange) => void): () => void {
  const unsubscribes = collectionNames.map((name) => db[name].onChange(listener))
  return () => unsubscribes.forEach((unsubscribe) => unsubscribe())
}

/** A plain JSON snapshot of every table (persistence across reloads, test fixtures). */
export type DbSnapshot = { [K in CollectionName]: ReturnType<Db[K]['all']> }

export function snapshotDb(): DbSnapshot {
  return Object.fromEntries(
    collectionNames.map((name) => [name, structuredClone(db[name].all())]),
  ) as DbSnapshot
}

export async function restoreDb(snapshot: DbSnapshot): Promise<void> {
  clearDb()
  for (const name of collectionNames) {
    const records = snapshot[name] ?? []
    const collection = db[name] as unknown as { create: (value: unknown) => Promise<unknown> }
    for (const record of records) await collection.create(record)
  }
}
