/**
 * Addresses of the mock third-party pages (ARCHITECTURE.md, mocks/services): the hosted Moodle
 * course page and the billing portal are in-app pages under /mock-services/ while mocking, and the
 * public certificate page is the app's own verification route (spec part 2 section 2). They are
 * absolute because the contract types them as `format: uri`.
 */
export function appOrigin(request: Request): string {
  // The worker answers in the page, so `location` is the app; msw/node in tests has none.
  return typeof location === 'undefined' ? new URL(request.url).origin : location.origin
}

export function appUrl(request: Request, path: string): string {
  const base = (import.meta.env.BASE_URL || '/').replace(/\/$/, '')
  return new URL(`${base}${path}`, appOrigin(request)).href
}

/** The mock Moodle page of a hosted learning experience for one learner. */
export function moodlePageUrl(request: Request, moodleId: number, userId: string): string {
  return appUrl(request, `/mock-services/moodle/${moodleId}?user=${encodeURIComponent(userId)}`)
}

/** The mock billing portal of one catalyst. */
export function billingPortalUrl(request: Request, userId: string): string {
  return appUrl(request, `/mock-services/billing-portal?user=${encodeURIComponent(userId)}`)
}

/** The public verified-badge page: verification/certificate/{badgeId}/{userId}/{firstName}. */
export function verificationUrl(
  request: Request,
  achievementId: string,
  userId: string,
  firstName: string,
): string {
  const parts = [achievementId, userId, firstName.trim()].map(encodeURIComponent).join('/')
  return appUrl(request, `/verification/certificate/${parts}`)
}
