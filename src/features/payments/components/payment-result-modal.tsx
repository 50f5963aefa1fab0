import { useQuery } from '@tanstack/react-query'
import { CircleAlert, CircleCheck, CircleX, Clock } from 'lucide-react'

import { paymentStatusQueryOptions, type PaymentResult } from '@/api/payment/queries'
import { Button } from '@/components/ui/button'
import { formatDateTime } from '@/lib/format/dates'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogTitle,
} from '@/components/ui/dialog'

import {
  formatPrice,
  PAYMENT_MESSAGES,
  RESULT_TITLES,
  resultKind,
  type ResultKind,
} from '../payment-rules'

const ICONS: Record<ResultKind, typeof CircleCheck> = {
  successful: CircleCheck,
  pending: Clock,
  failed: CircleX,
  processing: CircleAlert,
}

const ICON_CLASS: Record<ResultKind, string> = {
  successful: 'text-success',
  pending: 'text-warning',
  failed: 'text-danger',
  processing: 'text-muted-foreground',
}

/** The result's fields (spec part 2 section 3): plan, amount, method, date and payment id. */
function ResultDetails({ result }: { result: PaymentResult }) {
  const rows: Array<[string, string]> = [
    ['Plan', result.planName || '-'],
    ['Amount', result.amount == null ? '-' : formatPrice(result.amount, result.currency ?? 'usd')],
    ['Payment method', result.paymentMethod || '-'],
    ['Date', result.transactionDate ? formatDateTime(result.transactionDate) : '-'],
    ['Payment ID', result.paymentId || '-'],
  ]
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="text-muted-foreground">{label}</dt>
          <dd className="break-all">{value}</dd>
        </div>
      ))}
    </dl>
  )
}

export function PaymentResultView({ result }: { result: PaymentResult | null }) {
  const kind: ResultKind = result ? resultKind(result) : 'processing'
  const Icon = ICONS[kind]
  return (
    <>
      <div className="flex items-center gap-3">
        <Icon aria-hidden className={`size-8 ${ICON_CLASS[kind]}`} />
        <DialogTitle>{RESULT_TITLES[kind]}</DialogTitle>
      </div>
      <DialogDescription>
        {kind === 'processing' ? PAYMENT_MESSAGES.processingText : (result?.email ?? '')}
      </DialogDescription>
      {result ? <ResultDetails result={result} /> : null}
    </>
  )
}

/**
 * The result modal after returning from checkout (spec part 2 sections 4 and 7): reads the
 * checkout's result. While it loads, or when it cannot be read, the payment is still processing.
 */
export function PaymentResultModal({
  checkoutId,
  onClose,
}: {
  checkoutId: string
  onClose: () => void
}) {
  const result = useQuery(paymentStatusQueryOptions(checkoutId))
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent aria-busy={result.isPending} showCloseButton={false}>
        {result.isPending ? (
          <>
            <DialogTitle>Checking your payment...</DialogTitle>
            <DialogDescription>One moment.</DialogDescription>
          </>
        ) : (
          <PaymentResultView result={result.data ?? null} />
        )}
        <DialogFooter>
          <Button onClick={onClose}>Close</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  )
}
