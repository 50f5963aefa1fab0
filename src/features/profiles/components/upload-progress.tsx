import { Button } from '@/components/ui/button'

/** An upload under way: how far it is, and Cancel (which leaves the form as it was). */
export function UploadProgress({
  label,
  percent,
  onCancel,
}: {
  /** "Uploading photo", "Uploading passport.pdf". */
  label: string
  /** 0 to 100; null while the size is not known yet. */
  percent: number | null
  onCancel: () => void
}) {
  const value = percent ?? 0
  return (
    <div className="flex w-full min-w-0 flex-wrap items-center gap-2">
      <div className="flex min-w-32 flex-1 flex-col gap-1">
        <span className="truncate text-xs text-muted-foreground">
          {label}… {percent === null ? '' : `${value}%`}
        </span>
        <div
          role="progressbar"
          aria-label={label}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent === null ? undefined : value}
          className="h-1.5 w-full overflow-hidden rounded-full bg-surface-muted"
        >
          <div className="h-full bg-primary transition-[width]" style={{ width: `${value}%` }} />
        </div>
      </div>
      <Button type="button" variant="ghost" size="sm" onClick={onCancel}>
        Cancel upload
      </Button>
    </div>
  )
}
