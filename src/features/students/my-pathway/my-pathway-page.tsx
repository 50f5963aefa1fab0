import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { Route, UserSearch } from 'lucide-react'
import type { ReactNode } from 'react'

import { counsellingInfoQueryOptions } from '@/api/connections/counselling-info'
import { myPathwayQueryOptions } from '@/api/pathways/queries'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { EmptyState } from '@/components/ui/empty-state'
import { RetryError } from '@/components/ui/retry-error'
import { Skeleton } from '@/components/ui/skeleton'

import { CatalystCard, GoalsCard, ModulesList, PathwayCard } from './my-pathway-cards'
import { MY_PATHWAY_MESSAGES } from './my-pathway-rules'

function Heading() {
  return <h1 className="text-2xl font-semibold tracking-tight">My Pathway</h1>
}

/**
 * My Pathway (spec part 2 sections 2, 3, 4 and 8): the student's Catalyst, their goals, the
 * pathway the Catalyst assigned with its modules, and the chat with the Catalyst beside them.
 * `chatPanel` is the chat feature's panel and `sessionsPanel` the sessions feature's next session
 * and Book a session, shown in the Catalyst card (the route brings them together).
 */
export function MyPathwayPage({
  chatPanel,
  sessionsPanel,
}: {
  chatPanel: ReactNode
  sessionsPanel?: ReactNode
}) {
  const info = useQuery(counsellingInfoQueryOptions())
  const pathway = useQuery(myPathwayQueryOptions())

  if (info.isError || pathway.isError) {
    const retrying = info.isFetching || pathway.isFetching
    return (
      <div className="flex flex-col gap-6">
        <Heading />
        <RetryError
          message={MY_PATHWAY_MESSAGES.loadFailed}
          retrying={retrying}
          onRetry={() => {
            if (info.isError) void info.refetch()
            if (pathway.isError) void pathway.refetch()
          }}
        />
      </div>
    )
  }

  if (info.data === undefined || pathway.data === undefined) {
    return (
      <div aria-busy="true" className="flex flex-col gap-6">
        <Heading />
        <p role="status" className="sr-only">
          Loading your pathway...
        </p>
        <div className="grid gap-4 lg:grid-cols-2" aria-hidden>
          <Skeleton className="h-40" />
          <Skeleton className="h-40" />
          <Skeleton className="h-72" />
          <Skeleton className="h-72" />
        </div>
      </div>
    )
  }

  if (info.data === null) {
    return (
      <div className="flex flex-col gap-6">
        <Heading />
        <Alert variant="info" title={MY_PATHWAY_MESSAGES.noCatalyst}>
          <p>{MY_PATHWAY_MESSAGES.noCatalystHint}</p>
          <Button asChild size="sm" className="mt-3">
            <Link to="/find-counsellors">
              <UserSearch aria-hidden />
              Find Catalysts
            </Link>
          </Button>
        </Alert>
      </div>
    )
  }

  return (
    <div className="flex flex-col gap-6">
      <Heading />
      <div className="grid gap-4 lg:grid-cols-2">
        <CatalystCard catalyst={info.data}>{sessionsPanel}</CatalystCard>
        <GoalsCard catalyst={info.data} />
      </div>
      {pathway.data ? (
        <>
          <PathwayCard pathway={pathway.data} />
          <div className="grid items-start gap-4 lg:grid-cols-2">
            <ModulesList pathway={pathway.data} />
            {chatPanel}
          </div>
        </>
      ) : (
        // The same two columns as with a pathway (issue 28: the chat took three quarters of the
        // width beside an empty column): where the modules would be, what to do meanwhile.
        <div className="grid items-start gap-4 lg:grid-cols-2">
          <Card className="flex min-w-0 flex-col gap-3 p-4">
            <h2 className="text-base font-semibold">Modules</h2>
            <EmptyState
              icon={<Route />}
              headingLevel={3}
              title="No pathway yet"
              description={MY_PATHWAY_MESSAGES.noPathway}
            />
          </Card>
          {chatPanel}
        </div>
      )}
    </div>
  )
}
