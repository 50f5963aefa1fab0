import type { PlanTier, Webinar, WebinarPage } from '@/api/generated/types.gen'

import { db, type MailRecord, type UserRecord, type WebinarRecord } from '../../db'
import { newId, nowIso } from '../../services/ids'
import { api } from '../../testing/api'
import { giveActivePlan } from '../../testing/factories'
import { createUser, tokenFor } from '../../testing/fixtures'
import { mockNowMs } from '../../services/clock'

/** Test-only: webinars written straight into the db, Catalysts on a plan, and the calls. */
export const MINUTE = 60_000
export const HOUR = 60 * MINUTE

export interface Person {
  user: UserRecord
  token: string
}

/** A Catalyst on `tier` (null: no plan). */
export async function catalyst(tier: PlanTier | null = 'prime'): Promise<Person> {
  const user = await createUser({ role: 'counsellor', timeZone: 'Europe/London' })
  if (tier) await giveActivePlan(user, tier)
  return { user, token: await tokenFor(user) }
}

/** A webinar starting `inMs` from now (negative: already started), one hour long by default. */
export function webinarIn(inMs: number, fields: Partial<WebinarRecord> = {}) {
  const id = newId()
  return db.webinars.create({
    id,
    title: 'Reading the new admissions cycle',
    description: 'What changed this year.',
    speaker: { name: 'Dr. Helen Okafor', title: 'Director of College Counselling', photo: null },
    start: new Date(mockNowMs() + inMs).toISOString(),
    minutes: 60,
    capacity: 50,
    joinUrl: `https://webinars.example.org/live/${id}`,
    recordingUrl: `https://webinars.example.org/recordings/${id}`,
    createdAt: nowIso(),
    ...fields,
  })
}

type One = { success: Webinar }

export const view = (who: Person, id: string) =>
  api<One>('GET', `/webinars/${id}`, { token: who.token })
export const register = (who: Person, id: string) =>
  api<One>('POST', `/webinars/${id}/register`, { token: who.token })
export const unregister = (who: Person, id: string) =>
  api<One>('POST', `/webinars/${id}/unregister`, { token: who.token })
export const calendar = (who: Person, id: string) =>
  api<Uint8Array>('GET', `/webinars/${id}/calendar`, { token: who.token })
export const list = (who: Person, query = '') =>
  api<{ success: WebinarPage }>('GET', `/webinars${query}`, { token: who.token })

/** The webinar e-mails sent to `user`, oldest first. */
export function webinarMails(user: UserRecord): MailRecord[] {
  return db.mails.lookup('to', user.email.toLowerCase()).filter((mail) => mail.kind === 'webinar')
}

export const text = (bytes: Uint8Array) => new TextDecoder().decode(bytes)
