import { Link } from '@tanstack/react-router'
import { Receipt } from 'lucide-react'
import { useEffect, useRef } from 'react'

import { useBillingPortal } from '@/api/payment/queries'
import { buttonVariants } from '@/components/ui/button'
import { EmptyState } from '@/components/ui/empty-state'
import { RetryError } from '@/components/ui/retry-error'
import { reloadTo } from '@/lib/reload'

import { PAYMENT_MESSAGES } from './payment-rules'

/**
 * Billing (spec part 2 sections 2, 7 and 8): opens the billing portal when one is returned (the
 * page is replaced, so Back returns to where the user came from); otherwise No Payment History.
 * `from` (the route's search, an in-app path) is where the portal's "Return to Catalyst" leads
 * (issue 36).
 */
export function BillingPage({ from }: { from?: string | undefined }) {
  const portal = useBillingPortal()
  const started = useRef(false)
  const { mutate } = portal

  useEffect(() => {
    // One portal address asked for per visit, also under StrictMode's double effects.
    if (started.current) return
    started.current = true
    mutate(from, { onSuccess: (url) => url && reloadTo(url) })
  }, [mutate, from])

  let body
  if (portal.isError) {
    body = (
      <RetryError
        message={PAYMENT_MESSAGES.portalFailed}
        retrying={portal.isPending}
        onRetry={() => mutate(from, { onSuccess: (url) => url && reloadTo(url) })}
      />
    )
  } else if (portal.isSuccess && !portal.data) {
    body = (
      <EmptyState
        icon={<Receipt />}
        title={PAYMENT_MESSAGES.noHistory}
        action={
          <Link to="/pricing" className={buttonVariants()}>
            {PAYMENT_MESSAGES.viewPlans}
          </Link>
        }
      />
    )
  } else {
    body = (
      <p role="status" className="text-sm text-muted-foreground">
        Opening the billing portal...
      </p>
    )
  }
  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-2xl font-semibold tracking-tight">Billing</h1>
      {body}
    </div>
  )
}
