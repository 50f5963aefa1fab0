import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useEffect, useRef } from 'react'

import type { UpdateStudentProfileRequest } from '../generated/types.gen'
import { profileKeys, type CurrentUser } from './queries'

export type { UpdateStudentProfileRequest }

/** The spec's delay before the saved profile is read again (part 2 section 4). */
export const PROFILE_REFRESH_DELAY_MS = 2_000

/**
 * POST /profile/updateStudentProfile: saves one tab. Resolves with the server's message (the
 * spec's success toast). `applied` (the same change in the current user's field names) goes into
 * the cached user at once, so the completion figure moves; the user is read again 2 s later, so
 * the menu, the home redirect and every other screen show what the server kept.
 */
export interface StudentProfileSave {
  body: UpdateStudentProfileRequest
  applied: Partial<CurrentUser>
}

export function useUpdateStudentProfile() {
  const queryClient = useQueryClient()
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  useEffect(() => () => clearTimeout(timer.current), [])
  return useMutation({
    mutationFn: async ({ body }: StudentProfileSave): Promise<string> => {
      const { updateStudentProfile } = await import('../sdk')
      const { data } = await updateStudentProfile({ body, throwOnError: true })
      return data.message ?? ''
    },
    onSuccess: (_message, { applied }) => {
      queryClient.setQueryData<CurrentUser>(profileKeys.currentUser(), (user) =>
        user ? { ...user, ...applied } : user,
      )
      clearTimeout(timer.current)
      timer.current = setTimeout(() => {
        void queryClient.invalidateQueries({ queryKey: profileKeys.currentUser() })
      }, PROFILE_REFRESH_DELAY_MS)
    },
  })
}
