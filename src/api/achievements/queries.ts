import { queryOptions, useMutation } from '@tanstack/react-query'

import type { Achievement } from '../generated/types.gen'

export type { Achievement }

/** The generated calls, loaded with the first one (src/api/sdk.ts). */
const sdk = () => import('../sdk')

/** Badges earned by completing learning hubs, and their certificates (spec part 2 §2, §3, §7). */
export const achievementKeys = {
  all: ['achievements'] as const,
  list: () => [...achievementKeys.all, 'list'] as const,
  certificate: (achievementId: string) =>
    [...achievementKeys.all, 'certificate', achievementId] as const,
  verified: (badgeId: string, userId: string, firstName: string) =>
    [...achievementKeys.all, 'verified', badgeId, userId, firstName] as const,
}

/** GET /auth/achievement/badges/all: the signed-in user's badges (data.data.success). */
export const achievementsQueryOptions = () =>
  queryOptions({
    queryKey: achievementKeys.list(),
    queryFn: async ({ signal }): Promise<Achievement[]> =>
      (await (await sdk()).getAllBadges({ throwOnError: true, signal })).data.data.success,
  })

/**
 * GET /auth/achievement/certificate/{achievementId}: the certificate as base64 PDF
 * (data.data.success). A read, but run on a click, so a mutation: its failure is the screen's.
 */
export function useCertificateDownload() {
  return useMutation({
    meta: { errorToast: false },
    mutationFn: async (achievementId: string): Promise<string> =>
      (await (await sdk()).getCertificate({ path: { achievementId }, throwOnError: true })).data
        .data.success,
  })
}

/** The holder's certificate, read for the Verified Badge Certificate page (base64 PDF). */
export const certificateQueryOptions = (achievementId: string) =>
  queryOptions({
    queryKey: achievementKeys.certificate(achievementId),
    queryFn: async ({ signal }): Promise<string> =>
      (await (await sdk()).getCertificate({ path: { achievementId }, throwOnError: true, signal }))
        .data.data.success,
    staleTime: Infinity,
  })

/**
 * GET /auth/achievement/verifyCertificate/{badgeId}/{userId}/{firstName}, public: the certificate
 * (base64 PDF) when the badge, its holder and the first name agree; 404 otherwise.
 */
export const verifiedCertificateQueryOptions = (
  badgeId: string,
  userId: string,
  firstName: string,
) =>
  queryOptions({
    queryKey: achievementKeys.verified(badgeId, userId, firstName),
    queryFn: async ({ signal }): Promise<string> =>
      (
        await (
          await sdk()
        ).verifyCertificate({ path: { badgeId, userId, firstName }, throwOnError: true, signal })
      ).data.success,
    staleTime: Infinity,
  })
