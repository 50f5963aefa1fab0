import {
  achievementSchema,
  applicationSchema,
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
  supportRequestSchema,
  throttleSchema,
  tokenSchema,
  userSchema,
} from './schema'
import { IndexedCollection, type DbChange } from './indexed-collection'

export * from './schema'
export type { DbChange } from './indexed-collection'

/** Both ends of a conversation, in one order, so either side finds it. */
export function conversationKey(a: string, b: string): string {
  return a < b ? `${a}|${b}` : `${b}|${a}`
}

function createCollections() {
  return {
    users: new IndexedCollection({
      name: 'users',
      schema: userSchema,
      key: 'id',
      indexes: { email: (user) => user.email.toLowerCase() },
    }),
    otps: new IndexedCollection({ name: 'otps', schema: otpSchema, key: 'id' }),
    mails: new IndexedCollection({ name: 'mails', schema: mailSchema, key: 'id' }),
    tokens: new IndexedCollection({ name: 'tokens', schema: tokenSchema, key: 'id' }),
    throttle: new IndexedCollection({ name: 'throttle', schema: throttleSchema, key: 'id' }),
    connections: new IndexedCollection({
      name: 'connections',
      schema: connectionSchema,
      key: 'id',
      indexes: {
        counsellor: (link) => link.counsellorId,
        student: (link) => link.studentId,
      },
    }),
    chatMessages: new IndexedCollection({
      name: 'chatMessages',
      schema: chatMessageSchema,
      key: 'id',
      indexes: {
        conversation: (message) => conversationKey(message.senderId, message.receiverId),
        // Unread messages by receiver, then sender: unread counts without reading messages.
        unread: (message) => (message.isRead ? null : `${message.receiverId}|${message.senderId}`),
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
      indexes: { student: (assignment) => assignment.studentId },
    }),
    notes: new IndexedCollection({
      name: 'notes',
      schema: noteSchema,
      key: 'id',
      indexes: { student: (note) => note.studentId },
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
    }),
    checkouts: new IndexedCollection({
      name: 'checkouts',
      schema: checkoutSchema,
      key: 'sessionId',
    }),
    files: new IndexedCollection({ name: 'files', schema: fileSchema, key: 'id' }),
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
