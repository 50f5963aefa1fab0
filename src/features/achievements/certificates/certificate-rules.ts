import type { Achievement } from '@/api/achievements/queries'

/** The certificate pages' texts (spec part 2 sections 8 and 9). */
export const CERTIFICATE_MESSAGES = {
  notFound: 'Certificate not found or invalid.',
  loadFailed: 'The certificate could not be loaded.',
  /**
   * The PDF arrived but this browser cannot draw it (the spec's "Failed to load certificate."
   * read, under "Verified", as if the certificate itself had failed: issue 27).
   */
  renderFailed: 'The certificate could not be displayed in this browser.',
  /** The public page: drawing is not verifying. */
  renderFailedPublicHint:
    'This does not affect its verification above. Download the PDF to view it.',
  renderFailedOwnHint: 'Download it to view it in your PDF reader.',
  printFailed: 'The certificate could not be prepared for printing.',
} as const

/** Zoom steps of the holder's certificate view, as shares of the PDF's 100 % size. */
export const ZOOM_LEVELS = [0.25, 0.5, 0.75, 1, 1.25, 1.5, 2, 3, 4] as const

/** The next zoom step from `scale` (any value, such as fit to width) in `direction`; null past the end. */
export function nextZoom(scale: number, direction: 1 | -1): number | null {
  if (direction > 0) return ZOOM_LEVELS.find((level) => level > scale * 1.001) ?? null
  return ZOOM_LEVELS.findLast((level) => level < scale * 0.999) ?? null
}

/** The certificate is drawn at most 800 px wide (part 2 section 9). */
export const CERTIFICATE_MAX_WIDTH = 800

const ORGANIZATION = 'Catalyst'

/**
 * LinkedIn's "Add to profile" link for a certification, from its documented URL parameters
 * (startTask=CERTIFICATION_NAME, name, organizationName, issueYear, issueMonth, certUrl, certId).
 */
export function linkedInAddToProfileUrl(
  achievement: Pick<Achievement, 'id' | 'name' | 'award_date'>,
  certificateUrl: string,
): string {
  const awarded = new Date(achievement.award_date)
  const params = new URLSearchParams({
    startTask: 'CERTIFICATION_NAME',
    name: achievement.name,
    organizationName: ORGANIZATION,
    certUrl: certificateUrl,
    certId: achievement.id,
  })
  if (!Number.isNaN(awarded.getTime())) {
    params.set('issueYear', String(awarded.getUTCFullYear()))
    params.set('issueMonth', String(awarded.getUTCMonth() + 1))
  }
  return `https://www.linkedin.com/profile/add?${params.toString()}`
}

/** The public verification page of a certificate: /verification/certificate/{badge}/{user}/{name}. */
export function verificationPath(achievementId: string, userId: string, firstName: string): string {
  const parts = [achievementId, userId, firstName.trim()].map(encodeURIComponent)
  return `/verification/certificate/${parts.join('/')}`
}
