/**
 * A student's goal: what the accept form collects when a student takes a Catalyst (spec part 1
 * section 3, "Acceptance answers"; part 2 section 3, "Student interest: college, stream (work
 * location), company (dream job)"). The field names are the contract's; every screen that shows
 * the goal names them with these labels, in this order. Part 2 section 2 calls My Pathway's
 * fields "major, job title", but they hold the work location and the dream job, so they are
 * labelled by what they hold.
 */
export const STUDENT_GOAL_FIELDS = ['college', 'stream', 'company'] as const

export type StudentGoalField = (typeof STUDENT_GOAL_FIELDS)[number]

export const STUDENT_GOAL_LABELS: Readonly<Record<StudentGoalField, string>> = {
  college: 'College',
  stream: 'Work location',
  company: 'Dream job',
}
