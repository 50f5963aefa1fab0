import { mockConfig } from '../../config'
import { db, type OtpRecord, type UserRecord } from '../../db'
import { sendMail } from '../../services/mailbox'
import { newId, nowIso } from '../../services/ids'
import { HttpError } from '../http'
import { DAY_MS, HOUR_MS, sameEmail } from '../shared/common'

/** One-time codes of the identity service (spec part 1 sections 4, 5, 8 and 9). */
export const SIGNUP_CODE_TTL_MS = DAY_MS
/** Reset codes live one hour, as the identity provider's do. */
export const RESET_CODE_TTL_MS = HOUR_MS

export const WRONG_CODE = 'Username/client id combination not found.'
export const ALREADY_CONFIRMED = 'User is already confirmed.'
export const EMAIL_EXISTS = 'Email address already exists...Please Try Login'
export const RESEND_LIMIT = 'Max limit for resend reached, try again after sometime'
export const PERSONAL_PASSWORD = 'Password should not contain your first name, last name, or email'

function sixDigits(): string {
  const [value = 0] = crypto.getRandomValues(new Uint32Array(1))
  return String(value % 1_000_000).padStart(6, '0')
}

/** Stores a fresh code; earlier unused codes of the same purpose for that address stop working. */
async function storeCode(email: string, purpose: OtpRecord['purpose']): Promise<OtpRecord> {
  await db.otps.updateMany(
    (q) => q.where((otp) => otp.purpose === purpose && !otp.used && sameEmail(otp.email, email)),
    {
      data(otp) {
        otp.used = true
      },
    },
  )
  const ttl = purpose === 'signup' ? SIGNUP_CODE_TTL_MS : RESET_CODE_TTL_MS
  // One clock reading, so a code lives exactly its lifetime.
  const createdAt = Date.now()
  return db.otps.create({
    id: newId(),
    email,
    purpose,
    code: sixDigits(),
    createdAt: new Date(createdAt).toISOString(),
    expiresAt: new Date(createdAt + ttl).toISOString(),
    used: false,
  })
}

export async function sendSignUpCode(email: string): Promise<void> {
  const otp = await storeCode(email, 'signup')
  await sendMail({
    to: email,
    kind: 'signup-code',
    code: otp.code,
    subject: 'Your Catalyst verification code',
    text: `Your Catalyst verification code is ${otp.code}. It expires in 24 hours.`,
  })
}

export async function sendResetCode(email: string): Promise<void> {
  const otp = await storeCode(email, 'reset')
  await sendMail({
    to: email,
    kind: 'reset-code',
    code: otp.code,
    subject: 'Your Catalyst password reset code',
    text: `Use the code ${otp.code} to reset your Catalyst password. It expires in 1 hour.`,
  })
}

/** Consumes a valid code, or answers 400 with the identity service's wording. */
export async function consumeCode(
  email: string,
  purpose: OtpRecord['purpose'],
  code: string,
): Promise<void> {
  const now = nowIso()
  const otp = db.otps.findFirst((q) =>
    q.where(
      (record) =>
        record.purpose === purpose &&
        !record.used &&
        record.code === code &&
        record.expiresAt > now &&
        sameEmail(record.email, email),
    ),
  )
  if (!otp) throw new HttpError(400, WRONG_CODE)
  await db.otps.update((q) => q.where({ id: otp.id }), {
    data(record) {
      record.used = true
    },
  })
}

/**
 * The resend limit: at most `resendLimitPer24h` sign-up codes per address in a rolling 24 hours.
 * Past it, 429 with `modifiedTime` = the oldest send in the window (the client counts down to
 * modifiedTime + 24 h).
 */
export function assertResendAllowed(email: string): void {
  const since = new Date(Date.now() - DAY_MS).toISOString()
  const sends = db.mails
    .findMany((q) =>
      q.where(
        (mail) => mail.kind === 'signup-code' && mail.sentAt > since && sameEmail(mail.to, email),
      ),
    )
    .map((mail) => mail.sentAt)
    .sort()
  if (sends.length >= mockConfig.resendLimitPer24h) {
    throw new HttpError(429, RESEND_LIMIT, { modifiedTime: sends[0] })
  }
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
