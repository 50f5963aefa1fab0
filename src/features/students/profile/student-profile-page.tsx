import { useQuery } from '@tanstack/react-query'
import { notFound } from '@tanstack/react-router'

import { useAssignPathway, useMarkStepComplete } from '@/api/students/mutations'
import {
  assignedPathwayQueryOptions,
  studentProfileQueryOptions,
  type Pathway,
} from '@/api/students/queries'
import { RetryError } from '@/components/ui/retry-error'
import { Skeleton } from '@/components/ui/skeleton'
import { toast } from '@/lib/toast'

import { PATHWAY_MESSAGES, PROFILE_MESSAGES } from '../messages'
import { isNotMyStudent } from './not-my-student'
import { NotesPanel } from '../notes/notes-panel'
import { AssignedPathwayCard } from '../pathway/assigned-pathway-card'
import { completionLink } from '../pathway/pathway-rules'
import { RecommendPathways } from '../pathway/recommend-pathways'
import {
  ExperienceTimeline,
  StudentGoalCard,
  StudentSummaryCard,
  studentName,
} from './student-cards'

function Heading() {
  return <h1 className="text-2xl font-semibold tracking-tight">Student Profile</h1>
}

/**
 * A student as their Catalyst sees them (spec part 2 sections 2, 4, 5 and 8): who they are and
 * their goal, their experience, the notes, their pathway with its steps, and the pathways the
 * Catalyst can recommend. With a pathway the timeline runs full width and the notes sit beside
 * the pathway; without one the timeline and the notes sit side by side.
 */
export function StudentProfilePage({
  studentId,
  onStartChat,
}: {
  studentId: string
  onStartChat: (contact: { sk: string; name: string }) => void
}) {
  const profile = useQuery(studentProfileQueryOptions(studentId))
  const assigned = useQuery(assignedPathwayQueryOptions(studentId))
  const assign = useAssignPathway(studentId, { errorToast: PATHWAY_MESSAGES.assignFailed })
  const complete = useMarkStepComplete(studentId, { errorToast: PATHWAY_MESSAGES.stepFailed })

  if (isNotMyStudent(profile.error) || isNotMyStudent(assigned.error)) throw notFound()

  if (profile.isError || assigned.isError) {
    const retrying = profile.isFetching || assigned.isFetching
    return (
      <div className="flex flex-col gap-6">
        <Heading />
        <RetryError
          message={PROFILE_MESSAGES.loadFailed}
          retrying={retrying}
          onRetry={() => {
            if (profile.isError) void profile.refetch()
            if (assigned.isError) void assigned.refetch()
          }}
        />
      </div>
    )
  }

  if (!profile.data || assigned.data === undefined) {
    return (
      <div aria-busy="true" className="flex flex-col gap-6">
        <Heading />
        <p role="status" className="sr-only">
          Loading student profile...
        </p>
        <div className="grid gap-4 lg:grid-cols-2" aria-hidden>
          <Skeleton className="h-40" />
          <Skeleton className="h-40" />
          <Skeleton className="h-64" />
          <Skeleton className="h-64" />
        </div>
      </div>
    )
  }

  const student = profile.data
  const pathway = assigned.data
  const name = studentName(student)
  const assignPathway = async (chosen: Pathway) => {
    try {
      await assign.mutateAsync(chosen.sk)
      toast.success(PATHWAY_MESSAGES.assigned)
    } catch {
      // "Failed to assign pathway. Please try again." came from the central toast.
    }
  }

  return (
    <div className="flex flex-col gap-6">
      <Heading />
      <div className="grid gap-4 lg:grid-cols-2">
        <StudentSummaryCard
          profile={student}
          onStartChat={() => onStartChat({ sk: `USER#${student.sub}`, name })}
        />
        <StudentGoalCard profile={student} />
      </div>
      {pathway ? (
        <>
          <ExperienceTimeline profile={student} horizontal />
          <div className="grid items-start gap-4 lg:grid-cols-2">
            <AssignedPathwayCard
              pathway={pathway}
              onComplete={async (step, draft) => {
                await complete.mutateAsync({
                  studentId: student.sub,
                  completedStepCode: step.code,
                  pathwayId: pathway.id,
                  comment: draft.comment.trim(),
                  completionLink: completionLink(draft),
                })
                toast.success(PATHWAY_MESSAGES.stepDone)
              }}
            />
            <NotesPanel studentId={studentId} />
          </div>
        </>
      ) : (
        <div className="grid items-start gap-4 lg:grid-cols-2">
          <ExperienceTimeline profile={student} horizontal={false} />
          <NotesPanel studentId={studentId} />
        </div>
      )}
      <RecommendPathways
        currentId={pathway?.id ?? null}
        currentName={pathway?.name ?? null}
        assigningSk={assign.isPending ? (assign.variables ?? null) : null}
        onAssign={(chosen) => void assignPathway(chosen)}
      />
    </div>
  )
}
