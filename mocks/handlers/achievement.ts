import type * as z from 'zod/mini'

import type { Achievement, GetAllBadgesResponse } from '@/api/generated/types.gen'
import type { zGetCertificateResponse, zVerifyCertificateResponse } from '@/api/generated/zod.gen'
import { zGetCertificatePath, zVerifyCertificatePath } from '@/api/generated/zod.gen'

import { db, type AchievementRecord, type UserRecord } from '../db'
import { findUser } from '../services/relations'
import { HttpError, ok, operation, requireUser } from './http'
import { fullName, newestFirst } from './shared/common'
import { findHub } from './learning-hubs/hubs'
import { verificationUrl } from './shared/mock-services'

export const CERTIFICATE_NOT_FOUND = 'Certificate not found or invalid.'
export const ACHIEVEMENT_NOT_FOUND = 'Achievement not found.'
export const NOT_YOUR_ACHIEVEMENT = 'You can only download your own certificates.'

/*
 * The generated TypeScript types give Base64Pdf (`contentEncoding: base64`) as Blob | File, but
 * the contract, the zod schemas the client validates with, and the wire carry a plain base64
 * string, so these two answers are typed from the generated zod schemas.
 */
type CertificateBody = z.infer<typeof zGetCertificateResponse>
type VerifiedCertificateBody = z.infer<typeof zVerifyCertificateResponse>

function toAchievement(record: AchievementRecord): Achievement {
  const hubName =
    record.LearnHubName ?? (record.learnHubId ? findHub(record.learnHubId)?.name : undefined)
  return {
    id: record.id,
    name: record.name,
    ...(hubName === undefined ? {} : { LearnHubName: hubName }),
    img_link: record.img_link ?? null,
    desc: record.desc ?? null,
    award_date: record.award_date,
  }
}

async function certificateOf(
  request: Request,
  achievement: AchievementRecord,
  holder: UserRecord,
): Promise<string> {
  const hubName = toAchievement(achievement).LearnHubName ?? 'Learning Hub'
  // The drawing code loads with the first certificate (pdf-lib does anyway), not with the mock
  // backend a first visit waits for (bench: "Mock mode on a first visit").
  const { renderCertificateBase64 } = await import('../services/certificate')
  return renderCertificateBase64({
    recipient: fullName(holder) || holder.firstName,
    hubName,
    badgeName: achievement.name,
    awardDate: achievement.award_date,
    credentialId: achievement.badgeId,
    verificationUrl: verificationUrl(request, achievement.id, holder.id, holder.firstName),
  })
}

function sameFirstName(a: string, b: string): boolean {
  const fold = (value: string) => value.normalize('NFC').trim().toLocaleLowerCase()
  return fold(a) === fold(b)
}

/** Badges earned by completing learning hubs, and their certificates (spec part 2 sections 2, 3, 7). */
export const achievementHandlers = [
  operation('get', '/auth/achievement/badges/all', { access: 'user' }, (context) => {
    const user = requireUser(context)
    const badges = newestFirst(db.achievements.lookup('user', user.id), (badge) => badge.award_date)
    return ok<GetAllBadgesResponse>({ data: { success: badges.map(toAchievement) } })
  }),

  // Only the holder downloads their own certificate: another user's is refused (403), an unknown
  // id is not found (the contract's x-owner rule).
  operation(
    'get',
    '/auth/achievement/certificate/{achievementId}',
    { access: 'user', params: zGetCertificatePath },
    async (context) => {
      const user = requireUser(context)
      const { achievementId } = context.params
      const achievement = db.achievements.get(achievementId)
      if (!achievement) throw new HttpError(404, ACHIEVEMENT_NOT_FOUND)
      if (achievement.userId !== user.id) throw new HttpError(403, NOT_YOUR_ACHIEVEMENT)
      return ok<CertificateBody>({
        data: { success: await certificateOf(context.request, achievement, user) },
      })
    },
  ),

  // Public: the badge (achievement id, or its credential id) must belong to that user, and the
  // first name must match case-insensitively, so ids alone are not enough.
  operation(
    'get',
    '/auth/achievement/verifyCertificate/{badgeId}/{userId}/{firstName}',
    { access: 'public', params: zVerifyCertificatePath },
    async (context) => {
      const { badgeId, userId, firstName } = context.params
      const holder = findUser(userId)
      const achievement = db.achievements
        .lookup('user', userId)
        .find((record) => record.id === badgeId || record.badgeId === badgeId)
      if (!holder || !achievement || !sameFirstName(holder.firstName, firstName)) {
        throw new HttpError(404, CERTIFICATE_NOT_FOUND)
      }
      return ok<VerifiedCertificateBody>({
        success: await certificateOf(context.request, achievement, holder),
      })
    },
  ),
]
