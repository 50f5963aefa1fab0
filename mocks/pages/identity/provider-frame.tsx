import type { ReactNode } from 'react'

/** The mock provider's own look: a centred card under its brand line, like a real sign-in page. */
export function ProviderFrame({ children, footer }: { children: ReactNode; footer?: ReactNode }) {
  return (
    <main className="flex min-h-dvh flex-col items-center bg-background px-3 pt-6 pb-16 sm:justify-center sm:px-4 sm:py-10">
      <div className="w-full max-w-md overflow-hidden rounded-xl border border-border bg-surface shadow-sm">
        <div className="flex items-center gap-2 border-b border-border px-5 py-3">
          <GoogleMark />
          <span className="text-sm font-medium text-foreground">Sign in with Google (mock)</span>
          <span className="ml-auto rounded-full bg-warning/15 px-2 py-0.5 text-xs font-medium text-warning">
            Mock
          </span>
        </div>
        {children}
      </div>
      {footer ? (
        <div className="mt-4 w-full max-w-md px-1 text-xs text-muted-foreground">{footer}</div>
      ) : null}
    </main>
  )
}

/** A four-colour "G" drawn from arcs: recognisable, not the trademark artwork. */
function GoogleMark() {
  const arc = (colour: string, dash: string, offset: number) => (
    <circle
      cx="12"
      cy="12"
      r="8"
      fill="none"
      stroke={colour}
      strokeWidth="4"
      strokeDasharray={dash}
      strokeDashoffset={offset}
    />
  )
  return (
    <svg viewBox="0 0 24 24" className="size-5 shrink-0" aria-hidden="true">
      {arc('#4285F4', '10 40.3', 0)}
      {arc('#34A853', '12 38.3', -10)}
      {arc('#FBBC05', '8 42.3', -22)}
      {arc('#EA4335', '14 36.3', -30)}
      <rect x="12" y="10" width="8" height="4" fill="#4285F4" />
    </svg>
  )
}
