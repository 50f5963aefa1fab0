import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query'

import { NOTES_PAGE_SIZE } from '@/config/constants'

import type {
  AssignedPathway,
  Note,
  NotePage,
  Pathway,
  PathwayStep,
  StudentCard,
  StudentProfile,
} from '../generated/types.gen'

export type { AssignedPathway, Note, NotePage, Pathway, PathwayStep, StudentCard, StudentProfile }

/** The generated calls, loaded with the first one (src/api/sdk.ts). */
export const sdk = () => import('../sdk')

/**
 * Server state of a Catalyst's students (spec part 2 sections 2, 3, 4 and 7): the My Students
 * list, one student's profile, the notes on them, their assigned pathway and the pathways a
 * Catalyst can recommend. A note, an assignment or a completed step changes the list's cards too,
 * so the mutations invalidate `studentKeys.all` or the student's own prefix.
 */
export const studentKeys = {
  all: ['students'] as const,
  list: () => [...studentKeys.all, 'list'] as const,
  student: (studentId: string) => [...studentKeys.all, 'student', studentId] as const,
  profile: (studentId: string) => [...studentKeys.student(studentId), 'profile'] as const,
  notes: (studentId: string) => [...studentKeys.student(studentId), 'notes'] as const,
  assignedPathway: (studentId: string) => [...studentKeys.student(studentId), 'pathway'] as const,
  /** The pathways a Catalyst may recommend (the same for every student). */
  pathways: () => [...studentKeys.all, 'pathways'] as const,
}

/** GET /dashboard/counsellorAcceptedStudents: the Catalyst's connected students as cards. */
export const studentListQueryOptions = () =>
  queryOptions({
    queryKey: studentKeys.list(),
    queryFn: async ({ signal }): Promise<StudentCard[]> =>
      (await (await sdk()).getCounsellorAcceptedStudents({ throwOnError: true, signal })).data
        .success,
    // Names, places and photos are the students' own to change: fresh on every visit.
    staleTime: 0,
    refetchOnWindowFocus: true,
  })

/** GET /auth/student/{studentId}/profile (404 when the student is not this Catalyst's). */
export const studentProfileQueryOptions = (studentId: string) =>
  queryOptions({
    queryKey: studentKeys.profile(studentId),
    queryFn: async ({ signal }): Promise<StudentProfile> =>
      (await (await sdk()).getStudentProfile({ path: { studentId }, throwOnError: true, signal }))
        .data.success,
    // The student edits it in their own sign-in: read again on every visit and on coming back
    // to the tab, so a saved profile shows without a reload (issue 16 point 6).
    staleTime: 0,
    refetchOnWindowFocus: true,
  })

/**
 * The notes, newest page first (spec part 2 section 4: "the latest page loads first; older pages
 * load when scrolled to the top"). Pages are fetched by offset, NOTES_PAGE_SIZE at a time.
 */
export const studentNotesQueryOptions = (studentId: string) =>
  infiniteQueryOptions({
    queryKey: studentKeys.notes(studentId),
    initialPageParam: 0,
    queryFn: async ({ pageParam, signal }): Promise<NotePage> =>
      (
        await (
          await sdk()
        ).getStudentNotes({
          path: { studentId },
          query: { skipValue: pageParam, itemsPerPage: NOTES_PAGE_SIZE },
          throwOnError: true,
          signal,
        })
      ).data.success,
    getNextPageParam: (last, pages) =>
      last.hasMore ? pages.reduce((count, page) => count + page.notes.length, 0) : undefined,
  })

/** GET /auth/pathway/student/{studentId}/assigned-pathway: null when none is assigned. */
export const assignedPathwayQueryOptions = (studentId: string) =>
  queryOptions({
    queryKey: studentKeys.assignedPathway(studentId),
    queryFn: async ({ signal }): Promise<AssignedPathway | null> =>
      (await (await sdk()).getAssignedPathway({ path: { studentId }, throwOnError: true, signal }))
        .data.success,
  })

/** GET /auth/pathway/all: every pathway a Catalyst may recommend. */
export const pathwaysQueryOptions = () =>
  queryOptions({
    queryKey: studentKeys.pathways(),
    queryFn: async ({ signal }): Promise<Pathway[]> =>
      (await (await sdk()).getAllPathways({ throwOnError: true, signal })).data.success,
    staleTime: 5 * 60 * 1000,
  })
