/**
 * Shared focus indicators. `outline-hidden` keeps a transparent outline, so the indicator still
 * shows in Windows forced-colours mode where box-shadow rings are dropped.
 */
export const focusRing =
  'focus-visible:outline-hidden focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background'

/** For text fields: the border turns into the ring colour instead of an offset ring. */
export const fieldFocusRing =
  'focus-visible:outline-hidden focus-visible:border-ring focus-visible:ring-1 focus-visible:ring-ring'

/** Shared look of text-like controls (input, textarea, select). */
export const fieldBase =
  'w-full rounded-md border border-input bg-surface px-3 text-sm text-foreground shadow-xs placeholder:text-muted-foreground disabled:cursor-not-allowed disabled:opacity-50 aria-invalid:border-danger aria-invalid:focus-visible:border-danger aria-invalid:focus-visible:ring-danger'
