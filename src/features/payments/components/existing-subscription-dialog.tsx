import { Link } from '@tanstack/react-router'

import { Button, buttonVariants } from '@/components/ui/button'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogTitle,
} from '@/components/ui/dialog'

import { PAYMENT_MESSAGES } from '../payment-rules'

/** A catalyst who already subscribes manages the plan in billing (spec part 2 section 4). */
export function ExistingSubscriptionDialog({ onClose }: { onClose: () => void }) {
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent showCloseButton={false}>
        <DialogTitle>{PAYMENT_MESSAGES.existingTitle}</DialogTitle>
        <DialogDescription>
          You already have an active subscription. Manage or change it in billing.
        </DialogDescription>
        <DialogFooter>
          <Button variant="outline" onClick={onClose}>
            Close
          </Button>
          <Link to="/billing" search={{ from: '/pricing' }} className={buttonVariants()}>
            {PAYMENT_MESSAGES.manageBilling}
          </Link>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  )
}
