import type { UserRecord } from '../db'
import { userSk } from '../services/ids'
import { countries, type CountryKey } from './countries'
import type { CountryInfo } from './country-info'
import { DEMO_PASSWORD } from './demo-accounts'
import { DAY, HOUR, type SeedContext } from './faker'

const emailDomains = [
  'gmail.com',
  'outlook.com',
  'yahoo.com',
  'proton.me',
  'icloud.com',
  'mail.com',
]

/** Hands out unique e-mail addresses built from a romanised name. */
export class EmailRegistry {
  private readonly used = new Set<string>()

  reserve(email: string): string {
    this.used.add(email.toLowerCase())
    return email
  }

  next(ctx: SeedContext, latin: string, domain = ctx.pick(emailDomains)): string {
    let candidate = `${latin}@${domain}`
    for (let n = 2; this.used.has(candidate); n += 1) candidate = `${latin}${n}@${domain}`
    return this.reserve(candidate)
  }

  has(email: string): boolean {
    return this.used.has(email.toLowerCase())
  }
}

export interface NewUserFields {
  firstName: string
  lastName: string | null
  email: string
  role: 'counsellor' | 'student'
  country: string
  /** How long ago the account was created. */
  createdAgoMs: number
  /** How long ago the user was last seen (null: never signed in since sign-up). */
  lastSeenAgoMs: number | null
  identityProvider?: 'password' | 'google'
}

/** The bare account every user has: the fields the sign-up form collects. */
export function newUser(ctx: SeedContext, fields: NewUserFields): UserRecord {
  const id = ctx.uuid()
  const provider = fields.identityProvider ?? 'password'
  return {
    id,
    sk: userSk(id),
    firstName: fields.firstName,
    lastName: fields.lastName,
    email: fields.email,
    country: fields.country,
    role: fields.role,
    isCounsellorApproved: false,
    password: provider === 'google' ? '' : DEMO_PASSWORD,
    confirmed: true,
    identityProvider: provider,
    createdAt: ctx.isoAgo(fields.createdAgoMs),
    lastSeen:
      fields.lastSeenAgoMs === null
        ? null
        : ctx.isoAgo(Math.min(fields.lastSeenAgoMs, fields.createdAgoMs)),
  }
}

/** Contact and address fields drawn for a person living in `country`. */
export function contactFields(ctx: SeedContext, country: CountryInfo) {
  const [city, state] = ctx.pick(country.cities)
  return {
    phoneNumber: mobileNumber(ctx, country),
    countryCode: country.dialCode,
    city,
    state,
    address1: `${ctx.int(1, 220)} ${ctx.pick(country.streets)}`,
    pinCode: ctx.digits(country.postcodeLength),
  }
}

export function mobileNumber(ctx: SeedContext, country: CountryInfo): string {
  const start = ctx.pick(country.mobileStarts)
  return start + ctx.digits(country.phoneLength - start.length, false)
}

export function linkedinUrl(ctx: SeedContext, latin: string): string {
  return `https://www.linkedin.com/in/${latin.replace(/\./g, '-')}-${ctx.digits(4)}`
}

export function countryOf(key: CountryKey): CountryInfo {
  return countries[key]
}

/** Sign-in activity: "recently" is within hours, "idle" within weeks. */
export function lastSeenAgo(ctx: SeedContext, active: boolean): number {
  return active ? ctx.int(5 * 60_000, 30 * HOUR) : ctx.int(3 * DAY, 40 * DAY)
}
