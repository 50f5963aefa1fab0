import { MailQuestion, Users } from 'lucide-react'

import type { TeamInvitation, TeamMember } from '@/api/team/queries'
import { useRemoveTeamMember, useRevokeTeamInvitation } from '@/api/team/queries'
import { Avatar } from '@/components/ui/avatar'
import { Button } from '@/components/ui/button'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { EmptyState } from '@/components/ui/empty-state'
import { formatDate } from '@/lib/format/dates'

import { TEAM_WORDS as W } from '../team-words'

/** The lead's invitations waiting for an answer, each with Withdraw (frees its seat). */
export function PendingInvitations({ invitations }: { invitations: TeamInvitation[] }) {
  const revoke = useRevokeTeamInvitation()
  return (
    <section aria-labelledby="team-pending" className="flex flex-col gap-3">
      <h2 id="team-pending" className="text-lg font-semibold">
        {W.pendingTitle}
      </h2>
      {invitations.length === 0 ? (
        <p className="text-sm text-muted-foreground">{W.pendingEmpty}</p>
      ) : (
        <ul aria-labelledby="team-pending" className="flex flex-col divide-y rounded-lg border">
          {invitations.map((invitation) => (
            <li key={invitation.id} className="flex flex-wrap items-center gap-3 px-4 py-3">
              <MailQuestion aria-hidden className="size-5 shrink-0 text-muted-foreground" />
              <div className="flex min-w-0 flex-1 flex-col">
                <span className="truncate font-medium">{invitation.email}</span>
                <span className="text-xs text-muted-foreground">
                  Invited {formatDate(invitation.invitedAt)}
                </span>
              </div>
              <ConfirmDialog
                trigger={
                  <Button
                    variant="outline"
                    size="sm"
                    aria-label={`Withdraw the invitation to ${invitation.email}`}
                  >
                    Withdraw
                  </Button>
                }
                title="Withdraw this invitation?"
                description={`${invitation.email} will no longer be able to join your team with it.`}
                confirmLabel="Withdraw"
                variant="danger"
                onConfirm={() => revoke.mutateAsync(invitation.id)}
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}

/** The lead's members, each with Remove: they then work under their own plan, if any. */
export function TeamMembers({ members }: { members: TeamMember[] }) {
  const remove = useRemoveTeamMember()
  return (
    <section aria-labelledby="team-members" className="flex flex-col gap-3">
      <h2 id="team-members" className="text-lg font-semibold">
        {W.membersTitle}
      </h2>
      {members.length === 0 ? (
        <EmptyState
          icon={<Users />}
          headingLevel={3}
          title={W.membersEmpty}
          description={W.membersEmptyHint}
        />
      ) : (
        <ul aria-labelledby="team-members" className="flex flex-col divide-y rounded-lg border">
          {members.map(({ member, joinedAt }) => (
            <li key={member.id} className="flex flex-wrap items-center gap-3 px-4 py-3">
              <Avatar name={member.name} src={member.picture} alt="" />
              <div className="flex min-w-0 flex-1 flex-col">
                <span className="truncate font-medium">{member.name}</span>
                <span className="truncate text-xs text-muted-foreground">
                  {member.email} · joined {formatDate(joinedAt)}
                </span>
              </div>
              <ConfirmDialog
                trigger={
                  <Button variant="outline" size="sm" aria-label={`Remove ${member.name}`}>
                    Remove
                  </Button>
                }
                title={`Remove ${member.name} from your team?`}
                description="They keep their own students and work under their own plan, if they have one."
                confirmLabel="Remove"
                variant="danger"
                onConfirm={() => remove.mutateAsync(member.id)}
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
