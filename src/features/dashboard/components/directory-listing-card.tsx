import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { Clock, Search, Sparkles } from 'lucide-react'

import { myPlanQueryOptions, type PlanAccess } from '@/api/payment/queries'
import { currentUserQueryOptions } from '@/api/profile/queries'
import { PlanOffer } from '@/components/plan/plan-offer'

import { DashboardCard } from './dashboard-card'

/** The card's title and its words (issue 34): whether the Catalyst is in Find Catalysts, and why. */
export const LISTING_TITLE = 'Find Catalysts listing'
export const LISTING_MESSAGES = {
  listed:
    'You are listed in Find Catalysts: students can find you and send you connection requests.',
  featured: 'Your plan includes the Featured badge: you are shown first in the directory.',
  awaitingApproval:
    'You are not listed in Find Catalysts yet: students find you once a moderator approves your profile.',
  noPlan:
    'You are not listed in Find Catalysts, so students cannot find you or send you requests. Students you invite can still join you.',
  basic:
    'You are not listed in Find Catalysts: your plan does not include directory listing, so students cannot find you or send you requests. Students you invite can still join you.',
  lapsed:
    'You left Find Catalysts when your plan stopped including directory listing: students cannot find you or send you new requests. Students already connected keep you, and you can still invite students.',
} as const

/** Why a plan does not list the Catalyst: never had one, a plan without it, or one that ended. */
function planReason(plan: PlanAccess): string {
  if (plan.lapsed.includes('directory-listing')) return LISTING_MESSAGES.lapsed
  return plan.tier ? LISTING_MESSAGES.basic : LISTING_MESSAGES.noPlan
}

/**
 * Whether the Catalyst is listed in Find Catalysts and why (issue 34, spec part 2 section 9): the
 * server lists an approved Catalyst whose plan includes directory listing. Without the plan, the
 * offer in place (what listing gives, the way to Pricing); a plan bought or ended reaches the card
 * live (`plan changed` reads the plan again).
 */
export function DirectoryListingCard() {
  const plan = useQuery(myPlanQueryOptions())
  const me = useQuery(currentUserQueryOptions())
  if (plan.data && !plan.data.features.includes('directory-listing'))
    return (
      <PlanOffer feature="directory-listing" reason={planReason(plan.data)} icon={<Search />} />
    )
  const state = plan.isError || me.isError ? 'error' : plan.data && me.data ? 'ready' : 'loading'
  const approved = me.data?.isCounsellorApproved ?? false
  const featured = plan.data?.features.includes('featured-badge') ?? false
  return (
    <DashboardCard
      title={LISTING_TITLE}
      state={state}
      onRetry={() => {
        if (plan.isError) void plan.refetch()
        if (me.isError) void me.refetch()
      }}
      empty=""
      className="gap-2"
    >
      {approved ? (
        <div className="flex flex-col gap-1 text-sm">
          <p className="flex items-start gap-2">
            <Search aria-hidden className="mt-0.5 size-4 shrink-0 text-primary" />
            {LISTING_MESSAGES.listed}
          </p>
          {featured ? (
            <p className="flex items-start gap-2">
              <Sparkles aria-hidden className="mt-0.5 size-4 shrink-0 text-primary" />
              {LISTING_MESSAGES.featured}
            </p>
          ) : null}
        </div>
      ) : (
        <div className="flex flex-col items-start gap-3 text-sm">
          <p className="flex items-start gap-2">
            <Clock aria-hidden className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
            {LISTING_MESSAGES.awaitingApproval}
          </p>
          <Link to="/counselor-profile" className="font-medium text-primary underline">
            Complete your profile
          </Link>
        </div>
      )}
    </DashboardCard>
  )
}
