/**
 * A registration waiting for its e-mailed code, kept for this tab (sessionStorage): Get Help on
 * the verification step goes to /faq (spec part 1 section 2), and coming back to
 * /auth/registration resumes at that step instead of starting over. Only the address is kept;
 * the password never is. It lapses after PENDING_VERIFICATION_MS.
 */
const KEY = 'catalyst_pending_verification'
export const PENDING_VERIFICATION_MS = 30 * 60_000

export function rememberPendingVerification(email: string, now = Date.now()): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify({ email, at: now }))
  } catch {
    // Storage refused (a private mode): the wizard simply starts over next time.
  }
}

export function pendingVerification(now = Date.now()): string | null {
  try {
    const saved = JSON.parse(sessionStorage.getItem(KEY) ?? 'null') as {
      email?: unknown
      at?: unknown
    } | null
    if (!saved || typeof saved.email !== 'string' || typeof saved.at !== 'number') return null
    return now - saved.at <= PENDING_VERIFICATION_MS ? saved.email : null
  } catch {
    return null
  }
}

export function forgetPendingVerification(): void {
  try {
    sessionStorage.removeItem(KEY)
  } catch {
    // Nothing to forget.
  }
}
