import { useQuery } from '@tanstack/react-query'
import { ChevronLeft, ChevronRight, SearchX, MailPlus } from 'lucide-react'
import { useId, useMemo, useState } from 'react'

import { allInvitesQueryOptions } from '@/api/connections/queries'
import { Button } from '@/components/ui/button'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog'
import { EmptyState } from '@/components/ui/empty-state'
import { Label } from '@/components/ui/label'
import { Select } from '@/components/ui/select'

import {
  ALL_STATUSES,
  matchesFilter,
  parseStatusFilter,
  STATUS_FILTERS,
  type StatusFilter,
} from '../invite-status'
import { PanelError } from './panel-error'
import { SentInviteTable } from './sent-invite-table'
import { TableSkeleton } from './table-skeleton'

/** Spec part 1 section 8: none sent at all, or none with the chosen status. */
import { NO_REQUESTS_FOUND, NO_REQUESTS_SENT } from './invite-messages'

export { NO_REQUESTS_FOUND, NO_REQUESTS_SENT }
/**
 * Rows per page. The call answers every invitation (thousands in the `large` scenario); paging
 * keeps the table at a few dozen nodes whatever the count.
 */
export const SENT_REQUESTS_PAGE_SIZE = 10

/** See More: every sent request, filtered by status and paged (spec part 1 sections 2, 3). */
export function AllRequestsDialog() {
  const [open, setOpen] = useState(false)
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="outline" size="sm">
          See More
        </Button>
      </DialogTrigger>
      <DialogContent className="max-w-3xl gap-5">
        <DialogHeader>
          <DialogTitle>Sent requests</DialogTitle>
          <DialogDescription>Every invitation you have sent, newest first.</DialogDescription>
        </DialogHeader>
        {open ? <AllRequests /> : null}
      </DialogContent>
    </Dialog>
  )
}

function AllRequests() {
  const query = useQuery(allInvitesQueryOptions())
  const [filter, setFilter] = useState<StatusFilter>(ALL_STATUSES)
  const [page, setPage] = useState(0)
  const filterId = useId()
  const invites = query.data
  const matching = useMemo(
    () => invites?.filter((invite) => matchesFilter(invite, filter)) ?? [],
    [invites, filter],
  )
  const pageCount = Math.max(1, Math.ceil(matching.length / SENT_REQUESTS_PAGE_SIZE))
  const current = Math.min(page, pageCount - 1)
  const first = current * SENT_REQUESTS_PAGE_SIZE
  const shown = matching.slice(first, first + SENT_REQUESTS_PAGE_SIZE)

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-col gap-1.5 sm:max-w-56">
        <Label htmlFor={filterId}>Status</Label>
        <Select
          id={filterId}
          value={String(filter)}
          onChange={(event) => {
            setFilter(parseStatusFilter(event.target.value))
            setPage(0)
          }}
        >
          {STATUS_FILTERS.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </Select>
      </div>
      {!invites ? (
        query.isError ? (
          <PanelError
            title="Sent requests could not be loaded"
            error={query.error}
            retrying={query.isRefetching}
            onRetry={() => void query.refetch()}
          />
        ) : (
          <TableSkeleton rows={5} label="Loading sent requests..." />
        )
      ) : matching.length === 0 ? (
        filter === ALL_STATUSES ? (
          <EmptyState headingLevel={3} icon={<MailPlus />} title={NO_REQUESTS_SENT} />
        ) : (
          <EmptyState
            headingLevel={3}
            icon={<SearchX />}
            title={NO_REQUESTS_FOUND}
            description="No sent request has this status. Choose another one, or All."
          />
        )
      ) : (
        <>
          <SentInviteTable caption="Sent requests" invites={shown} showAnswered />
          <nav
            aria-label="Pages of sent requests"
            className="flex flex-wrap items-center justify-between gap-3"
          >
            <p role="status" className="text-sm text-muted-foreground tabular-nums">
              {first + 1}–{first + shown.length} of {matching.length}
            </p>
            <div className="flex items-center gap-2">
              <Button
                variant="outline"
                size="sm"
                disabled={current === 0}
                onClick={() => setPage(current - 1)}
              >
                <ChevronLeft aria-hidden />
                Previous
              </Button>
              <span className="text-sm tabular-nums">
                Page {current + 1} of {pageCount}
              </span>
              <Button
                variant="outline"
                size="sm"
                disabled={current >= pageCount - 1}
                onClick={() => setPage(current + 1)}
              >
                Next
                <ChevronRight aria-hidden />
              </Button>
            </div>
          </nav>
        </>
      )}
    </div>
  )
}
