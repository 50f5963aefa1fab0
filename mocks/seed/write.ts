import { collectionNames, db } from '../db'
import { demoAccounts } from './demo-accounts'
import { emptySeedData, type SeedData } from './seed-data'

const demoEmails = new Set<string>(Object.values(demoAccounts).map((account) => account.email))

/** The `empty` scenario from the demo data: the demo accounts exactly as in `demo` (same ids), so sign-in works; nothing else. */
export function emptyFromDemo(demo: SeedData): SeedData {
  return { ...emptySeedData(), users: demo.users.filter((user) => demoEmails.has(user.email)) }
}

/** Writes every table's records through the collections, so each record is schema-checked. */
export async function writeSeedData(data: SeedData): Promise<void> {
  for (const name of collectionNames) {
    const collection = db[name] as unknown as { create: (value: unknown) => Promise<unknown> }
    for (const record of data[name]) await collection.create(record)
  }
}
