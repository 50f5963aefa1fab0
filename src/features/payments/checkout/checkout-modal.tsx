import { EmbeddedCheckout, EmbeddedCheckoutProvider } from '@stripe/react-stripe-js'
import { useMemo, useState } from 'react'

import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog'
import { toast } from '@/lib/toast'

import { loadCheckoutStripe } from './load-stripe'

export interface CheckoutModalProps {
  clientSecret: string
  planLabel: string
  onClose: () => void
  /** The return address with `?session_id=` (the stand-in's; Stripe's own redirects). */
  onReturn: (returnUrl: string) => void
}

/**
 * The embedded card checkout (spec part 2 sections 2 and 4) in a modal, with the real
 * EmbeddedCheckoutProvider. The Stripe promise and the options are made once per modal: the
 * provider refuses changes to either.
 */
export function CheckoutModal({ clientSecret, planLabel, onClose, onReturn }: CheckoutModalProps) {
  const [stripe] = useState(() =>
    loadCheckoutStripe(onReturn).catch((error: unknown) => {
      toast.error(error instanceof Error ? error.message : String(error))
      onClose()
      return null
    }),
  )
  const options = useMemo(() => ({ clientSecret }), [clientSecret])
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-xl">
        <DialogTitle>Checkout</DialogTitle>
        <DialogDescription>{planLabel}</DialogDescription>
        <EmbeddedCheckoutProvider stripe={stripe} options={options}>
          <EmbeddedCheckout className="min-h-40" />
        </EmbeddedCheckoutProvider>
      </DialogContent>
    </Dialog>
  )
}
