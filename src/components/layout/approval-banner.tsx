import { ShieldAlert } from 'lucide-react'

/** Shown to a counsellor whose profile a moderator has not approved yet (spec part 1 section 6). */
export const AWAITING_APPROVAL_MESSAGE = 'Your profile is awaiting moderator approval.'

export function ApprovalBanner() {
  return (
    <div
      role="status"
      className="flex items-center gap-3 border-b border-warning/40 bg-warning/10 px-4 py-2.5 text-sm sm:px-6"
    >
      <ShieldAlert aria-hidden className="size-4 shrink-0 text-warning" />
      <span className="font-medium text-foreground">{AWAITING_APPROVAL_MESSAGE}</span>
    </div>
  )
}
