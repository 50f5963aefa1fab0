import { Link } from '@tanstack/react-router'
import { Sparkles } from 'lucide-react'
import { useId, type ReactNode } from 'react'

import { buttonVariants } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { PLAN_PITCHES } from '@/config/plan-pitches'
import {
  featureByKey,
  planNamesIncluding,
  planNamesWith,
  PLANS,
  type PlanFeatureKey,
} from '@/config/plans'

export const PLAN_OFFER_ACTION = 'View Pricing Plans'

/**
 * "Session booking with calendar comes with Prime and Elite Access": the offer's title. A feature
 * every plan has in some measure names the top plan's ("Unlimited email and chat support comes
 * with Prime and Elite Access"), as Basic's "Limited" is what the offer is shown in place of.
 */
export function planOfferTitle(feature: PlanFeatureKey): string {
  const { name, values } = featureByKey(feature)
  const best = values[PLANS.at(-1)!.tier]
  return typeof best === 'string'
    ? `${best} ${name.toLowerCase()} comes with ${planNamesWith(feature, best)}`
    : `${name} comes with ${planNamesIncluding(feature)}`
}

interface PlanOfferProps {
  feature: PlanFeatureKey
  /** The server's words on why the feature is not open (a lapse says so), under the title. */
  reason?: string | null
  /** The feature's own icon; a generic one otherwise. */
  icon?: ReactNode
  /** A narrow place (a dashboard card): the title, the first line of what it gives, the link. */
  compact?: boolean
  /**
   * The id of the title of the place that holds the offer (a dashboard card), read before the
   * offer's own title: several cards offering the same feature are then landmarks of distinct
   * names ("Student requests Unlock ..."), as axe's landmark-unique asks.
   */
  placeTitleId?: string
  className?: string
}

/**
 * In the place of a feature the plan in effect does not include: what the feature gives, in the
 * words of the plan comparison, and the way to Pricing (issue 34: never a dead control).
 */
export function PlanOffer({
  feature,
  reason,
  icon,
  compact = false,
  placeTitleId,
  className,
}: PlanOfferProps) {
  const titleId = useId()
  const gives = compact ? PLAN_PITCHES[feature].slice(0, 1) : PLAN_PITCHES[feature]
  return (
    <Card
      role="region"
      aria-labelledby={placeTitleId ? `${placeTitleId} ${titleId}` : titleId}
      className={className ?? 'gap-4 px-5'}
    >
      <div className="flex items-start gap-4">
        <div
          aria-hidden
          className="flex size-10 shrink-0 items-center justify-center rounded-full bg-surface-muted text-primary [&_svg]:size-5"
        >
          {icon ?? <Sparkles />}
        </div>
        <div className="flex min-w-0 flex-col gap-1">
          <h2 id={titleId} className="text-base font-semibold">
            {planOfferTitle(feature)}
          </h2>
          {reason ? <p className="text-sm text-muted-foreground">{reason}</p> : null}
        </div>
      </div>
      <ul className="flex list-disc flex-col gap-1 pl-5 text-sm sm:pl-19">
        {gives.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      <Link to="/pricing" className={buttonVariants({ className: 'self-start sm:ml-14' })}>
        {PLAN_OFFER_ACTION}
      </Link>
    </Card>
  )
}
