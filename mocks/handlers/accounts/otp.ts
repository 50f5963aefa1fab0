import { CODE_MAILS_PER_24H, CODE_MAX_WRONG_TRIES, CODE_TTL_MS } from '@/config/constants'

import { mockConfig } from '../../config'
import { db, emailKey, type OtpRecord, type UserRecord } from '../../db'
import { sendMail } from '../../services/mailbox'
import { newId, nowIso } from '../../services/ids'
import { countEvent, eventsWithin, oneAtATime, throttleKey } from '../../services/throttle'
import { HttpError } from '../http'
import { DAY_MS } from '../shared/common'
import { mockNowMs } from '../../services/clock'

/**
 * One-time codes of the identity service (spec part 1 sections 4, 5, 8 and 9) with the limits of
 * openapi.yaml "Account security": a code lives CODE_TTL_MS and stops working after
 * CODE_MAX_WRONG_TRIES wrong tries; code e-mails are limited per address and day.
 */
export const WRONG_CODE = 'Username/client id combination not found.'
export const TOO_MANY_WRONG_CODES = 'Too many incorrect codes. Please request a new code.'
export const ALREADY_CONFIRMED = 'User is already confirmed.'
export const EMAIL_EXISTS = 'Email address already exists...Please Try Login'
export const RESEND_LIMIT = 'Max limit for resend reached, try again after sometime'
export const PERSONAL_PASSWORD = 'Password should not contain your first name, last name, or email'

const CODE_MINUTES = CODE_TTL_MS / 60_000

function sixDigits(): string {
  const [value = 0] = crypto.getRandomValues(new Uint32Array(1))
  return String(value % 1_000_000).padStart(6, '0')
}

/** The codes sent to an address (sameEmail), in table order. */
export function codesTo(email: string): OtpRecord[] {
  const key = emailKey(email)
  return key ? db.otps.lookup('email', key) : []
}

function activeCode(email: string, purpose: OtpRecord['purpose']): OtpRecord | undefined {
  const now = nowIso()
  return codesTo(email)
    .filter((otp) => otp.purpose === purpose && !otp.used && otp.expiresAt > now)
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt))[0]
}

function isLocked(otp: OtpRecord): boolean {
  return (otp.wrongTries ?? 0) >= CODE_MAX_WRONG_TRIES
}

/** Stores a fresh code; earlier unused codes of the same purpose for that address stop working. */
async function storeCode(email: string, purpose: OtpRecord['purpose']): Promise<OtpRecord> {
  const earlier = codesTo(email).filter((otp) => otp.purpose === purpose && !otp.used)
  await db.otps.updateRecords(earlier, {
    data(otp) {
      otp.used = true
    },
  })
  // One clock reading, so a code lives exactly its lifetime.
  const createdAt = mockNowMs()
  return db.otps.create({
    id: newId(),
    email,
    purpose,
    code: sixDigits(),
    createdAt: new Date(createdAt).toISOString(),
    expiresAt: new Date(createdAt + CODE_TTL_MS).toISOString(),
    used: false,
    wrongTries: 0,
  })
}

/**
 * The code e-mail limit: at most `resendLimitPer24h` (CODE_MAILS_PER_24H) per key in a rolling
 * 24 hours. Past it, 429 with `modifiedTime` = the oldest e-mail in the window (the client counts
 * down to modifiedTime + 24 h).
 */
function assertMailAllowed(key: string): void {
  const sends = eventsWithin(key, DAY_MS)
  if (sends.length >= mockConfig.resendLimitPer24h)
    throw new HttpError(429, RESEND_LIMIT, { modifiedTime: sends[0] })
}

/**
 * Sign-up codes are counted per account, whichever address it has at the moment. `send` (which
 * ends with sendSignUpCode) runs only within the limit, checked and counted as one step, so
 * parallel resends cannot all pass the check before any is counted.
 */
