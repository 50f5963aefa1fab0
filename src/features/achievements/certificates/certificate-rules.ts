import type { Achievement } from '@/api/achievements/queries'

/** The certificate pages' texts (spec part 2 sections 8 and 9). */
export const CERTIFICATE_MESSAGES = {
  notFound: 'Certificate not found or invalid.',
  renderFailed: 'Failed to load certificate.',
  loadFailed: 'The certificate could not be loaded.',
} as const

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
