import { collectionNames, db } from '../db'
import { demoAccounts } from './demo-accounts'
import { emptySeedData, type SeedData } from './seed-data'

const demoEmails = new Set<string>(Object.values(demoAccounts).map((account) => account.email))

/** The `empty` scenario from the demo data: the demo accounts exactly as in `demo` (same ids), so sign-in works; nothing else. */
export function emptyFromDemo(demo: SeedData): SeedData {
  return { ...emptySeedData(), users: demo.users.filter((user) => demoEmails.has(user.email)) }
}

/**
 * Writes every table's records through the collections, so each record is schema-checked. Then
 * the seed's past is settled as of `now` (the scheduler's rules: requests unanswered for 14 days
 * expired, reminders and nudges already due counted as sent), so the first scheduler run does
 * not tell anyone about the seed's history.
 */
export async function writeSeedData(data: SeedData, now: Date = new Date()): Promise<void> {
  for (const name of collectionNames) {
    const collection = db[name] as unknown as { create: (value: unknown) => Promise<unknown> }
    for (const record of data[name]) await collection.create(record)
  }
  // Loaded here, not with the mock boot (the scheduler and the e-mails it writes).
  const { settleSchedule } = await import('../services/scheduler')
  await settleSchedule(now.getTime())
}
