/**
 * Addresses of the mock third-party pages (ARCHITECTURE.md, mocks/services) and of the app. While
 * mocking in the browser, the hosted Moodle course page and the billing portal are in-app pages
 * under /mock-services/, and everything is on the page's origin. Over HTTP (mocks/server) the
 * stand-ins are pages of the mock server, on the API's origin, while the app is on the calling
 * page's origin (its Origin header, passed on only for origins the server serves). The public
 * certificate page is the app's own verification route (spec part 2 section 2). All are absolute
 * because the contract types them as `format: uri`.
 */
export function appOrigin(request: Request): string {
  // The worker answers in the page, so `location` is the app; msw/node has none.
  if (typeof location !== 'undefined') return location.origin
  const origin = request.headers.get('origin')
  return origin && /^https?:\/\/[^/]+$/.test(origin) ? origin : new URL(request.url).origin
}

/** Where the mock third-party pages are: the app itself in the browser, else the mock server. */
function servicesOrigin(request: Request): string {
  return typeof location === 'undefined' ? new URL(request.url).origin : location.origin
}

export function appUrl(request: Request, path: string): string {
  const base = (import.meta.env.BASE_URL || '/').replace(/\/$/, '')
  return new URL(`${base}${path}`, appOrigin(request)).href
}

function serviceUrl(request: Request, path: string): string {
  if (typeof location !== 'undefined') return appUrl(request, path)
  return new URL(path, servicesOrigin(request)).href
}

/** The mock Moodle page of a hosted learning experience for one learner. */
export function moodlePageUrl(request: Request, moodleId: number, userId: string): string {
  return serviceUrl(request, `/mock-services/moodle/${moodleId}?user=${encodeURIComponent(userId)}`)
}

/**
 * The mock billing portal of one catalyst, with the way back to `returnPath` in the app (issue
 * 36: where the portal was opened from; the caller has checked it is an in-app path).
 */
export function billingPortalUrl(request: Request, userId: string, returnPath: string): string {
  const back = encodeURIComponent(appUrl(request, returnPath))
  return serviceUrl(
    request,
    `/mock-services/billing-portal?user=${encodeURIComponent(userId)}&return=${back}`,
  )
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
