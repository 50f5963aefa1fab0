import type { FaqRecord } from '../db'
import { counsellorFaqs, studentFaqs } from './faq-content'
import type { SeedContext } from './faker'

/** The help centre: entries for both roles, `order` running within each role from 1. */
export function makeFaqs(ctx: SeedContext): FaqRecord[] {
  const byRole = [
    ['counsellor', counsellorFaqs],
    ['student', studentFaqs],
  ] as const
  return byRole.flatMap(([role, entries]) =>
    entries.map(([category, question, answer], index) => ({
      id: ctx.uuid(),
      order: index + 1,
      role,
      category,
      question,
      answer,
    })),
  )
}
