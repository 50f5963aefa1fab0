import { Link } from '@tanstack/react-router'
import { Award, Download, FileCheck } from 'lucide-react'
import { useId } from 'react'

import type { Achievement } from '@/api/achievements/queries'
import { Button } from '@/components/ui/button'
import { Thumbnail } from '@/components/ui/thumbnail'
import { formatDate } from '@/lib/format/dates'

/** A badge earned (spec part 2 sections 2 and 3), with Download Certificate. */
export function AchievementCard({
  achievement,
  downloading,
  onDownload,
}: {
  achievement: Achievement
  downloading: boolean
  onDownload: (achievement: Achievement) => void
}) {
  const titleId = useId()
  return (
    <article
      aria-labelledby={titleId}
      className="flex h-full flex-col gap-3 rounded-lg border border-border bg-surface p-4 shadow-xs"
    >
      <div className="flex items-start gap-3">
        <Thumbnail
          src={achievement.img_link}
          className="size-16 rounded-full"
          fallback={<Award />}
        />
        <div className="flex min-w-0 flex-col gap-0.5">
          <h2 id={titleId} className="text-base font-semibold break-words">
            {achievement.name}
          </h2>
          {achievement.LearnHubName ? (
            <p className="text-sm break-words text-muted-foreground">{achievement.LearnHubName}</p>
          ) : null}
          <p className="text-xs text-muted-foreground">
            Awarded{' '}
            <time dateTime={achievement.award_date}>{formatDate(achievement.award_date)}</time>
          </p>
        </div>
      </div>
      {achievement.desc ? (
        <p className="text-sm break-words whitespace-pre-line">{achievement.desc}</p>
      ) : null}
      <div className="mt-auto flex flex-col gap-2">
        <Button asChild variant="ghost">
          <Link
            to="/verified-certificate/$achievementId"
            params={{ achievementId: achievement.id }}
          >
            <FileCheck aria-hidden />
            View Certificate
            <span className="sr-only">{`: ${achievement.name}`}</span>
          </Link>
        </Button>
        <Button
          variant="outline"
          loading={downloading}
          loadingLabel="Downloading certificate"
          onClick={() => onDownload(achievement)}
        >
          {downloading ? null : <Download aria-hidden />}
          Download Certificate
          <span className="sr-only">{`: ${achievement.name}`}</span>
        </Button>
      </div>
    </article>
  )
}
