import { useQuery } from '@tanstack/react-query'
import { UsersRound } from 'lucide-react'

import { myPlanQueryOptions } from '@/api/payment/queries'
import { myTeamQueryOptions, type Team } from '@/api/team/queries'
import type { PlanAccess } from '@/api/generated/types.gen'
import { PlanOffer } from '@/components/plan/plan-offer'
import { RetryError } from '@/components/ui/retry-error'
import { Skeleton } from '@/components/ui/skeleton'
import { planRefusal } from '@/config/plans'
import { teamFullMessage } from '@/config/team'

import { InviteForm } from './components/invite-form'
import { MembershipCard } from './components/membership-card'
import { ReceivedInvitations } from './components/received-invitations'
import { PendingInvitations, TeamMembers } from './components/team-lists'
import { TeamOverviewSection } from './components/team-overview'
import { seatsLine, TEAM_WORDS as W } from './team-words'

const FEATURE = 'invite-junior-counsellors'

/**
 * Team (issue 34; openapi.yaml "Teams"). A lead on Prime or Elite invites counsellors by e-mail,
 * sees seats, pending invitations, members (Remove) and the overview; without the plan, the
 * offer, and what is left of a team (members stay after a lapse) with Remove and Withdraw. A
 * member sees whose team they are in and may leave; anyone sees invitations addressed to them,
 * the one the e-mail's link names (`invite`) first.
 */
export function TeamPage({
  invite,
  onInviteAnswered,
}: {
  invite?: string | undefined
  /** Drops `invite` from the address once answered. */
  onInviteAnswered: () => void
}) {
  const team = useQuery(myTeamQueryOptions())
  const plan = useQuery(myPlanQueryOptions())

  let body
  if (team.isPending || plan.isPending) {
    body = (
      <div aria-busy="true" className="flex flex-col gap-4">
        <p role="status" className="text-sm text-muted-foreground">
          {W.loading}
        </p>
        <Skeleton aria-hidden className="h-24 w-full" />
        <Skeleton aria-hidden className="h-48 w-full" />
      </div>
    )
  } else if (team.isError || plan.isError) {
    body = (
      <RetryError
        message={W.loadFailed}
        retrying={team.isFetching || plan.isFetching}
        onRetry={() => {
          if (team.isError) void team.refetch()
          if (plan.isError) void plan.refetch()
        }}
      />
    )
  } else {
    body = (
      <>
        <ReceivedInvitations highlight={invite} onAnswered={onInviteAnswered} />
        {team.data.membership ? (
          <MembershipCard
            membership={team.data.membership}
            ownPlan={plan.data.through === 'subscription'}
          />
        ) : (
          <LeadSide team={team.data} plan={plan.data} />
        )}
      </>
    )
  }

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-1">
        <h1 className="text-2xl font-semibold tracking-tight">{W.title}</h1>
        <p className="text-sm text-muted-foreground">{W.intro}</p>
      </div>
      {body}
    </div>
  )
}

function LeadSide({ team, plan }: { team: Team; plan: PlanAccess }) {
  const included = plan.features.includes(FEATURE)
  const { used, limit } = team.seats
  const hasTeam = team.members.length > 0 || team.invitations.length > 0
  if (!included) {
    return (
      <>
        <PlanOffer
          feature={FEATURE}
          reason={plan.lapsed.includes(FEATURE) ? planRefusal(FEATURE, true) : null}
          icon={<UsersRound />}
        />
        {hasTeam ? (
          <>
            <TeamMembers members={team.members} />
            <PendingInvitations invitations={team.invitations} />
          </>
        ) : null}
      </>
    )
  }
  const fullMessage = plan.tier && used >= limit ? teamFullMessage(plan.tier, used) : null
  return (
    <>
      <section aria-labelledby="team-invite" className="flex flex-col gap-3">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 id="team-invite" className="text-lg font-semibold">
            Invite a counsellor
          </h2>
          <p className="text-sm font-medium" aria-label={`Seats: ${seatsLine(used, limit)}`}>
            {seatsLine(used, limit)}
          </p>
        </div>
        <InviteForm fullMessage={fullMessage} />
      </section>
      <PendingInvitations invitations={team.invitations} />
      <TeamMembers members={team.members} />
      <TeamOverviewSection />
    </>
  )
}
