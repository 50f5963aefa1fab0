import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'

import { isApiError } from '@/api/api-error'
import { appliedHubsQueryOptions, hubDetailQueryOptions } from '@/api/learning-hubs/queries'
import { Alert } from '@/components/ui/alert'
import { RetryError } from '@/components/ui/retry-error'
import { Spinner } from '@/components/ui/spinner'
import { optionalLazy } from '@/components/ui/optional-lazy'

import {
  EligibilityCard,
  HubMainCard,
  ModulesTimeline,
  RewardCard,
} from './components/hub-detail-cards'
import { useStartMyExperience } from './hooks/use-start-experience'
import { HUB_MESSAGES, hubHasEnded } from './hub-rules'

/** The wizard (its form reading and expression parser) loads when it is first needed. */
const ApplicationWizard = optionalLazy(() =>
  import('./application/application-wizard').then((module) => module.ApplicationWizard),
)

function Heading() {
  return <h1 className="text-2xl font-semibold tracking-tight">Learning Hub Details</h1>
}

/**
 * Learning Hub Details (spec part 2 sections 2, 4, 8 and 9): the main card with the application's
 * status and progress (or Apply Now, which opens the application wizard, when the user has not
 * applied), eligibility, the modules with where the learner is, and the reward and badge.
 */
export function HubDetailPage({
  learnHubId,
  learnerHubName,
}: {
  learnHubId: string
  learnerHubName: string
}) {
  const missing = !learnHubId.trim() || !learnerHubName.trim()
  const hub = useQuery({ ...hubDetailQueryOptions(learnHubId), enabled: !missing })
  const applied = useQuery({ ...appliedHubsQueryOptions(), enabled: !missing })
  const experience = useStartMyExperience()
  // Once opened the wizard stays mounted, so its answers survive closing and reopening it.
  const [applying, setApplying] = useState<boolean | null>(null)

  let body
  if (missing) {
    body = <Alert variant="danger">{HUB_MESSAGES.missingParams}</Alert>
  } else if (hub.isError && isApiError(hub.error) && [400, 404].includes(hub.error.status ?? 0)) {
    body = <Alert variant="danger">{HUB_MESSAGES.notFound}</Alert>
  } else if (hub.isError || applied.isError) {
    body = (
      <RetryError
        message={HUB_MESSAGES.detailFailed}
        retrying={hub.isFetching || applied.isFetching}
        onRetry={() => {
          if (hub.isError) void hub.refetch()
          if (applied.isError) void applied.refetch()
        }}
      />
    )
  } else if (!hub.data || !applied.data) {
    body = <Spinner label={HUB_MESSAGES.detailLoading} />
  } else {
    const application = applied.data.find((item) => item.learnHubDetails.id === learnHubId)
    const closed = !application && hubHasEnded(hub.data)
    body = (
      <>
        <HubMainCard
          hub={hub.data}
          application={application}
          starting={experience.starting !== undefined}
          onStart={() => void experience.open(hub.data.moodle_id)}
          onApply={application || closed ? undefined : () => setApplying(true)}
        />
        {closed ? <Alert variant="info">{HUB_MESSAGES.closed}</Alert> : null}
        {applying !== null && !application ? (
          <ApplicationWizard hub={hub.data} open={applying} onOpenChange={setApplying} />
        ) : null}
        <div className="grid items-start gap-4 lg:grid-cols-[2fr_1fr]">
          <ModulesTimeline hub={hub.data} application={application} />
          <div className="flex flex-col gap-4">
            <EligibilityCard hub={hub.data} />
            <RewardCard hub={hub.data} />
          </div>
        </div>
      </>
    )
  }

  return (
    <div className="flex flex-col gap-6">
      <Heading />
      {body}
    </div>
  )
}
