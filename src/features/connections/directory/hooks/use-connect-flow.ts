import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'

import { useConnectWithCatalyst } from '@/api/connections/mutations'
import type { Catalyst } from '@/api/connections/queries'
import { currentUserQueryOptions } from '@/api/profile/queries'
import { toast } from '@/lib/toast'

import { emptyInterestAnswers, type InterestAnswers } from '../../schemas'
import { connectedCatalyst, DIRECTORY_MESSAGES, toConnectRequest } from '../directory'

export type ConnectStep = 'warning' | 'form'

/**
 * Asking a Catalyst to connect (spec part 2 section 4): Connect opens the request form, after a
 * warning when the student already has a Catalyst; a Catalyst asked earlier only says the request
 * is pending. Sending closes the form and the card shows "Request Sent" at once; the call's
 * failure puts the card back (useConnectWithCatalyst), the central toast gives the reason, and
 * what was typed comes back when the form is opened again.
 */
export function useConnectFlow(catalysts: readonly Catalyst[] | undefined) {
  const connect = useConnectWithCatalyst()
  const { data: user } = useQuery(currentUserQueryOptions())
  const [target, setTarget] = useState<{ catalyst: Catalyst; step: ConnectStep } | null>(null)
  const [drafts, setDrafts] = useState<ReadonlyMap<string, InterestAnswers>>(new Map())
  const [askedHere, setAskedHere] = useState<ReadonlySet<string>>(new Set())
  const current = connectedCatalyst(catalysts)

  const withDraft = (id: string, values: InterestAnswers | null) =>
    setDrafts((known) => {
      const next = new Map(known)
      if (values) next.set(id, values)
      else next.delete(id)
      return next
    })

  /** Connect, or a click on "Request Sent". */
  function start(catalyst: Catalyst) {
    if (catalyst.status === 'invited') {
      toast.info(DIRECTORY_MESSAGES.pending)
      return
    }
    if (catalyst.status === 'accepted') return
    setTarget({ catalyst, step: current ? 'warning' : 'form' })
  }

  /** The form's first values: what a failed send kept, else the goals the profile holds. */
  function answersFor(catalyst: Catalyst | undefined): InterestAnswers {
    const kept = catalyst && drafts.get(catalyst.id)
    if (kept) return kept
    const interest = user?.interest
    return {
      ...emptyInterestAnswers,
      college: interest?.college ?? '',
      company: interest?.company ?? '',
      stream: interest?.stream ?? '',
    }
  }

  async function send(catalyst: Catalyst, values: InterestAnswers) {
    setTarget(null)
    setAskedHere((known) => new Set(known).add(catalyst.id))
    try {
      await connect.mutateAsync({ catalystId: catalyst.id, body: toConnectRequest(values) })
      withDraft(catalyst.id, null)
      // The server has ended the current connection; the hook has refreshed the directory,
      // the counselling info and the profile (spec: "the current catalyst unset").
      toast.success(DIRECTORY_MESSAGES.sent)
    } catch {
      // The card is back to Connect and the central toast said why; keep what was typed.
      withDraft(catalyst.id, values)
    }
  }

  return {
    target,
    current,
    askedHere,
    start,
    answersFor,
    send,
    proceed: () => setTarget((open) => (open ? { ...open, step: 'form' } : null)),
    close: () => setTarget(null),
  }
}
