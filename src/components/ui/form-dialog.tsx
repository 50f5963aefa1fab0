import { useState, type ReactNode } from 'react'

import { Dialog, DialogContent } from './dialog'

export interface FormDialogControls {
  /** The form's call is on its way (true) or answered (false). */
  onBusyChange: (busy: boolean) => void
  /** The form is done: the dialog closes. */
  onDone: () => void
}

/**
 * A dialog holding a form that sends a call. Escape, the overlay and the close button wait while
 * the call is on its way: its answer (or its failure, with what was typed kept) belongs in this
 * dialog. The form mounts while the dialog is open, so it starts empty each time.
 */
export function FormDialog({
  open,
  onOpenChange,
  className,
  children,
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
  className?: string
  children: (controls: FormDialogControls) => ReactNode
}) {
  const [busy, setBusy] = useState(false)
  return (
    <Dialog open={open} onOpenChange={(next) => (busy ? undefined : onOpenChange(next))}>
      <DialogContent className={className} closeDisabled={busy}>
        {open
          ? children({
              onBusyChange: setBusy,
              onDone: () => {
                setBusy(false)
                onOpenChange(false)
              },
            })
          : null}
      </DialogContent>
    </Dialog>
  )
}
