import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'

import { isApiError } from '@/api/api-error'
import {
  receivedTeamInvitationsQueryOptions,
  useAnswerTeamInvitation,
  type ReceivedTeamInvitation,
  type TeamAnswer,
} from '@/api/team/queries'
import { Alert } from '@/components/ui/alert'
import { Avatar } from '@/components/ui/avatar'
import { Button } from '@/components/ui/button'
import { formatDate } from '@/lib/format/dates'

import { TEAM_WORDS as W, teamPlanName } from '../team-words'

/**
 * Invitations to a team addressed to the caller (GET /team/invitations/received), the one the
 * e-mail's link names (`?invite=`) first. Accept or decline; a refusal (409: answered, withdrawn,
 * the lead's plan ended, no free seat, already in a team) shows on the invitation.
 */
export function ReceivedInvitations({
  highlight,
  onAnswered,
}: {
  highlight: string | undefined
  /** After an answer: the link's invitation is no longer one to show (the route drops it). */
  onAnswered: () => void
}) {
  const received = useQuery(receivedTeamInvitationsQueryOptions())
  const invitations = received.data ?? []
  const linked = highlight ? invitations.find((item) => item.id === highlight) : undefined
  const ordered = linked ? [linked, ...invitations.filter((item) => item !== linked)] : invitations
  const missing = Boolean(highlight) && received.isSuccess && !linked
  if (ordered.length === 0 && !missing) return null
  return (
    <section aria-labelledby="team-received" className="flex flex-col gap-3">
      <h2 id="team-received" className="text-lg font-semibold">
        {W.receivedTitle}
      </h2>
      {missing ? <Alert variant="warning">{W.notForYou}</Alert> : null}
      {ordered.length > 0 ? (
        <ul aria-labelledby="team-received" className="flex flex-col gap-3">
          {ordered.map((invitation) => (
            <ReceivedItem key={invitation.id} invitation={invitation} onAnswered={onAnswered} />
          ))}
        </ul>
      ) : null}
    </section>
  )
}

function ReceivedItem({
  invitation,
  onAnswered,
}: {
  invitation: ReceivedTeamInvitation
  onAnswered: () => void
}) {
  const answer = useAnswerTeamInvitation()
  const [refusal, setRefusal] = useState<string | null>(null)
  const send = (what: TeamAnswer['answer']) => {
    setRefusal(null)
    answer.mutate(
      { invitationId: invitation.id, answer: what },
      {
        onSuccess: onAnswered,
        onError: (error) =>
          setRefusal(
            (isApiError(error) ? error.serverMessage : undefined) ??
              'Your answer could not be sent. Check your connection and try again.',
          ),
      },
    )
  }
  const busy = answer.isPending ? answer.variables.answer : null
  return (
    <li className="flex flex-col gap-3 rounded-lg border p-4">
      <div className="flex items-center gap-3">
        <Avatar name={invitation.lead.name} src={invitation.lead.picture} alt="" />
        <div className="flex min-w-0 flex-col">
          <span className="font-medium">{invitation.lead.name} invited you to their team</span>
          <span className="text-xs text-muted-foreground">
            Sent {formatDate(invitation.invitedAt)}. In the team you work under its{' '}
            {teamPlanName(invitation.tier)}; your own students stay yours.
          </span>
        </div>
      </div>
      {refusal ? <Alert variant="danger">{refusal}</Alert> : null}
      <div className="flex flex-wrap gap-2">
        <Button
          size="sm"
          loading={busy === 'accept'}
          disabled={busy !== null}
          onClick={() => send('accept')}
          aria-label={`Accept the invitation from ${invitation.lead.name}`}
        >
          Accept
        </Button>
        <Button
          size="sm"
          variant="outline"
          loading={busy === 'decline'}
          disabled={busy !== null}
          onClick={() => send('decline')}
          aria-label={`Decline the invitation from ${invitation.lead.name}`}
        >
          Decline
        </Button>
      </div>
    </li>
  )
}
