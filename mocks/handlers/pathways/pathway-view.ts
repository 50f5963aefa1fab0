import type { AssignedPathway, PathwayStep, PathwayStepStatus } from '@/api/generated/types.gen'

import type { PathwayAssignmentRecord, PathwayRecord } from '../../db'
import { nowIso } from '../../services/ids'
import { progressOf, type Assignment } from './pathways'

/** A student's assigned pathway as their catalyst sees it (contract AssignedPathway). */
type StepState = PathwayAssignmentRecord['steps'][number]

function pendingStep(code: string, status: PathwayStepStatus = 'PENDING'): StepState {
  return { code, status, completedAt: null, comment: null, completionLink: null }
}

/** Progress of a new (or replaced) assignment: the first step in progress, the rest pending. */
export function freshSteps(pathway: PathwayRecord): StepState[] {
  return pathway.steps.map((step, index) =>
    pendingStep(step.code, index === 0 ? 'IN_PROGRESS' : 'PENDING'),
  )
}

/** Every step of the pathway, in pathway order, with the assignment's progress on it. */
export function stepStates({ assignment, pathway }: Assignment): StepState[] {
  return pathway.steps.map(
    (step) => assignment.steps.find((state) => state.code === step.code) ?? pendingStep(step.code),
  )
}

/**
 * Completes one step (spec part 2 section 4); when no step is left in progress, the next pending
 * one (in pathway order) becomes IN_PROGRESS.
 */
export function completeStep(
  item: Assignment,
  code: string,
  details: { comment: string; completionLink: string },
): StepState[] {
  const completedAt = nowIso()
  const steps = stepStates(item).map((state) =>
    state.code === code
      ? { ...state, status: 'COMPLETED' as const, completedAt, ...details }
      : { ...state },
  )
  if (!steps.some((state) => state.status === 'IN_PROGRESS')) {
    const next = steps.find((state) => state.status === 'PENDING')
    if (next) next.status = 'IN_PROGRESS'
  }
  return steps
}

export function toAssignedPathway(item: Assignment): AssignedPathway {
  const { assignment, pathway } = item
  const states = stepStates(item)
  const steps: PathwayStep[] = pathway.steps.map((step, index) => {
    const state = states[index] ?? pendingStep(step.code)
    return {
      code: step.code,
      name: step.name,
      url: step.url ?? null,
      img: step.img ?? null,
      isCompleted: state.status === 'COMPLETED',
      status: state.status,
      completedAt: state.completedAt,
      comment: state.comment,
      completionLink: state.completionLink,
    }
  })
  return {
    id: pathway.id,
    sk: pathway.sk,
    code: pathway.code,
    name: pathway.name,
    short_description: pathway.short_description ?? null,
    long_description: pathway.long_description ?? null,
    image_link: pathway.image_link ?? null,
    steps,
    studentId: assignment.studentId,
    progressPercentage: progressOf(item),
    assignedAt: assignment.assignedAt,
  }
}
