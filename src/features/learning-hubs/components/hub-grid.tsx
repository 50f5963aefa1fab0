import type { ReactNode } from 'react'

import { Skeleton } from '@/components/ui/skeleton'

/** The grid both hub lists use (Learning Hub, Enrolled Hubs). */
export const hubGridClass = 'grid gap-4 sm:grid-cols-2 xl:grid-cols-3'

/** A hub list's loading state: the message read out, and card-shaped placeholders. */
export function HubGridLoading({ message }: { message: ReactNode }) {
  return (
    <div aria-busy="true" className="flex flex-col gap-4">
      <p role="status" className="text-sm text-muted-foreground">
        {message}
      </p>
      <ul className={hubGridClass} aria-hidden>
        {Array.from({ length: 3 }, (_, index) => (
          <li key={index}>
            <Skeleton className="h-80 w-full" />
          </li>
        ))}
      </ul>
    </div>
  )
}
