import { useQuery } from '@tanstack/react-query'
import { UserRoundCheck } from 'lucide-react'

import { accountManagerQueryOptions } from '@/api/account-manager/queries'
import { usePlanFeature } from '@/api/payment/use-plan-feature'
import { PlanOffer } from '@/components/plan/plan-offer'
import { RetryError } from '@/components/ui/retry-error'
import { Skeleton } from '@/components/ui/skeleton'

import { BookCallForm } from './components/book-call-form'
import { ManagerCalls } from './components/manager-calls'
import { ManagerCard } from './components/manager-card'
import { MarketingRequests } from './components/marketing-requests'
import { MANAGER_MESSAGES as M } from './schemas'

/** Loading, in the page's words. */
function Loading({ label }: { label: string }) {
  return (
    <div aria-busy="true" className="flex flex-col gap-4">
      <p role="status" className="text-sm text-muted-foreground">
        {label}
      </p>
      <Skeleton aria-hidden className="h-40 w-full" />
    </div>
  )
}

/** On Elite: the manager's card, booking a call with them, the calls (upcoming, past), marketing support. */
function ManagerServices({ marketing }: { marketing: boolean }) {
  const manager = useQuery(accountManagerQueryOptions())
  if (manager.isPending) return <Loading label="Loading your account manager..." />
  if (manager.isError)
    return (
      <RetryError
        message={M.loadFailed}
        retrying={manager.isFetching}
        onRetry={() => void manager.refetch()}
      />
    )
  return (
    <>
      <ManagerCard manager={manager.data} />
      <div className="grid gap-6 lg:grid-cols-2">
        <BookCallForm managerName={manager.data.name} />
        <ManagerCalls scope="upcoming" />
      </div>
      <ManagerCalls scope="past" />
      <MarketingRequests included={marketing} />
    </>
  )
}

/**
 * Account manager (issue 34; openapi "Account manager"): Elite's dedicated manager and
 * personalised marketing support. Without Elite, the offer in their place and what a lapse keeps:
 * calls already booked (readable, cancellable, in the calendar) and requests sent (followed to
 * their answer).
 */
export function AccountManagerPage() {
  const manager = usePlanFeature('account-manager')
  const marketing = usePlanFeature('marketing-support')

  let body
  if (manager.isError) {
    body = <RetryError message={M.loadFailed} retrying={false} onRetry={() => manager.refetch()} />
  } else if (manager.included === undefined) {
    body = <Loading label="Loading your plan..." />
  } else if (manager.included) {
    body = <ManagerServices marketing={marketing.included === true} />
  } else {
    body = (
      <>
        <PlanOffer
          feature="account-manager"
          icon={<UserRoundCheck />}
          reason={
            manager.lapsed
              ? 'Your plan no longer includes an account manager. Calls you booked stay here, and you can still cancel them.'
              : undefined
          }
        />
        <ManagerCalls scope="upcoming" hideWhenEmpty />
        <ManagerCalls scope="past" hideWhenEmpty />
        <MarketingRequests included={marketing.included === true} />
      </>
    )
  }

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-1">
        <h1 className="text-2xl font-semibold tracking-tight">Account manager</h1>
        <p className="text-sm text-muted-foreground">
          Your dedicated contact at Catalyst, and help to market your practice.
        </p>
      </div>
      {body}
    </div>
  )
}
