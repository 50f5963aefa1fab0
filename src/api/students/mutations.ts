import { useMutation, useQueryClient, type MutationMeta } from '@tanstack/react-query'

import type { StepCompletion } from '../generated/types.gen'
import { sdk, studentKeys, type AssignedPathway, type Note } from './queries'

export type { StepCompletion }

/** POST /auth/student/{studentId}/add-note: the stored (sanitised) note. */
export function useAddNote(studentId: string, meta?: MutationMeta) {
  const queryClient = useQueryClient()
  return useMutation({
    meta,
    mutationFn: async (note: string): Promise<Note> =>
      (
        await (
          await sdk()
        ).addStudentNote({ path: { studentId }, body: { note }, throwOnError: true })
      ).data.success,
    // The notes and the list card's latest note.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: studentKeys.notes(studentId) }),
        queryClient.invalidateQueries({ queryKey: studentKeys.list() }),
      ]),
  })
}

/** After an assignment or a completed step: the pathway card, and the list's progress bar. */
function refreshPathway(
  queryClient: ReturnType<typeof useQueryClient>,
  studentId: string,
  pathway: AssignedPathway,
) {
  queryClient.setQueryData(studentKeys.assignedPathway(studentId), pathway)
  return queryClient.invalidateQueries({ queryKey: studentKeys.list() })
}

/** POST /auth/pathway/assign/{studentId} with the pathway's sk (one pathway per student). */
export function useAssignPathway(studentId: string, meta?: MutationMeta) {
  const queryClient = useQueryClient()
  return useMutation({
    meta,
    mutationFn: async (pathwaySk: string): Promise<AssignedPathway> =>
      (
        await (
          await sdk()
        ).assignPathway({ path: { studentId }, body: { pathwaySk }, throwOnError: true })
      ).data.success,
    onSuccess: (pathway) => refreshPathway(queryClient, studentId, pathway),
  })
}

/** POST /auth/pathway/student/{studentId}/step/mark-complete. */
export function useMarkStepComplete(studentId: string, meta?: MutationMeta) {
  const queryClient = useQueryClient()
  return useMutation({
    meta,
    mutationFn: async (updateData: StepCompletion): Promise<AssignedPathway> =>
      (
        await (
          await sdk()
        ).markStepComplete({ path: { studentId }, body: { updateData }, throwOnError: true })
      ).data.success,
    onSuccess: (pathway) => refreshPathway(queryClient, studentId, pathway),
  })
}
