import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useEffect, useRef } from 'react'

import type {
  UpdateCounsellorProfileRequest,
  UpdateStudentProfileRequest,
} from '../generated/types.gen'
import { profileKeys, type CurrentUser } from './queries'

export type { UpdateCounsellorProfileRequest, UpdateStudentProfileRequest }

/** The spec's delay before the saved profile is read again (part 2 section 4). */
export const PROFILE_REFRESH_DELAY_MS = 2_000

/**
 * Saving one tab (step) of the signed-in user's own profile. Resolves with the server's message
 * (the spec's success toast). `applied` (the same change in the current user's field names) goes
 * into the cached user at once, so the completion figure moves; the user is read again 2 s later,
 * so the menu, the home redirect and every other screen show what the server kept.
 */
export interface ProfileSave<TBody> {
  body: TBody
  applied: Partial<CurrentUser>
}

export type StudentProfileSave = ProfileSave<UpdateStudentProfileRequest>
export type CounsellorProfileSave = ProfileSave<UpdateCounsellorProfileRequest>

function useProfileSave<TBody>(send: (body: TBody) => Promise<string>) {
  const queryClient = useQueryClient()
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  useEffect(() => () => clearTimeout(timer.current), [])
  return useMutation({
    mutationFn: ({ body }: ProfileSave<TBody>) => send(body),
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

/** POST /profile/updateStudentProfile: one tab of the student's profile. */
export function useUpdateStudentProfile() {
  return useProfileSave<UpdateStudentProfileRequest>(async (body) => {
    const { updateStudentProfile } = await import('../sdk')
    const { data } = await updateStudentProfile({ body, throwOnError: true })
    return data.message ?? ''
  })
}

/** POST /profile/counselor/update-profile: one step of the Catalyst's profile. */
export function useUpdateCounsellorProfile() {
  return useProfileSave<UpdateCounsellorProfileRequest>(async (body) => {
    const { updateCounsellorProfile } = await import('../sdk')
    const { data } = await updateCounsellorProfile({ body, throwOnError: true })
    return data.message ?? ''
  })
}
