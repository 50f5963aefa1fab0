import { Collection } from '@msw/data'

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

export * from './schema'

function createCollections() {
  return {
    users: new Collection({ schema: userSchema }),
    otps: new Collection({ schema: otpSchema }),
    mails: new Collection({ schema: mailSchema }),
    tokens: new Collection({ schema: tokenSchema }),
    throttle: new Collection({ schema: throttleSchema }),
    connections: new Collection({ schema: connectionSchema }),
    chatMessages: new Collection({ schema: chatMessageSchema }),
    learnHubs: new Collection({ schema: learnHubSchema }),
    applications: new Collection({ schema: applicationSchema }),
    pathways: new Collection({ schema: pathwaySchema }),
    pathwayAssignments: new Collection({ schema: pathwayAssignmentSchema }),
    notes: new Collection({ schema: noteSchema }),
    achievements: new Collection({ schema: achievementSchema }),
    faqs: new Collection({ schema: faqSchema }),
    supportRequests: new Collection({ schema: supportRequestSchema }),
    checkouts: new Collection({ schema: checkoutSchema }),
    files: new Collection({ schema: fileSchema }),
  }
}

export type Db = ReturnType<typeof createCollections>
export type CollectionName = keyof Db

/** The one in-memory database shared by the HTTP handlers and the socket server. */
export const db: Db = createCollections()

export const collectionNames = Object.keys(db) as CollectionName[]

/**
 * Empties every table. Collection.clear() deletes record by record with a splice each (quadratic:
 * ~40 s for the large scenario); our tables have no relations or delete hooks, so truncating the
 * live record array that all() returns is equivalent and instant.
 */
export function clearDb(): void {
  for (const name of collectionNames) {
    db[name].all().length = 0
    // Still correct should a future version of all() return a copy.
    db[name].clear()
  }
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
