import type { UserRecord } from '../db'
import { catalystWithPlan } from '../testing/factories'

/** Test-only: what the /user tests share. */
export const interest = { college: 'St. Xavier', company: 'Data scientist', stream: 'Mumbai' }
/** A Catalyst of the directory: approved, on Prime (directory listing and student inquiries). */
export const listedCatalyst = async (overrides: Partial<UserRecord> = {}) =>
  (await catalystWithPlan('prime', overrides)).user
export const HOUR = 60 * 60 * 1000
