import { useQuery } from '@tanstack/react-query'
import { MailPlus } from 'lucide-react'
import { useId } from 'react'

import { latestInvitesQueryOptions } from '@/api/connections/queries'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'
import { EmptyState } from '@/components/ui/empty-state'

import { Button } from '@/components/ui/button'
import { optionalLazy } from '@/components/ui/optional-lazy'

import { NO_REQUESTS_SENT } from './invite-messages'
import { PanelError } from './panel-error'
import { SentInviteTable } from './sent-invite-table'
import { TableSkeleton } from './table-skeleton'

/** The See More overlay (dialog, filter, pages) loads beside the page, not before it. */
const AllRequestsDialog = optionalLazy(
  () => import('./all-requests-dialog').then((module) => module.AllRequestsDialog),
  <Button variant="outline" size="sm" disabled>
    See More
  </Button>,
)

/** "At least 4 rows shown, padded with dashes" (spec part 1 section 2). */
export const LATEST_ROWS = 4

/** The latest sent requests (GET /invite/fetchLatestFourRequests) with See More. */
export function LatestRequests() {
  const query = useQuery(latestInvitesQueryOptions())
  const titleId = useId()
  // A failed refresh keeps the rows already shown: the error shows only when there is nothing.
  const invites = query.data
  return (
    <Card aria-labelledby={titleId} role="region">
      <CardHeader className="flex-row items-start justify-between gap-3">
        <div className="flex flex-col gap-1.5">
          <CardTitle asChild>
            <h2 id={titleId}>Latest requests</h2>
          </CardTitle>
          <CardDescription>Your most recent invitations and their answers.</CardDescription>
        </div>
        <AllRequestsDialog />
      </CardHeader>
      <CardContent>
        {invites ? (
          invites.length === 0 ? (
            <EmptyState
              headingLevel={3}
              icon={<MailPlus />}
              title={NO_REQUESTS_SENT}
              description="Students you invite show here with the status of their answer."
            />
          ) : (
            <SentInviteTable
              caption="Latest sent requests"
              invites={invites}
              minRows={LATEST_ROWS}
            />
          )
        ) : query.isError ? (
          <PanelError
            title="The latest requests could not be loaded"
            error={query.error}
            retrying={query.isRefetching}
            onRetry={() => void query.refetch()}
          />
        ) : (
          <TableSkeleton rows={LATEST_ROWS} label="Loading the latest requests..." />
        )}
      </CardContent>
    </Card>
  )
}
