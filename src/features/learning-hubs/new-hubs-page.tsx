import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { BookOpen } from 'lucide-react'
import { useState } from 'react'

import { newHubsQueryOptions, type LearnHub } from '@/api/learning-hubs/queries'
import { Button } from '@/components/ui/button'
import { EmptyState } from '@/components/ui/empty-state'
import { RetryError } from '@/components/ui/retry-error'
import { optionalLazy } from '@/components/ui/optional-lazy'

import { HubCard } from './components/hub-card'
import { HubGridLoading, hubGridClass } from './components/hub-grid'
import { HUB_MESSAGES } from './hub-rules'

/** The wizard (its form reading and expression parser) loads when it is first needed. */
const ApplicationWizard = optionalLazy(() =>
  import('./application/application-wizard').then((module) => module.ApplicationWizard),
)

/**
 * Learning Hub (spec part 2 sections 2, 4, 8 and 9): the hubs open to the user that they have not
 * applied to, each with Apply Now (the application wizard) and View Details.
 */
export function NewHubsPage() {
  const hubs = useQuery(newHubsQueryOptions())
  // The hub being applied to; kept after the wizard closes so its answers survive a reopen.
  const [applying, setApplying] = useState<{ hub: LearnHub; open: boolean } | null>(null)

  let body
  if (hubs.isPending) {
    body = <HubGridLoading message="Loading learning hubs..." />
  } else if (hubs.isError) {
    body = (
      <RetryError
        message={HUB_MESSAGES.loadFailed}
        retrying={hubs.isFetching}
        onRetry={() => void hubs.refetch()}
      />
    )
  } else if (hubs.data.length === 0) {
    body = (
      <EmptyState
        icon={<BookOpen />}
        title={HUB_MESSAGES.noNew}
        description={HUB_MESSAGES.noNewHint}
        action={
          <Button asChild variant="outline">
            <Link to="/learning-hub/applied">Enrolled Hubs</Link>
          </Button>
        }
      />
    )
  } else {
    body = (
      <ul aria-label="Learning hubs" className={hubGridClass}>
        {hubs.data.map((hub) => (
          <li key={hub.id}>
            <HubCard
              hub={hub}
              onApply={(chosen) =>
                setApplying((current) =>
                  current?.hub.id === chosen.id
                    ? { ...current, open: true }
                    : { hub: chosen, open: true },
                )
              }
            />
          </li>
        ))}
      </ul>
    )
  }

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="flex flex-col gap-1">
          <h1 className="text-2xl font-semibold tracking-tight">Learning Hub</h1>
          <p className="text-sm text-muted-foreground">
            Structured programmes with a badge and a certificate. Apply to the ones that fit you.
          </p>
        </div>
        <Button asChild variant="outline" size="sm">
          <Link to="/learning-hub/applied">Enrolled Hubs</Link>
        </Button>
      </div>
      {body}
      {applying ? (
        <ApplicationWizard
          key={applying.hub.id}
          hub={applying.hub}
          open={applying.open}
          onOpenChange={(open) => setApplying((current) => current && { ...current, open })}
        />
      ) : null}
    </div>
  )
}
