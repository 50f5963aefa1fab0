import { useState, type ReactElement, type ReactNode } from 'react'

import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from './alert-dialog'
import { Button } from './button'

export type ConfirmDialogProps = {
  /** The element that opens the dialog (e.g. a Button); omit when `open` is controlled. */
  trigger?: ReactElement
  open?: boolean
  defaultOpen?: boolean
  onOpenChange?: (open: boolean) => void
  title: ReactNode
  description?: ReactNode
  /** Extra content between the description and the buttons. */
  children?: ReactNode
  confirmLabel?: string
  cancelLabel?: string
  variant?: 'primary' | 'danger'
  /**
   * Runs on confirm. If it returns a promise the confirm button shows a spinner and the dialog
   * stays open until it settles: it closes on success and stays open on failure (report the
   * error elsewhere, e.g. the central mutation onError).
   */
  onConfirm: () => unknown
  /** Show the confirm button as loading, e.g. `mutation.isPending`. */
  pending?: boolean
}

const isThenable = (value: unknown): value is PromiseLike<unknown> =>
  typeof value === 'object' && value !== null && 'then' in value && typeof value.then === 'function'

export function ConfirmDialog({
  trigger,
  open: openProp,
  defaultOpen = false,
  onOpenChange,
  title,
  description,
  children,
  confirmLabel = 'Confirm',
  cancelLabel = 'Cancel',
  variant = 'primary',
  onConfirm,
  pending = false,
}: ConfirmDialogProps) {
  const [internalOpen, setInternalOpen] = useState(defaultOpen)
  const [running, setRunning] = useState(false)
  const open = openProp ?? internalOpen
  const busy = pending || running

  const setOpen = (next: boolean) => {
    if (busy && !next) return // Escape or Cancel must not abandon a running action
    if (openProp === undefined) setInternalOpen(next)
    onOpenChange?.(next)
  }

  const confirm = async () => {
    const result = onConfirm()
    if (!isThenable(result)) return setOpen(false)
    setRunning(true)
    try {
      await result
      if (openProp === undefined) setInternalOpen(false)
      onOpenChange?.(false)
    } catch {
      // Stays open so the user can retry or cancel.
    } finally {
      setRunning(false)
    }
  }

  return (
    <AlertDialog open={open} onOpenChange={setOpen}>
      {trigger ? <AlertDialogTrigger asChild>{trigger}</AlertDialogTrigger> : null}
      <AlertDialogContent
        aria-busy={busy || undefined}
        // Without a description, say so, rather than point aria-describedby at nothing.
        {...(description ? {} : { 'aria-describedby': undefined })}
      >
        <AlertDialogHeader>
          <AlertDialogTitle>{title}</AlertDialogTitle>
          {description ? <AlertDialogDescription>{description}</AlertDialogDescription> : null}
        </AlertDialogHeader>
        {children}
        <AlertDialogFooter>
          <AlertDialogCancel disabled={busy}>{cancelLabel}</AlertDialogCancel>
          <Button variant={variant} loading={busy} onClick={() => void confirm()}>
            {confirmLabel}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  )
}
