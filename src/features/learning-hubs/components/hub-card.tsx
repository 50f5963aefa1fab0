import { Link } from '@tanstack/react-router'
import { BookOpen } from 'lucide-react'
import { useId, useState } from 'react'

import type { AppliedHub, LearnHub } from '@/api/learning-hubs/queries'
import { Button } from '@/components/ui/button'
import { ProgressBar } from '@/components/ui/progress-bar'
import { Thumbnail } from '@/components/ui/thumbnail'
import { slugify } from '@/lib/post-login-redirect'

import { CARD_MODULES_SHOWN, cardShowsProgress, durationLabel, statusView } from '../hub-rules'
import { StatusAction } from './status-action'

/**
 * A learning hub (spec part 2 sections 3, 4 and 9): image, name, module count, duration, the
 * first 4 modules with See more, and for an application its status and progress.
 */
export function HubCard({
  hub,
  application,
  starting = false,
  onStart,
  onApply,
}: {
  hub: LearnHub
  application?: AppliedHub
  starting?: boolean
  onStart?: (hub: LearnHub) => void
  /** A hub not applied to: Apply Now opens the application wizard. */
  onApply?: (hub: LearnHub) => void
}) {
  const titleId = useId()
  const [allModules, setAllModules] = useState(false)
  const modules = hub.modules ?? []
  const shown = allModules ? modules : modules.slice(0, CARD_MODULES_SHOWN)
  const duration = durationLabel(hub)
  return (
    <article
      aria-labelledby={titleId}
      className="flex h-full flex-col gap-3 overflow-hidden rounded-lg border border-border bg-surface shadow-xs"
    >
      <Thumbnail src={hub.img_link} className="h-36 w-full rounded-none" fallback={<BookOpen />} />
      <div className="flex flex-1 flex-col gap-3 px-4 pb-4">
        <div className="flex flex-col gap-1">
          <h2 id={titleId} className="text-base font-semibold break-words">
            {hub.name}
          </h2>
          <p className="text-xs text-muted-foreground">
            {modules.length} {modules.length === 1 ? 'module' : 'modules'}
            {duration ? ` · ${duration}` : ''}
          </p>
        </div>
        {shown.length > 0 ? (
          <ol aria-label={`Modules of ${hub.name}`} className="ml-5 list-decimal text-sm">
            {shown.map((module) => (
              <li key={module.sk} className="break-words">
                {module.name}
              </li>
            ))}
          </ol>
        ) : null}
        {modules.length > CARD_MODULES_SHOWN ? (
          <Button
            variant="link"
            size="sm"
            className="h-auto self-start px-0"
            aria-expanded={allModules}
            onClick={() => setAllModules((all) => !all)}
          >
            {allModules ? 'See less' : 'See more'}
            <span className="sr-only">{` modules of ${hub.name}`}</span>
          </Button>
        ) : null}
        {application ? (
          <div className="mt-auto flex flex-col gap-3 pt-1">
            {cardShowsProgress(application.status) ? (
              <ProgressBar value={application.prog_percent} label="Progress" />
            ) : null}
            <div className="flex flex-wrap items-center gap-2">
              <StatusAction
                view={statusView(application)}
                starting={starting}
                onStart={() => onStart?.(hub)}
              />
              <Button asChild variant="ghost" size="sm" className="ml-auto">
                <Link
                  to="/learning-hub/applied/$learnerHubName/$learnHubId"
                  params={{ learnerHubName: slugify(hub.name), learnHubId: hub.id }}
                >
                  View Details<span className="sr-only">{`: ${hub.name}`}</span>
                </Link>
              </Button>
            </div>
          </div>
        ) : (
          <div className="mt-auto flex flex-wrap items-center gap-2 pt-1">
            {onApply ? (
              <Button onClick={() => onApply(hub)}>
                Apply Now<span className="sr-only">{`: ${hub.name}`}</span>
              </Button>
            ) : null}
            <Button asChild variant="ghost" size="sm" className="ml-auto">
              <Link
                to="/learning-hub/$learnerHubName/$learnHubId"
                params={{ learnerHubName: slugify(hub.name), learnHubId: hub.id }}
              >
                View Details<span className="sr-only">{`: ${hub.name}`}</span>
              </Link>
            </Button>
          </div>
        )}
      </div>
    </article>
  )
}
