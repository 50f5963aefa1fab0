import { Award, Ban, Check, Clock, Sparkles, UserPlus } from 'lucide-react'
import { useId } from 'react'

import type { Catalyst } from '@/api/connections/queries'
import { Avatar } from '@/components/ui/avatar'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { RelativeTime } from '@/components/ui/relative-time'
import { relativeTime } from '@/lib/format/dates'

import { CatalystStats } from '../../components/catalyst-stats'
import { displayCountry, displayName, NOT_AVAILABLE } from '../../people'
import { DIRECTORY_MESSAGES } from '../directory'

const hasEarnedBadges = (count: number | undefined): count is number =>
  typeof count === 'number' && Number.isFinite(count) && count > 0

/** The catalyst's earned badges, only when a number above 0 (spec part 1 section 9). */
function EarnedBadges({ count }: { count: number }) {
  const label = `${count} ${count === 1 ? 'badge' : 'badges'}`
  return (
    <Badge variant="neutral" title={`${label} earned`}>
      <Award aria-hidden />
      <span aria-hidden>{label}</span>
      <span className="sr-only">{label} earned</span>
    </Badge>
  )
}

/** An Elite Access Catalyst (issue 29, part 2 section 9 "Featured badge with top placement"). */
function FeaturedBadge() {
  return (
    <Badge variant="primary" title="Featured Catalyst">
      <Sparkles aria-hidden />
      Featured
    </Badge>
  )
}

/** "Last seen 3h ago" (relative times, part 1 section 9), the date as a tooltip; N/A when unknown. */
function LastSeen({ at }: { at: string | null | undefined }) {
  const relative = at ? relativeTime(at) : ''
  return (
    <p className="text-xs text-muted-foreground">
      Last seen{' '}
      {at && relative ? (
        <>
          <RelativeTime at={at} />
          {relative === 'Now' ? null : ' ago'}
        </>
      ) : (
        NOT_AVAILABLE
      )}
    </p>
  )
}

/** Finds a card's connection button, to give the focus back to it when a dialog closes. */
export const connectButtonSelector = (catalystId: string) =>
  `[data-connect-for="${CSS.escape(catalystId)}"]`

/**
 * Connect, "Request Sent", "Connected" (part 2 section 4), "Not taking new requests" (issue 34) or
 * an expired request's note above Connect (issue 35). "Request Sent" is shown disabled
 * (aria-disabled) but still takes a click, which answers "Your connection request is pending".
 */
function ConnectionButton({
  catalyst,
  describedBy,
  onConnect,
}: {
  catalyst: Catalyst
  describedBy: string
  onConnect: () => void
}) {
  const shared = { className: 'w-full', 'aria-describedby': describedBy }
  if (catalyst.status === 'accepted')
    return (
      <Button {...shared} variant="secondary" disabled>
        <Check aria-hidden />
        Connected
      </Button>
    )
  if (catalyst.status === 'invited')
    return (
      <Button
        {...shared}
        variant="secondary"
        aria-disabled
        data-connect-for={catalyst.id}
        // Still readable: it tells where the request stands, it is not a dimmed control.
        className="w-full border border-border bg-surface-muted text-muted-foreground aria-disabled:pointer-events-auto aria-disabled:cursor-default aria-disabled:opacity-100 hover:bg-surface-muted"
        onClick={onConnect}
      >
        <Clock aria-hidden />
        Request Sent
      </Button>
    )
  // Issue 34: the server refuses a request to a Catalyst who takes no inquiries, so the card says
  // so in place of Connect (no control that can only fail).
  if (!catalyst.takesInquiries)
    return (
      <p
        className="flex flex-col items-center gap-0.5 rounded-md border border-border bg-surface-muted px-3 py-2 text-center text-sm"
        data-connect-for={catalyst.id}
        tabIndex={-1}
      >
        <span className="flex items-center gap-1.5 font-medium">
          <Ban aria-hidden className="size-4" />
          {DIRECTORY_MESSAGES.noInquiries}
        </span>
        <span className="text-muted-foreground">{DIRECTORY_MESSAGES.noInquiriesWhy}</span>
      </p>
    )
  const connect = (
    <Button {...shared} aria-haspopup="dialog" data-connect-for={catalyst.id} onClick={onConnect}>
      <UserPlus aria-hidden />
      Connect
    </Button>
  )
  // Issue 35: the student's last request expired unanswered; they may ask again.
  if (catalyst.status === 'expired')
    return (
      <div className="flex flex-col gap-2">
        <p className="flex items-start gap-1.5 text-sm text-muted-foreground">
          <Clock aria-hidden className="mt-0.5 size-4 shrink-0" />
          {DIRECTORY_MESSAGES.expired}
        </p>
        {connect}
      </div>
    )
  return connect
}

/** One catalyst in the directory (part 2 section 3), with the spec's fallbacks. */
export function CatalystCard({
  catalyst,
  onConnect,
}: {
  catalyst: Catalyst
  onConnect: (catalyst: Catalyst) => void
}) {
  const nameId = useId()
  const name = displayName(catalyst.given_name, catalyst.family_name)
  return (
    <article
      aria-labelledby={nameId}
      className="flex h-full flex-col gap-4 rounded-lg border border-border bg-surface p-4 text-foreground shadow-xs"
    >
      <div className="flex min-w-0 items-start gap-3">
        <Avatar name={name} src={catalyst.picture} size="lg" alt="" />
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <h2 id={nameId} className="leading-tight font-semibold break-words">
            {name}
          </h2>
          <p className="text-sm break-words text-muted-foreground">
            {displayCountry(catalyst.country)}
          </p>
          <LastSeen at={catalyst.lastSeen} />
        </div>
      </div>
      {/* Something to choose by (issue 27): what they specialise in, and a line of their bio. */}
      {catalyst.specializationArea || catalyst.bio ? (
        <div className="flex flex-col gap-1 text-sm">
          {catalyst.specializationArea ? (
            <p className="font-medium break-words">{catalyst.specializationArea}</p>
          ) : null}
          {catalyst.bio ? (
            <p className="line-clamp-2 break-words text-muted-foreground" title={catalyst.bio}>
              {catalyst.bio}
            </p>
          ) : null}
        </div>
      ) : null}
      <CatalystStats
        stats={catalyst.stats}
        before={catalyst.featured ? <FeaturedBadge /> : null}
        after={
          hasEarnedBadges(catalyst.badgeCount) ? <EarnedBadges count={catalyst.badgeCount} /> : null
        }
      />
      <div className="mt-auto">
        <ConnectionButton
          catalyst={catalyst}
          describedBy={nameId}
          onConnect={() => onConnect(catalyst)}
        />
      </div>
    </article>
  )
}
