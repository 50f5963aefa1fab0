import { Award, BookOpen, Check, ExternalLink, Gift } from 'lucide-react'
import { useId, useState } from 'react'

import type { AppliedHub, LearnHub } from '@/api/learning-hubs/queries'
import { Button } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { ProgressBar } from '@/components/ui/progress-bar'
import { Thumbnail } from '@/components/ui/thumbnail'
import { cn } from '@/lib/cn'

import {
  detailShowsProgress,
  durationLabel,
  isLaunchUrl,
  moduleStates,
  splitDescription,
  statusView,
  type ModuleState,
} from '../hub-rules'
import { StatusAction } from './status-action'

/** The main card: image, name, module count, duration, description with read more, action. */
export function HubMainCard({
  hub,
  application,
  starting,
  onStart,
  onApply,
}: {
  hub: LearnHub
  application: AppliedHub | undefined
  starting: boolean
  onStart: () => void
  /** Not applied yet: Apply Now opens the application wizard (spec part 2 section 4). */
  onApply?: () => void
}) {
  const [more, setMore] = useState(false)
  const [first, rest] = splitDescription(hub.long_desc ?? hub.short_desc)
  const modules = hub.modules?.length ?? 0
  const duration = durationLabel(hub)
  return (
    <Card className="flex flex-col gap-4 p-0 md:flex-row">
      <Thumbnail
        src={hub.img_link}
        className="h-44 w-full rounded-none md:h-auto md:w-72 md:rounded-l-lg"
        fallback={<BookOpen />}
      />
      <div className="flex flex-1 flex-col gap-3 px-4 pb-4 md:py-4">
        <h2 className="text-xl font-semibold break-words">{hub.name}</h2>
        <p className="text-sm text-muted-foreground">
          {modules} {modules === 1 ? 'module' : 'modules'}
          {duration ? ` · ${duration}` : ''}
        </p>
        {first ? (
          <p className="text-sm break-words whitespace-pre-line">
            {first}
            {rest && more ? ` ${rest}` : ''}
          </p>
        ) : null}
        {rest ? (
          <Button
            variant="link"
            size="sm"
            className="h-auto self-start px-0"
            aria-expanded={more}
            onClick={() => setMore((open) => !open)}
          >
            {more ? 'Read less' : 'Read more'}
          </Button>
        ) : null}
        {application ? (
          <div className="mt-auto flex flex-col gap-3">
            {detailShowsProgress(application.status) ? (
              <ProgressBar value={application.prog_percent} label="Progress" />
            ) : null}
            <div className="flex flex-wrap items-center gap-2">
              <StatusAction view={statusView(application)} starting={starting} onStart={onStart} />
            </div>
          </div>
        ) : onApply ? (
          <div className="mt-auto flex flex-wrap items-center gap-2">
            <Button onClick={onApply}>Apply Now</Button>
          </div>
        ) : null}
      </div>
    </Card>
  )
}

/** Eligibility criteria with checkmarks (part 2 section 2). */
export function EligibilityCard({ hub }: { hub: LearnHub }) {
  const criteria = hub.eligibility ?? []
  return (
    <Card className="flex flex-col gap-3 p-4">
      <h2 className="text-base font-semibold">Eligibility</h2>
      {criteria.length === 0 ? (
        <p className="text-sm text-muted-foreground">Open to everyone.</p>
      ) : (
        <ul className="flex flex-col gap-2 text-sm">
          {criteria.map((criterion, index) => (
            <li key={index} className="flex gap-2">
              <Check aria-hidden className="mt-0.5 size-4 shrink-0 text-success" />
              <span className="break-words">{criterion.name}</span>
            </li>
          ))}
        </ul>
      )}
    </Card>
  )
}

const indicator: Record<ModuleState, { dot: string; label: string }> = {
  done: { dot: 'border-amber-500 bg-amber-500 text-white', label: 'Done' },
  current: { dot: 'border-blue-600 bg-blue-600 text-white', label: 'Current' },
  upcoming: {
    dot: 'border-teal-600 bg-surface text-teal-700 dark:text-teal-300',
    label: 'Upcoming',
  },
}

/**
 * Modules in this Path (part 2 section 4): done modules gold with a check, the current one blue,
 * later ones teal; every one done once rewards are awarded.
 */
