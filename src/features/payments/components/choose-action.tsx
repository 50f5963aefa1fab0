import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { env } from '@/config/env'
import type { Plan } from '@/config/plans'

import { CARD_PAYMENTS_NOT_CONFIGURED } from '../payment-rules'

export interface ChooseActionProps {
  plan: Plan
  pending: boolean
  /** No card provider is configured: Choose cannot open a checkout here. */
  unavailable: boolean
  onChoose: () => void
}

/**
 * The foot of the selected plan's card: Choose (spec part 2 section 4, issue 36) and, when card payments
 * are not configured, that fact and what to do instead, in place of the payment form (issue 26).
 * Both sit above the card's own press target (z-10), so they take their own clicks.
 */
export function ChooseAction({ plan, pending, unavailable, onChoose }: ChooseActionProps) {
  const subject = encodeURIComponent(`Subscribing to ${plan.name}`)
  const at = env.supportEmail.lastIndexOf('@')
  return (
    <>
      {/* "Choose", the word the page's subtitle and the spec use; its name says which plan. */}
      <Button
        className="relative z-10 w-full"
        disabled={pending}
        onClick={onChoose}
        aria-label={pending ? undefined : `Choose ${plan.name}`}
      >
        {pending ? 'Preparing checkout...' : 'Choose'}
      </Button>
      {unavailable ? (
        <Alert variant="warning" title={CARD_PAYMENTS_NOT_CONFIGURED} className="relative z-10">
          This site cannot take card payments yet, so nothing was charged. To subscribe to{' '}
          {plan.name}, write to{' '}
          <a
            href={`mailto:${env.supportEmail}?subject=${subject}`}
            className="font-medium wrap-break-word text-primary underline underline-offset-4"
          >
            {/* Wraps after the "@" first, never inside a word while there is room. */}
            {env.supportEmail.slice(0, at + 1)}
            <wbr />
            {env.supportEmail.slice(at + 1)}
          </a>
          .
        </Alert>
      ) : null}
    </>
  )
}
