import { cva, type VariantProps } from 'class-variance-authority'
import { X } from 'lucide-react'
import { Dialog as DialogPrimitive } from 'radix-ui'
import type { ComponentProps } from 'react'

import { cn } from '@/lib/cn'

import { closeButtonClass, DialogOverlay } from './dialog'

// A side drawer: a modal Radix Dialog (focus trap, Escape, focus return) pinned to one edge.
// Used for the mobile side menu (left) and request drawers (right).

export const Sheet = DialogPrimitive.Root
export const SheetTrigger = DialogPrimitive.Trigger
export const SheetClose = DialogPrimitive.Close

const sheetVariants = cva(
  'fixed inset-y-0 z-50 flex h-full w-full flex-col gap-4 overflow-y-auto bg-surface p-6 text-foreground shadow-lg motion-safe:transition-transform motion-safe:duration-300 motion-safe:ease-out',
  {
    variants: {
      side: {
        left: 'left-0 max-w-xs border-r border-border motion-safe:starting:-translate-x-full',
        right: 'right-0 max-w-md border-l border-border motion-safe:starting:translate-x-full',
      },
    },
    defaultVariants: { side: 'right' },
  },
)

export function SheetContent({
  className,
  children,
  side,
  showCloseButton = true,
  ...props
}: ComponentProps<typeof DialogPrimitive.Content> &
  VariantProps<typeof sheetVariants> & { showCloseButton?: boolean }) {
  return (
    <DialogPrimitive.Portal>
      <DialogOverlay />
      <DialogPrimitive.Content className={cn(sheetVariants({ side }), className)} {...props}>
        {children}
        {showCloseButton ? (
          <DialogPrimitive.Close className={closeButtonClass}>
            <X aria-hidden="true" className="size-4" />
            <span className="sr-only">Close</span>
          </DialogPrimitive.Close>
        ) : null}
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  )
}

export function SheetFooter({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      className={cn('mt-auto flex flex-col gap-2 sm:flex-row sm:justify-end', className)}
      {...props}
    />
  )
}

// A sheet's header, title and description look and behave as a dialog's.
export {
  DialogDescription as SheetDescription,
  DialogHeader as SheetHeader,
  DialogTitle as SheetTitle,
} from './dialog'
