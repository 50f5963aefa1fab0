import type { NoteRecord, UserRecord } from '../db'
import { DAY, HOUR, type SeedContext } from './faker'

/** Interaction notes: HTML paragraphs with <strong> and <em> only. */
const noteTemplates = [
  (name: string) =>
    `<p>First session with ${name}. Goals are clear: <strong>strong interest in analytics</strong>, wants to study abroad. Parents supportive.</p>`,
  () =>
    '<p>Reviewed the university shortlist. Two reach options, three matches, one safety. <em>Needs to check application deadlines.</em></p>',
  () =>
    '<p><strong>Action items:</strong> finish the current pathway step, draft the personal statement outline, book the English test.</p>',
  (name: string) =>
    `<p>${name} seemed stressed about exams. We agreed to pause applications for two weeks. <em>Follow up after the exams.</em></p>`,
  () =>
    '<p>Personal statement draft is much better. The opening story works; the conclusion still needs a <strong>clear link to the course</strong>.</p>',
  () =>
    '<p>Discussed internships. Will apply to <strong>three</strong> this month and send me the list.</p>',
  () =>
    '<p>Mock interview went well. Strong answers on motivation; <em>practise the teamwork question</em> once more.</p>',
  () =>
    '<p>Scholarship plan agreed: two merit awards and one need-based grant. <strong>Deadline in six weeks.</strong></p>',
  (name: string) =>
    `<p>${name} completed the project step ahead of schedule. Marked it complete and suggested the next step.</p>`,
  () =>
    '<p>Missed the last session without notice. Sent a reminder; <em>check in if no reply by Friday</em>.</p>',
]

/** `count` notes by a catalyst on a student, a week or so apart, the newest `latestDaysAgo` days ago. */
export function makeNotes(
  ctx: SeedContext,
  counsellor: UserRecord,
  student: UserRecord,
  count: number,
  latestDaysAgo = 1,
): NoteRecord[] {
  const notes: NoteRecord[] = []
  let daysAgo = latestDaysAgo + (count - 1) * 7
  const templates = ctx.pickMany(noteTemplates, Math.min(count, noteTemplates.length))
  for (let index = 0; index < count; index += 1) {
    const template = templates[index % templates.length]!
    notes.push({
      id: ctx.uuid(),
      studentId: student.id,
      counsellorId: counsellor.id,
      note: template(student.firstName),
      created_at: ctx.isoAgo(daysAgo * DAY + ctx.int(1, 10) * HOUR),
    })
    daysAgo -= ctx.int(5, 9)
    daysAgo = Math.max(daysAgo, latestDaysAgo)
  }
  return notes
}
