import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { UsersRound } from 'lucide-react'

import { myPlanQueryOptions } from '@/api/payment/queries'
import { memberLine } from '@/config/team'

/**
 * Shown to a Catalyst in a team (issue 34; GET /payment/plan `team`): whose team, and the plan
 * they work under. Nothing until the plan is read, and nothing outside a team.
 */
export function TeamBanner() {
  const plan = useQuery(myPlanQueryOptions())
  const team = plan.data?.team
  if (!plan.data || !team) return null
  const own = plan.data.through === 'subscription'
  const tier = plan.data.through === 'team' ? plan.data.tier : null
  return (
    <div
      role="status"
      aria-label="Your team"
      className="flex flex-wrap items-center gap-x-3 gap-y-1 border-b border-info/40 bg-info/10 px-4 py-2.5 text-sm sm:px-6"
    >
      <UsersRound aria-hidden className="size-4 shrink-0 text-info" />
      <span className="font-medium text-foreground">{memberLine(team.leadName, tier, own)}</span>
      <Link to="/team" className="underline underline-offset-2">
        Your team
      </Link>
    </div>
  )
}