export function withSignUpCodeAllowed<T>(
  user: Pick<UserRecord, 'id'>,
  send: () => Promise<T>,
): Promise<T> {
  const key = throttleKey('signup-code', user.id)
  return oneAtATime(key, () => {
    assertMailAllowed(key)
    return send()
  })
}

export async function sendSignUpCode(user: Pick<UserRecord, 'id' | 'email'>): Promise<void> {
  const otp = await storeCode(user.email, 'signup')
  await countEvent(throttleKey('signup-code', user.id))
  await sendMail({
    to: user.email,
    kind: 'signup-code',
    code: otp.code,
    subject: 'Your Catalyst verification code',
    text: `Your Catalyst verification code is ${otp.code}. It expires in ${CODE_MINUTES} minutes.`,
  })
}

/**
 * Forgot password: the same answer whether or not an account has the address, and the same
 * limit (counted by address), so neither reveals accounts. A code that is still valid and not
 * locked is sent again rather than replaced, so a flood cannot kill the code the owner is typing.
 */
export async function requestResetCode(email: string, user: UserRecord | undefined): Promise<void> {
  const key = throttleKey('reset-code', email)
  await oneAtATime(key, async () => {
    assertMailAllowed(key)
    await countEvent(key)
  })
  if (!user) return
  const current = activeCode(user.email, 'reset')
  const otp = current && !isLocked(current) ? current : await storeCode(user.email, 'reset')
  await sendMail({
    to: user.email,
    kind: 'reset-code',
    code: otp.code,
    subject: 'Your Catalyst password reset code',
    text: `Use the code ${otp.code} to reset your Catalyst password. It expires in ${CODE_MINUTES} minutes.`,
  })
}

/**
 * Consumes the address's current code when `code` is it. A wrong code answers 400 with the
 * identity service's wording and counts a wrong try; at CODE_MAX_WRONG_TRIES the code stops
 * working (429), even for the right code, until a new one is sent. `accept` runs once the code
 * matched and before it is spent: what it refuses (a new password that is too personal) leaves
 * the code working, so the person corrects the password without asking for another code.
 * Tries of one address and purpose run one at a time: parallel guesses each count.
 */
export function consumeCode(
  email: string,
  purpose: OtpRecord['purpose'],
  code: string,
  accept: () => void = () => {},
): Promise<void> {
  return oneAtATime(`code:${emailKey(email) ?? ''}:${purpose}`, async () => {
    const otp = activeCode(email, purpose)
    if (!otp) throw new HttpError(400, WRONG_CODE)
    if (isLocked(otp)) throw new HttpError(429, TOO_MANY_WRONG_CODES)
    if (otp.code !== code) {
      const wrongTries = (otp.wrongTries ?? 0) + 1
      await db.otps.updateRecord(otp, {
        data(record) {
          record.wrongTries = wrongTries
        },
      })
      if (wrongTries >= CODE_MAX_WRONG_TRIES) throw new HttpError(429, TOO_MANY_WRONG_CODES)
      throw new HttpError(400, WRONG_CODE)
    }
    accept()
    await db.otps.updateRecord(otp, {
      data(record) {
        record.used = true
      },
    })
  })
}

/** Server-side password rule: no first name, last name or e-mail local part (part 1 section 5). */
export function assertPasswordNotPersonal(
  password: string,
  person: { firstName?: string | null; lastName?: string | null; email: string },
): void {
  const lower = password.toLowerCase()
  const parts = [person.firstName, person.lastName, person.email.split('@')[0]]
    .map((part) => part?.trim().toLowerCase() ?? '')
    .filter((part) => part.length >= 2)
  if (parts.some((part) => lower.includes(part))) throw new HttpError(400, PERSONAL_PASSWORD)
}

/** The account behind an address, or 400 as the identity service words an unknown user. */
export function requireAccount(user: UserRecord | undefined): UserRecord {
  if (!user) throw new HttpError(400, WRONG_CODE)
  return user
}

/** Kept for readers of the constants: every code lives this long, whatever its purpose. */
export { CODE_MAILS_PER_24H }
