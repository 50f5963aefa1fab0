import { useQuery } from '@tanstack/react-query'
import { Award } from 'lucide-react'

import {
  achievementsQueryOptions,
  useCertificateDownload,
  type Achievement,
} from '@/api/achievements/queries'
import { EmptyState } from '@/components/ui/empty-state'
import { RetryError } from '@/components/ui/retry-error'
import { Skeleton } from '@/components/ui/skeleton'
import { saveFile } from '@/lib/save-file'
import { toast } from '@/lib/toast'

import { ACHIEVEMENT_MESSAGES, certificateFileName, pdfBytes } from './achievement-rules'
import { AchievementCard } from './components/achievement-card'

const gridClass = 'grid gap-4 sm:grid-cols-2 xl:grid-cols-3'

/**
 * My Accomplishments (spec part 2 sections 2, 7 and 8): the badges earned, each with its
 * certificate to download as a PDF named after the hub.
 */
export function MyAchievementsPage() {
  const achievements = useQuery(achievementsQueryOptions())
  const download = useCertificateDownload()

  const save = async (achievement: Achievement) => {
    let base64: string
    try {
      base64 = await download.mutateAsync(achievement.id)
    } catch {
      toast.error(ACHIEVEMENT_MESSAGES.downloadFailed)
      return
    }
    const bytes = pdfBytes(base64)
    if (!bytes) {
      toast.error(ACHIEVEMENT_MESSAGES.noData)
      return
    }
    saveFile(
      bytes,
      certificateFileName(achievement.LearnHubName ?? achievement.name),
      'application/pdf',
    )
    toast.success(ACHIEVEMENT_MESSAGES.downloaded)
  }

  let body
  if (achievements.isPending) {
    body = (
      <div aria-busy="true" className="flex flex-col gap-4">
        <p role="status" className="text-sm text-muted-foreground">
          Loading achievements...
        </p>
        <ul className={gridClass} aria-hidden>
          {Array.from({ length: 3 }, (_, index) => (
            <li key={index}>
              <Skeleton className="h-48 w-full" />
            </li>
          ))}
        </ul>
      </div>
    )
  } else if (achievements.isError) {
    body = (
      <RetryError
        message={ACHIEVEMENT_MESSAGES.loadFailed}
        retrying={achievements.isFetching}
        onRetry={() => void achievements.refetch()}
      />
    )
  } else if (achievements.data.length === 0) {
    body = (
      <EmptyState
        icon={<Award />}
        title={ACHIEVEMENT_MESSAGES.emptyTitle}
        description={ACHIEVEMENT_MESSAGES.emptyHint}
      />
    )
  } else {
    body = (
      <ul aria-label="Achievements" className={gridClass}>
        {achievements.data.map((achievement) => (
          <li key={achievement.id}>
            <AchievementCard
              achievement={achievement}
              downloading={download.isPending && download.variables === achievement.id}
              onDownload={(chosen) => void save(chosen)}
            />
          </li>
        ))}
      </ul>
    )
  }

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-1">
        <h1 className="text-2xl font-semibold tracking-tight">My Accomplishments</h1>
        <p className="text-sm text-muted-foreground">
          The badges you earned by completing learning hubs, and their certificates.
        </p>
      </div>
      {body}
    </div>
  )
}
