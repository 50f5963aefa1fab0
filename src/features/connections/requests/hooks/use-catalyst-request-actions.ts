import { useState } from 'react'

import { useDecideCatalystRequest, type AcceptanceAnswers } from '@/api/connections/mutations'
import type { CatalystRequest } from '@/api/connections/queries'
import { toast } from '@/lib/toast'

import type { InterestAnswers } from '../../schemas'
import { useLeavingRows } from './use-leaving-rows'

/** The toasts of the student's answers, word for word (spec part 1 section 8). */
export const CATALYST_REQUEST_TOASTS = {
  accepted: 'Catalyst request accepted successfully',
  rejected: 'Catalyst request rejected successfully',
  acceptRefused: 'Failed to accept Catalyst request',
  tryAgain: 'Try Again',
} as const

const keyOf = (request: CatalystRequest) => request.id

/** The accept form's values as the contract's AcceptanceAnswers. */
export function toAcceptanceAnswers(values: InterestAnswers): AcceptanceAnswers {
  const message = values.message.trim()
  return {
    interest: {
      college: values.college.trim(),
      company: values.company.trim(),
      stream: values.stream.trim(),
    },
    ...(message ? { inviteMessage: message } : {}),
  }
}

/**
 * The student's answers to Catalyst requests (spec part 1 section 4): accepting one rejects all
 * the others on the server, so every row leaves; rejecting removes that row; a failure keeps the
 * list. Each answer resolves true when it went through. A refused call (an error answer) also
 * gets the central toast with the server's message; "Try Again" says what to do next.
 */
export function useCatalystRequestActions(requests: readonly CatalystRequest[] | undefined) {
  const decide = useDecideCatalystRequest()
  const { rows, hold, release, fadeOut } = useLeavingRows(requests, keyOf)
  const [deciding, setDeciding] = useState<string | null>(null)

  async function answer(
    request: CatalystRequest,
    decision: 'accept' | 'reject',
    answers: AcceptanceAnswers,
  ): Promise<boolean> {
    // Accepting clears the whole list; rejecting only this row.
    const kept = hold(decision === 'accept' ? rows.map((row) => row.key) : [request.id])
    setDeciding(request.id)
    try {
      const success = await decide.mutateAsync({ catalystId: request.id, decision, answers })
      if (!success) {
        release(kept)
        toast.error(
          decision === 'accept'
            ? CATALYST_REQUEST_TOASTS.acceptRefused
            : CATALYST_REQUEST_TOASTS.tryAgain,
        )
        return false
      }
      fadeOut(kept)
      toast.success(
        decision === 'accept' ? CATALYST_REQUEST_TOASTS.accepted : CATALYST_REQUEST_TOASTS.rejected,
      )
      return true
    } catch {
      release(kept)
      toast.error(CATALYST_REQUEST_TOASTS.tryAgain)
      return false
    } finally {
      setDeciding(null)
    }
  }

  return {
    rows,
    deciding,
    accept: (request: CatalystRequest, values: InterestAnswers) =>
      answer(request, 'accept', toAcceptanceAnswers(values)),
    reject: (request: CatalystRequest) => answer(request, 'reject', {}),
  }
}
