import { EmbeddedCheckout, EmbeddedCheckoutProvider } from '@stripe/react-stripe-js'
import { useMemo, useState } from 'react'

import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogTitle,
} from '@/components/ui/dialog'

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
 * provider refuses changes to either. When the provider's script cannot be loaded the modal says
 * so and stays until closed, rather than closing at once behind a toast.
 */
export function CheckoutModal({ clientSecret, planLabel, onClose, onReturn }: CheckoutModalProps) {
  const [failed, setFailed] = useState(false)
  const [stripe] = useState(() =>
    loadCheckoutStripe(onReturn).catch(() => {
      setFailed(true)
      return null
    }),
  )
  const options = useMemo(() => ({ clientSecret }), [clientSecret])
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      {/* Failed, its one way out is the Close below (the corner's would be a second "Close"). */}
      <DialogContent className="max-w-xl" showCloseButton={!failed}>
        <DialogTitle>Checkout</DialogTitle>
        <DialogDescription>{planLabel}</DialogDescription>
        {failed ? (
          <>
            <Alert variant="danger" title="The card form could not be loaded.">
              Nothing was charged. Check your connection, then close this and press Choose again.
            </Alert>
            <DialogFooter>
              <Button onClick={onClose}>Close</Button>
            </DialogFooter>
          </>
        ) : (
          <EmbeddedCheckoutProvider stripe={stripe} options={options}>
            <EmbeddedCheckout className="min-h-40" />
          </EmbeddedCheckoutProvider>
        )}
      </DialogContent>
    </Dialog>
  )
}
