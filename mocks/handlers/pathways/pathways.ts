import type {
  PathwayStepStatus,
  StudentPathway,
  StudentPathwayStep,
} from '@/api/generated/types.gen'

import { db, type PathwayAssignmentRecord, type PathwayRecord } from '../../db'
import { percent } from '../shared/common'

/** A student's assigned pathway, seen from the dashboard and from the student (part 2 section 3). */
export interface Assignment {
  assignment: PathwayAssignmentRecord
  pathway: PathwayRecord
}

/** The pathway a catalyst assigned to a student (a student has at most one). */
export function assignmentOf(studentId: string, counsellorId?: string): Assignment | undefined {
  const assignment = db.pathwayAssignments
    .lookup('student', studentId)
    .filter((record) => counsellorId === undefined || record.counsellorId === counsellorId)
    .sort((a, b) => b.assignedAt.localeCompare(a.assignedAt))[0]
  if (!assignment) return undefined
  const pathway = db.pathways.get(assignment.pathwayId)
  return pathway ? { assignment, pathway } : undefined
}

export function progressOf({ assignment, pathway }: Assignment): number {
  const total = pathway.steps.length || assignment.steps.length
  return percent(assignment.steps.filter((step) => step.status === 'COMPLETED').length, total)
}

function statusOf(assignment: PathwayAssignmentRecord, code: string): PathwayStepStatus {
  return assignment.steps.find((step) => step.code === code)?.status ?? 'PENDING'
}

/** The student sees when a step was completed, the Catalyst's comment and the evidence. */
function completionOf(assignment: PathwayAssignmentRecord, code: string) {
  const state = assignment.steps.find((step) => step.code === code)
  return state?.status === 'COMPLETED'
    ? {
        completedAt: state.completedAt ?? null,
        comment: state.comment ?? null,
        completionLink: state.completionLink ?? null,
      }
    : {}
}

/** The next step to work on: the first one not completed, in pathway order. */
export function nextStepName({ assignment, pathway }: Assignment): string | null {
  return pathway.steps.find((step) => statusOf(assignment, step.code) !== 'COMPLETED')?.name ?? null
}

/** The latest completed step, for the dashboard's last interactions. */
export function lastCompletedStep({
  assignment,
  pathway,
}: Assignment): { name: string; at: string } | null {
  const done = assignment.steps
    .filter((step) => step.status === 'COMPLETED' && step.completedAt)
    .sort((a, b) => (b.completedAt ?? '').localeCompare(a.completedAt ?? ''))[0]
  if (!done?.completedAt) return null
  return {
    name: pathway.steps.find((step) => step.code === done.code)?.name ?? done.code,
    at: done.completedAt,
  }
}

const STUDENT_ORDER: Record<PathwayStepStatus, number> = {
  COMPLETED: 0,
  IN_PROGRESS: 1,
  PENDING: 2,
}

/** The student's view: steps sorted completed, in progress, pending (part 2 section 4). */
export function toStudentPathway(item: Assignment): StudentPathway {
  const { assignment, pathway } = item
  const steps: StudentPathwayStep[] = pathway.steps.map((step) => ({
    code: step.code,
    name: step.name,
    url: step.url ?? null,
    status: statusOf(assignment, step.code),
    ...completionOf(assignment, step.code),
  }))
  return {
    name: pathway.name,
    shortDescription: pathway.short_description ?? null,
    longDescription: pathway.long_description ?? null,
    imageLink: pathway.image_link ?? null,
    progressPercentage: progressOf(item),
    steps: steps
      .map((step, index) => ({ step, index }))
      .sort(
        (a, b) => STUDENT_ORDER[a.step.status] - STUDENT_ORDER[b.step.status] || a.index - b.index,
      )
      .map(({ step }) => step),
  }
}
