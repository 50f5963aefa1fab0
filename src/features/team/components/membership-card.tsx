import type { TeamMembership } from '@/api/team/queries'
import { useLeaveTeam } from '@/api/team/queries'
import { Avatar } from '@/components/ui/avatar'
import { Button } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { memberLine } from '@/config/team'
import { formatDate } from '@/lib/format/dates'

import { TEAM_WORDS as W } from '../team-words'

/** A member's view of the team they are in: whose, which plan, since when; and Leave. */
export function MembershipCard({
  membership,
  ownPlan,
}: {
  membership: TeamMembership
  /** The member works under a plan of their own (GET /payment/plan `through: subscription`). */
  ownPlan: boolean
}) {
  const leave = useLeaveTeam()
  const { lead } = membership
  return (
    <Card role="region" aria-label="Your team" className="gap-4 px-5">
      <div className="flex items-center gap-3">
        <Avatar name={lead.name} src={lead.picture} alt="" size="lg" />
        <div className="flex min-w-0 flex-col gap-1">
          <p className="font-medium">{memberLine(lead.name, membership.tier, ownPlan)}</p>
          <p className="text-sm text-muted-foreground">
            Joined {formatDate(membership.joinedAt)}. Your own students stay yours. Lead:{' '}
            {lead.email}
          </p>
        </div>
      </div>
      <ConfirmDialog
        trigger={
          <Button variant="outline" className="self-start">
            {W.leaveAction}
          </Button>
        }
        title={`Leave ${lead.name}'s team?`}
        description="You keep your students and work under your own plan, if you have one."
        confirmLabel={W.leaveAction}
        variant="danger"
        onConfirm={() => leave.mutateAsync()}
      />
    </Card>
  )
}
