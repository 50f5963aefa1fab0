import { Skeleton } from '@/components/ui/skeleton'

/** Rows of placeholders while sent requests load; the wait is announced once. */
export function TableSkeleton({ rows, label }: { rows: number; label: string }) {
  return (
    <div aria-busy="true" className="flex flex-col divide-y divide-border">
      <span role="status" className="sr-only">
        {label}
      </span>
      {Array.from({ length: rows }, (_, index) => (
        <div key={index} className="flex items-center gap-3 px-3 py-3">
          <Skeleton className="h-4 flex-1" />
          <Skeleton className="hidden h-4 w-24 sm:block" />
          <Skeleton className="h-5 w-20 rounded-full" />
        </div>
      ))}
    </div>
  )
}
