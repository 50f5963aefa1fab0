import { Button } from '@/components/ui/button'
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '@/components/ui/alert-dialog'

/**
 * The warning before a student who already has a Catalyst asks another one (spec part 2
 * section 4): the existing connection and the progress on the current pathway are lost
 * permanently. Cancel, or "Continue Anyway" to the request form.
 */
export function AlreadyConnectedDialog({
  open,
  currentName,
  wantedName,
  onCancel,
  onContinue,
  onCloseAutoFocus,
}: {
  open: boolean
  currentName: string
  wantedName: string
  onCancel: () => void
  onContinue: () => void
  /** Where the focus goes on close: the form on Continue Anyway, else the card's button. */
  onCloseAutoFocus: (event: Event) => void
}) {
  return (
    <AlertDialog open={open} onOpenChange={(next) => (next ? undefined : onCancel())}>
      <AlertDialogContent onCloseAutoFocus={onCloseAutoFocus}>
        <AlertDialogHeader>
          <AlertDialogTitle>You are already connected to a Catalyst</AlertDialogTitle>
          <AlertDialogDescription>
            If you send a request to {wantedName}, your existing connection with {currentName} and
            your progress on your current pathway will be lost permanently.
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>Cancel</AlertDialogCancel>
          <Button variant="danger" onClick={onContinue}>
            Continue Anyway
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  )
}
