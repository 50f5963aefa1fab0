import { useQuery } from '@tanstack/react-query'
import { CalendarPlus } from 'lucide-react'
import { lazy, Suspense, useState } from 'react'

import { counsellingInfoQueryOptions, isConnected } from '@/api/connections/counselling-info'
import { Button, type ButtonProps } from '@/components/ui/button'

import { personName } from './session-rules'

/** The dialog's code (slot picker, form) loads when it is first opened. */
const BookSessionDialog = lazy(() =>
  import('./components/book-session-dialog').then((module) => ({
    default: module.BookSessionDialog,
  })),
)

/**
 * Book a session with the student's connected Catalyst (issue 29): the button and its dialog;
 * nothing while the student has no connected Catalyst. `catalystSk` keeps it to that Catalyst's
 * conversation (the chat's header names the contact it shows).
 */
export function BookSessionButton({
  variant = 'primary',
  size = 'md',
  className,
  catalystSk,
  compactOnPhone = false,
}: Pick<ButtonProps, 'variant' | 'size' | 'className'> & {
  catalystSk?: string
  /** Only the icon on a phone (a narrow header beside a name); the name stays for readers. */
  compactOnPhone?: boolean
}) {
  const info = useQuery(counsellingInfoQueryOptions())
  const [open, setOpen] = useState(false)
  const catalyst = info.data
  if (!catalyst || !isConnected(catalyst)) return null
  if (catalystSk !== undefined && catalystSk !== `USER#${catalyst.counselling_id}`) return null
  return (
    <>
      <Button variant={variant} size={size} className={className} onClick={() => setOpen(true)}>
        <CalendarPlus aria-hidden />
        <span className={compactOnPhone ? 'max-sm:sr-only' : undefined}>Book a session</span>
      </Button>
      {open ? (
        <Suspense fallback={null}>
          <BookSessionDialog
            catalystId={catalyst.counselling_id}
            catalystName={personName(catalyst)}
            open
            onOpenChange={setOpen}
          />
        </Suspense>
      ) : null}
    </>
  )
}