export function ModulesTimeline({
  hub,
  application,
  initiallyShown,
}: {
  hub: LearnHub
  application: AppliedHub | undefined
  /** Only the first modules at first, the rest behind Show all (the public page shows 5). */
  initiallyShown?: number
}) {
  const listId = useId()
  const [all, setAll] = useState(false)
  const modules = hub.modules ?? []
  const states = moduleStates(modules, application)
  const folds = initiallyShown !== undefined && modules.length > initiallyShown
  const shown = folds && !all ? modules.slice(0, initiallyShown) : modules
  return (
    <Card className="flex flex-col gap-3 p-4">
      <h2 className="text-base font-semibold">Modules in this Path</h2>
      {modules.length === 0 ? (
        <p className="text-sm text-muted-foreground">This hub lists no modules yet.</p>
      ) : (
        <ol id={listId} aria-label="Modules in this Path" className="flex flex-col">
          {shown.map((module, index) => {
            const state = states[index] ?? 'upcoming'
            const look = indicator[state]
            return (
              <li key={module.sk} className="relative flex gap-3 pb-4 last:pb-0">
                {index < shown.length - 1 ? (
                  <span aria-hidden className="absolute top-7 bottom-0 left-3.5 w-px bg-border" />
                ) : null}
                <span
                  aria-hidden
                  className={cn(
                    'z-10 flex size-7 shrink-0 items-center justify-center rounded-full border-2 text-xs font-semibold',
                    look.dot,
                  )}
                >
                  {state === 'done' ? <Check className="size-4" /> : index + 1}
                </span>
                <div className="flex min-w-0 flex-col gap-0.5 pt-0.5">
                  <h3 className="text-sm font-medium break-words">
                    {module.name}
                    <span className="sr-only">{` (${look.label})`}</span>
                  </h3>
                  {module.long_desc ? (
                    <p className="text-sm break-words text-muted-foreground">{module.long_desc}</p>
                  ) : null}
                  {durationLabel(module) ? (
                    <p className="text-xs text-muted-foreground">{durationLabel(module)}</p>
                  ) : null}
                </div>
              </li>
            )
          })}
        </ol>
      )}
      {folds ? (
        <Button
          variant="link"
          size="sm"
          className="h-auto self-start px-0"
          aria-expanded={all}
          aria-controls={listId}
          onClick={() => setAll((open) => !open)}
        >
          {all ? 'Show fewer modules' : `Show all ${modules.length} modules`}
        </Button>
      ) : null}
    </Card>
  )
}

/** Reward and Badge (part 2 section 2): the badge earned and the rewards, links http(s) only. */
export function RewardCard({ hub }: { hub: LearnHub }) {
  const rewards = hub.rewards ?? []
  return (
    <Card className="flex flex-col gap-3 p-4">
      <h2 className="text-base font-semibold">Reward and Badge</h2>
      {hub.badge ? (
        <div className="flex items-start gap-3">
          <Thumbnail
            src={hub.badge.img_link}
            className="size-14 rounded-full"
            fallback={<Award />}
          />
          <div className="flex min-w-0 flex-col gap-0.5">
            <p className="font-medium break-words">{hub.badge.name}</p>
            {hub.badge.desc ? (
              <p className="text-sm break-words text-muted-foreground">{hub.badge.desc}</p>
            ) : null}
          </div>
        </div>
      ) : null}
      {rewards.length > 0 ? (
        <ul className="flex flex-col gap-2 text-sm">
          {rewards.map((reward) => (
            <li key={reward.sk} className="flex items-center gap-2">
              <Gift aria-hidden className="size-4 shrink-0 text-primary" />
              {reward.link && isLaunchUrl(reward.link, window.location.origin) ? (
                <a
                  href={reward.link}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="inline-flex items-center gap-1 text-primary underline-offset-4 hover:underline"
                >
                  {reward.name}
                  <ExternalLink aria-hidden className="size-3.5" />
                </a>
              ) : (
                <span className="break-words">{reward.name}</span>
              )}
            </li>
          ))}
        </ul>
      ) : null}
      {!hub.badge && rewards.length === 0 ? (
        <p className="text-sm text-muted-foreground">This hub awards no badge.</p>
      ) : null}
    </Card>
  )
}
