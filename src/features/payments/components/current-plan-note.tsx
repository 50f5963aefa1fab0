import type { UseQueryResult } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { AlertTriangle, RotateCw } from 'lucide-react'

import type { BillingInterval, CurrentSubscription } from '@/api/payment/queries'
import { Button } from '@/components/ui/button'
import { Skeleton } from '@/components/ui/skeleton'
import { planByTier } from '@/config/plans'
import { formatDate } from '@/lib/format/dates'

import { PAYMENT_MESSAGES } from '../payment-rules'

const BILLED: Record<BillingInterval, string> = { month: 'monthly', year: 'yearly' }

export const CURRENT_PLAN_FAILED = 'Your current plan could not be checked.'

/**
 * The plan the Catalyst is on and where to change it (Billing opens the portal); nothing without
 * one. While it loads, a line waits in its place; when the read fails the page still sells (Choose
 * asks the server anyway), and this line says so with Retry.
 */
export function CurrentPlanNote({ query }: { query: UseQueryResult<CurrentSubscription | null> }) {
  if (query.isPending) return <Skeleton className="h-5 w-80 max-w-full" />
  if (query.isError)
    return (
      <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted-foreground">
        <span className="inline-flex items-center gap-2">
          <AlertTriangle aria-hidden className="size-4 text-warning" />
          {CURRENT_PLAN_FAILED}
        </span>
        <Button
          variant="outline"
          size="sm"
          loading={query.isFetching}
          loadingLabel="Retrying"
          onClick={() => void query.refetch()}
        >
          {query.isFetching ? null : <RotateCw aria-hidden />}
          Retry
        </Button>
      </p>
    )
  const subscription = query.data
  if (!subscription) return null
  return (
    <p className="text-sm text-muted-foreground">
      You are on{' '}
      <span className="font-medium text-foreground">{planByTier(subscription.tier).name}</span>,
      billed {BILLED[subscription.interval]} since {formatDate(subscription.since)}. To change or
      cancel it, use{' '}
      <Link
        to="/billing"
        search={{ from: '/pricing' }}
        className="font-medium text-primary underline underline-offset-4"
      >
        {PAYMENT_MESSAGES.manageBilling}
      </Link>
      .
    </p>
  )
}
