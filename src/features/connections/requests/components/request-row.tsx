import type { ReactNode } from 'react'

import { Avatar } from '@/components/ui/avatar'
import { Button } from '@/components/ui/button'
import { cn } from '@/lib/cn'
import { RelativeTime } from '@/components/ui/relative-time'
import { relativeTime } from '@/lib/format/dates'

/** "3d" on screen (spec part 1 section 9), the date as a tooltip, "Requested 3d ago" when read. */
export function RequestedAt({ at }: { at: string }) {
  return (
    <span>
      <span className="sr-only">Requested </span>
      <RelativeTime at={at} />
      {relativeTime(at) !== 'Now' ? <span className="sr-only"> ago</span> : null}
    </span>
  )
}

/**
 * One request in a drawer: photo or initials, the name (opens the detail modal), country and
 * time, extra details (stats), then Decline and Accept. A decided row fades out and takes no
 * more clicks (`inert`).
 */
export function RequestRow({
  name,
  picture,
  country,
  createdAt,
  details,
  leaving,
  busy,
  onOpen,
  onDecline,
  onAccept,
}: {
  name: string
  picture: string | null | undefined
  country: string
  createdAt: string
  details?: ReactNode
  leaving: boolean
  busy: boolean
  onOpen: () => void
  onDecline: () => void
  onAccept: () => void
}) {
  return (
    <li
      data-leaving={leaving || undefined}
      aria-busy={busy || undefined}
      inert={leaving}
      className={cn(
        // duration-300: REMOVAL_FADE_MS, after which the row leaves the list.
        'flex flex-col gap-3 rounded-lg border border-border bg-surface p-3 motion-safe:transition-opacity motion-safe:duration-300',
        leaving && 'opacity-0',
      )}
    >
      <div className="flex min-w-0 items-start gap-3">
        <Avatar name={name} src={picture} alt="" />
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <button
            type="button"
            aria-haspopup="dialog"
            onClick={onOpen}
            className="w-fit max-w-full cursor-pointer rounded-sm text-left font-medium break-words text-foreground underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
          >
            {name}
          </button>
          <p className="flex flex-wrap items-center gap-x-1.5 text-sm text-muted-foreground">
            <span className="break-words">{country}</span>
            <span aria-hidden>·</span>
            <RequestedAt at={createdAt} />
          </p>
          {details}
        </div>
      </div>
      <div className="flex justify-end gap-2">
        <Button
          variant="outline"
          size="sm"
          aria-label={`Decline ${name}`}
          disabled={busy}
          onClick={onDecline}
        >
          Decline
        </Button>
        <Button size="sm" aria-label={`Accept ${name}`} disabled={busy} onClick={onAccept}>
          Accept
        </Button>
      </div>
    </li>
  )
}
