import { Headset, Inbox } from 'lucide-react'

import type { SupportAllowance } from '@/api/faq/queries'
import { RetryError } from '@/components/ui/retry-error'
import { Skeleton } from '@/components/ui/skeleton'
import { helpRequestsLeft, PRIORITY_SUPPORT_OFFER, prioritySupportLine } from '@/config/support'

import { FAQ_MESSAGES } from '../faq-rules'

interface AllowanceRead {
  data: SupportAllowance | undefined
  isError: boolean
  isFetching: boolean
  refetch: () => unknown
}

/**
 * What the caller's help requests get, above Submit (issue 34): on limited support how many are
 * left this month and the answer time; on Prime and Elite Access priority and its answer time; a
 * student, nothing (not plan-bound). When none are left the form shows the offer instead
 * (help-request-dialog.tsx), so this says nothing then.
 */
export function HelpRequestAllowance({ id, allowance }: { id: string; allowance: AllowanceRead }) {
  const { data } = allowance
  if (!data) {
    if (allowance.isError) {
      return (
        <RetryError
          size="sm"
          message={FAQ_MESSAGES.allowanceFailed}
          retrying={allowance.isFetching}
          onRetry={() => void allowance.refetch()}
        />
      )
    }
    return (
      <div aria-busy="true" aria-label="Reading your help requests" role="status">
        <Skeleton className="h-5 w-64 max-w-full" />
      </div>
    )
  }
  if (data.priority) {
    return (
      <p id={id} className="flex items-center gap-2 text-sm font-medium">
        <Headset aria-hidden className="size-4 shrink-0 text-primary" />
        {prioritySupportLine(data.responseTime)}
      </p>
    )
  }
  if (!data.limited || data.limit === null || data.remaining === null || data.remaining === 0)
    return null
  return (
    <div id={id} className="flex items-start gap-2 text-sm">
      <Inbox aria-hidden className="mt-0.5 size-4 shrink-0 text-primary" />
      <p>
        <strong className="font-medium">{helpRequestsLeft(data.remaining, data.limit)}</strong>
        <span className="text-muted-foreground">{`. Answered ${data.responseTime}. ${PRIORITY_SUPPORT_OFFER}`}</span>
      </p>
    </div>
  )
}
