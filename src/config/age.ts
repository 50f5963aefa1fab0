/**
 * The ages a profile's date of birth allows (spec part 2 section 9: "Age: minimum 15, maximum
 * 100"; section 5 words the messages). Both ends are inclusive: born exactly 15 or exactly 100
 * years before today passes, a day more on either side does not. Days are calendar days in UTC,
 * as dates are stored (midnight UTC) and the date inputs offer them. The profile forms and the
 * mock backend both read this rule, so the client never accepts what the server refuses.
 */
export const MIN_AGE_YEARS = 15
export const MAX_AGE_YEARS = 100

export type BirthdateAgeProblem = 'future' | 'tooOld' | 'tooYoung'

/** A calendar day as a comparable number, e.g. 20261125; `years` moves it (29 Feb stays 29). */
const dayKey = (date: Date, years = 0) =>
  (date.getUTCFullYear() + years) * 10_000 + (date.getUTCMonth() + 1) * 100 + date.getUTCDate()

/**
 * What is wrong with a valid birth date on the UTC day of `now`, or null. Someone born on 29
 * February has their birthday on 1 March in other years.
 */
export function birthdateAgeProblem(birth: Date, now: Date): BirthdateAgeProblem | null {
  const today = dayKey(now)
  if (dayKey(birth) > today) return 'future'
  if (dayKey(birth, MAX_AGE_YEARS) < today) return 'tooOld'
  if (dayKey(birth, MIN_AGE_YEARS) > today) return 'tooYoung'
  return null
}
