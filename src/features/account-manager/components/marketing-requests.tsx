import { useInfiniteQuery } from '@tanstack/react-query'
import { Megaphone } from 'lucide-react'
import { useId } from 'react'

import {
  marketingRequestsQueryOptions,
  type MarketingRequest,
  type MarketingRequestStatus,
} from '@/api/account-manager/queries'
import { PlanOffer } from '@/components/plan/plan-offer'
import { Badge, type BadgeProps } from '@/components/ui/badge'
import { Card } from '@/components/ui/card'
import { EmptyState } from '@/components/ui/empty-state'
import { PagedList } from '@/components/ui/paged-list'
import { MARKETING_KINDS, MARKETING_STATUS_LABELS } from '@/config/account-manager'
import { formatDateTime } from '@/lib/format/dates'

import { MANAGER_MESSAGES as M } from '../schemas'
import { MarketingRequestForm } from './marketing-request-form'

const REQUEST_NOUN = { one: 'request', other: 'requests' }

const STATUS_VARIANT: Record<MarketingRequestStatus, BadgeProps['variant']> = {
  open: 'neutral',
  'in-review': 'info',
  answered: 'success',
  declined: 'warning',
}

function RequestItem({ request }: { request: MarketingRequest }) {
  const step = request.decidedAt ?? request.reviewStartedAt ?? request.createdAt
  return (
    <>
      <div className="flex flex-wrap items-center gap-2">
        <h3 className="font-medium">{MARKETING_KINDS[request.kind].label}</h3>
        <Badge variant={STATUS_VARIANT[request.status]}>
          {MARKETING_STATUS_LABELS[request.status]}
        </Badge>
        <span className="text-xs text-muted-foreground">{formatDateTime(step)}</span>
      </div>
      <p className="text-sm break-words whitespace-pre-line text-muted-foreground">
        {request.message}
      </p>
      {request.answer ? (
        <div className="rounded-md border border-border bg-surface-muted p-3">
          <p className="text-xs font-medium">{request.manager.name} wrote:</p>
          <p className="text-sm break-words whitespace-pre-line">{request.answer}</p>
        </div>
      ) : (
        <p className="text-xs text-muted-foreground">
          {request.status === 'open'
            ? `Sent to ${request.manager.name}. The answer shows here and in your e-mail.`
            : `${request.manager.name} is working on it.`}
        </p>
      )}
    </>
  )
}

/**
 * Marketing support: the new-request form (Elite) or, in its place, the offer; and the requests
 * sent, each followed to its answer (kept readable after a lapse). `included` is whether the plan
 * in effect includes marketing support.
 */
export function MarketingRequests({ included }: { included: boolean }) {
  const headingId = useId()
  const requests = useInfiniteQuery(marketingRequestsQueryOptions())
  const page = requests.data?.pages[0]
  const shown = requests.data?.pages.flatMap((each) => each.requests) ?? []
  const hasAny = shown.length > 0
  if (!included && !hasAny && !requests.isError)
    return <PlanOffer feature="marketing-support" icon={<Megaphone />} />

  const list = (
    <PagedList
      query={requests}
      itemsOf={(each) => each.requests}
      showCount={false}
      itemIdOf={(request) => `request-${request.id}`}
      renderItem={(request) => <RequestItem request={request} />}
      label="Your marketing requests"
      noun={REQUEST_NOUN}
      errorMessage={M.requestsFailed}
      variant="in-card"
      empty={
        <EmptyState
          icon={<Megaphone />}
          headingLevel={3}
          title="No requests yet"
          description="Ask for a profile review or a spotlight: the answer shows here."
        />
      }
    />
  )

  return (
    <>
      {included ? null : <PlanOffer feature="marketing-support" icon={<Megaphone />} compact />}
      <Card role="region" aria-labelledby={headingId} className="gap-4 px-5">
        <h2 id={headingId} className="text-base font-semibold">
          Marketing support
        </h2>
        {included && page ? (
          <MarketingRequestForm waiting={page.waiting} limit={page.waitingLimit} />
        ) : null}
        {list}
      </Card>
    </>
  )
}
