import { useState } from 'react'

import { useDecideStudentRequest, type Decision } from '@/api/connections/mutations'
import type { StudentRequest } from '@/api/connections/queries'
import { toast } from '@/lib/toast'

import { useLeavingRows } from './use-leaving-rows'

/**
 * The Catalyst's toasts: the spec's success messages for an answered request, and "Try Again"
 * for a falsy result (spec part 1 section 8).
 */
export const STUDENT_REQUEST_TOASTS = {
  accepted: 'Invitation has been accepted successfully',
  rejected: 'Invitation has been rejected successfully',
  tryAgain: 'Try Again',
} as const

/** The student's id: the part of `user_details.sk` after the `#` (spec part 1 section 3). */
export function studentIdOf(request: StudentRequest): string {
  const { sk } = request.user_details
  return sk.slice(sk.indexOf('#') + 1)
}

/**
 * A Catalyst's answers to students' requests (spec part 1 section 4): accepted or rejected with a
 * reason, then the row fades out of the list; on failure it stays and "Try Again" shows (an error
 * answer also gets the central toast with the server's message). Resolves true when it went
 * through.
 */
export function useStudentRequestActions(requests: readonly StudentRequest[] | undefined) {
  const decide = useDecideStudentRequest()
  const { rows, hold, release, fadeOut } = useLeavingRows(requests, studentIdOf)
  const [deciding, setDeciding] = useState<string | null>(null)

  async function answer(request: StudentRequest, action: Decision, reason: string) {
    const studentId = studentIdOf(request)
    const kept = hold([studentId])
    setDeciding(studentId)
    try {
      const success = await decide.mutateAsync({ studentId, action, reason: reason.trim() })
      if (!success) throw new Error('The server did not take the answer')
      fadeOut(kept)
      toast.success(
        action === 'accept' ? STUDENT_REQUEST_TOASTS.accepted : STUDENT_REQUEST_TOASTS.rejected,
      )
      return true
    } catch {
      release(kept)
      toast.error(STUDENT_REQUEST_TOASTS.tryAgain)
      return false
    } finally {
      setDeciding(null)
    }
  }

  return { rows, deciding, answer }
}
