import { Spinner } from '@/components/ui/spinner'

/** What a guard shows while the signed-in user loads (spec part 2 section 2: "Loading..."). */
export function FullPageLoading() {
  return (
    <div
      className="flex min-h-dvh items-center justify-center gap-3 text-muted-foreground"
      role="status"
    >
      <Spinner label="" aria-hidden />
      <span>Loading...</span>
    </div>
  )
}
