import { useQuery } from '@tanstack/react-query'
import { GraduationCap } from 'lucide-react'

import { appliedHubsQueryOptions } from '@/api/learning-hubs/queries'
import { EmptyState } from '@/components/ui/empty-state'
import { RetryError } from '@/components/ui/retry-error'

import { HubCard } from './components/hub-card'
import { HubGridLoading, hubGridClass } from './components/hub-grid'
import { useStartMyExperience } from './hooks/use-start-experience'
import { HUB_MESSAGES } from './hub-rules'

/**
 * Enrolled Hubs (spec part 2 sections 2, 4 and 8): the hubs the user applied to, each with its
 * status: Applied, a countdown, Start My Experience, Learning Hub Over or the status's name.
 */
export function EnrolledHubsPage() {
  const applied = useQuery(appliedHubsQueryOptions())
  const experience = useStartMyExperience()

  let body
  if (applied.isPending) {
    body = <HubGridLoading message="Loading your hubs..." />
  } else if (applied.isError) {
    body = (
      <RetryError
        message={HUB_MESSAGES.loadFailed}
        retrying={applied.isFetching}
        onRetry={() => void applied.refetch()}
      />
    )
  } else if (applied.data.length === 0) {
    body = (
      <EmptyState
        icon={<GraduationCap />}
        title={HUB_MESSAGES.noEnrolled}
        description={HUB_MESSAGES.noEnrolledHint}
      />
    )
  } else {
    body = (
      <ul aria-label="Enrolled hubs" className={hubGridClass}>
        {applied.data.map((application) => (
          <li key={application.learnHubDetails.id}>
            <HubCard
              hub={application.learnHubDetails}
              application={application}
              starting={experience.starting === application.learnHubDetails.moodle_id}
              onStart={(hub) => void experience.open(hub.moodle_id)}
            />
          </li>
        ))}
      </ul>
    )
  }

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-1">
        <h1 className="text-2xl font-semibold tracking-tight">Enrolled Hubs</h1>
        <p className="text-sm text-muted-foreground">
          The learning hubs you applied to, and where you are in each.
        </p>
      </div>
      {body}
    </div>
  )
}
