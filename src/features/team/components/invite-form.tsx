import { useState, type FormEvent } from 'react'
import * as z from 'zod/mini'

import { isApiError } from '@/api/api-error'
import { useInviteTeamMember } from '@/api/team/queries'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { Field } from '@/components/ui/field'
import { Input } from '@/components/ui/input'

import { TEAM_WORDS as W } from '../team-words'

const emailSchema = z.email()

/** What is wrong with the typed address before it is sent, if anything. */
function addressProblem(email: string): string | null {
  if (!email) return W.emailRequired
  return emailSchema.safeParse(email).success ? null : W.emailInvalid
}

/**
 * Invite a counsellor by e-mail (POST /team/invitations). The server's refusal (a full team: 429,
 * an address already invited or a member: 409, a student's address: 400) shows under the field,
 * and the address stays as typed; a sent invitation clears it and says so. A full team is said
 * beside the field before anyone tries (`fullMessage`, the server's own words).
 */
export function InviteForm({ fullMessage }: { fullMessage: string | null }) {
  const invite = useInviteTeamMember()
  const [email, setEmail] = useState('')
  const [problem, setProblem] = useState<string | null>(null)
  const [sentTo, setSentTo] = useState<string | null>(null)

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const typed = email.trim()
    const local = addressProblem(typed)
    setSentTo(null)
    setProblem(local)
    if (local) return
    invite.mutate(typed, {
      onSuccess: (invitation) => {
        setEmail('')
        setSentTo(invitation.email)
      },
      onError: (error) =>
        setProblem((isApiError(error) ? error.serverMessage : undefined) ?? W.inviteFailed),
    })
  }

  return (
    <form noValidate onSubmit={submit} aria-label="Invite a counsellor" className="grid gap-3">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
        <Field label={W.inviteLabel} description={fullMessage} error={problem} className="flex-1">
          <Input
            type="email"
            autoComplete="off"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            placeholder="name@example.com"
          />
        </Field>
        <Button type="submit" className="sm:mt-6" loading={invite.isPending}>
          {W.inviteAction}
        </Button>
      </div>
      {sentTo ? <Alert variant="success">{W.invited(sentTo)}</Alert> : null}
    </form>
  )
}
