import type { UserRecord } from '../../db'
import { hasFeature } from '../billing/plans'
import { fullName } from '../shared/common'

/**
 * Who students find and who they may ask (openapi/description.md, "Plans" and `listed-catalyst`;
 * spec part 2 section 9): two rules, each on the Catalyst's plan in effect, checked on their own.
 * A plan that ends takes the Catalyst out at once; their connected students, the requests already
 * made and the invitations they send are untouched.
 */

/**
 * In Find Catalysts: an approved, verified Catalyst whose plan includes directory listing. Every
 * operation that takes a listed Catalyst's id (`x-owner` `listed-catalyst`) answers 404 for any
 * other, as for an id that names nobody.
 */
export function isListedCatalyst(user: UserRecord | undefined): user is UserRecord {
  return Boolean(
    user &&
    user.role === 'counsellor' &&
    user.confirmed &&
    user.isCounsellorApproved &&
    hasFeature(user, 'directory-listing'),
  )
}

/** Takes students' connection requests: the Catalyst's plan includes student inquiries. */
export function takesInquiries(counsellor: UserRecord): boolean {
  return hasFeature(counsellor, 'student-inquiries')
}

/** Why a student's request to this Catalyst is refused (403), in words for the student. */
export function inquiryRefusal(counsellor: UserRecord): string {
  const name = fullName(counsellor) || 'This Catalyst'
  return `${name} is not taking new requests: their plan does not include student inquiries.`
}

/** The 404 of a Catalyst id outside the directory: unknown, unapproved or not listed alike. */
export const NOT_IN_DIRECTORY = 'This Catalyst is not in the directory.'
