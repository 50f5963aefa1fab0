import type { StudentPathwayStep } from '@/api/pathways/queries'

/** My Pathway texts, word for word from the spec (part 2 sections 2 and 8). */
export const MY_PATHWAY_MESSAGES = {
  loadFailed: 'Unable to load pathway and counselling data. Please try again later.',
  noCatalyst: 'No catalyst Assigned',
  noCatalystHint: 'Connect with a catalyst to get guidance for your journey.',
  noPathway: 'Your Catalyst has not recommended a pathway yet. Ask them in the chat.',
} as const

const ORDER = { COMPLETED: 0, IN_PROGRESS: 1, PENDING: 2 } as const

/** Completed, then in progress, then pending; the pathway's order within each (part 2 §4). */
export function studentStepOrder(steps: readonly StudentPathwayStep[]): StudentPathwayStep[] {
  return steps
    .map((step, index) => ({ step, index }))
    .sort((a, b) => ORDER[a.step.status] - ORDER[b.step.status] || a.index - b.index)
    .map(({ step }) => step)
}
