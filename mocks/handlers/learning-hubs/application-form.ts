import type { FormAnswers, FormField } from '@/api/generated/types.gen'
import { zFormDefinition } from '@/api/generated/zod.gen'

import { HttpError } from '../http'

/**
 * Server-side check of the application wizard's answers against the hub's tab1/tab2 form
 * definitions (spec part 2 sections 3, 4 and 5): fields hidden by a condition are dropped, and
 * every visible required field must be answered.
 */
export const FIELD_REQUIRED = 'This field must contain valid characters.'
/** The attachment limit (spec part 2 section 9), per file of an application. */
export const MAX_FILE_BYTES = 5 * 1024 * 1024
export const FILE_TOO_LARGE = 'Each file must be smaller than 5 MB.'

/** A file answer's real size: its stated size, or its base64 content if that is larger. */
function fileBytes(file: { size: number; url: string }): number {
  const base64 = file.url.slice(file.url.indexOf(',') + 1)
  return Math.max(file.size, Math.floor((base64.length * 3) / 4))
}

type Answer = FormAnswers[string]

/** The fields of one stored definition; a missing or unreadable definition has none. */
function fieldsOf(definition: string | null | undefined): FormField[] {
  if (!definition) return []
  try {
    const parsed = zFormDefinition.safeParse(JSON.parse(definition))
    return parsed.success ? parsed.data.components.flatMap((panel) => panel.components) : []
  } catch {
    return []
  }
}

function matches(value: Answer | undefined, expected: string): boolean {
  if (value === undefined || value === null) return false
  if (Array.isArray(value))
    return value.some((item) => typeof item === 'string' && item === expected)
  if (typeof value === 'object') return value[expected] === true
  return String(value) === expected
}

/**
 * `conditional` shows a field when `when` equals `eq` (or hides it with `show: false`). A
 * `customConditional` is a script the server does not run (the client evaluates it with a
 * restricted expression evaluator and drops the values of the fields it hides), so such a field
 * counts as visible exactly when it was answered.
 */
function isVisible(field: FormField, answers: FormAnswers): boolean {
  const condition = field.conditional
  if (condition?.when && condition.eq != null) {
    const met = matches(answers[condition.when], condition.eq)
    return condition.show === false ? !met : met
  }
  if (field.customConditional) return field.key in answers
  return true
}

/** Blank strings, unchecked boxes, empty lists and select boxes with nothing ticked are empty. */
function isEmpty(value: Answer | undefined): boolean {
  if (value === undefined || value === null || value === false) return true
  if (typeof value === 'string') return value.trim() === ''
  if (Array.isArray(value)) return value.length === 0
  if (typeof value === 'object') return !Object.values(value).some(Boolean)
  return false
}

/** The answers to keep: only visible fields of the forms (all answers when the hub has no form). */
export function checkApplicationAnswers(
  definitions: ReadonlyArray<string | null | undefined>,
  answers: FormAnswers,
): FormAnswers {
  for (const value of Object.values(answers)) {
    if (!Array.isArray(value)) continue
    for (const item of value)
      if (typeof item === 'object' && fileBytes(item) > MAX_FILE_BYTES)
        throw new HttpError(400, FILE_TOO_LARGE)
  }
  const fields = definitions.flatMap(fieldsOf)
  if (fields.length === 0) return answers
  let kept: FormAnswers = { ...answers }
  // A dropped answer can hide the fields that depend on it, so repeat until nothing changes.
  for (let pass = 0; pass <= fields.length; pass += 1) {
    const next: FormAnswers = {}
    for (const field of fields) {
      const value = kept[field.key]
      if (value !== undefined && isVisible(field, kept)) next[field.key] = value
    }
    const stable = Object.keys(next).length === Object.keys(kept).length
    kept = next
    if (stable) break
  }
  for (const field of fields) {
    if (!field.validate?.required || !isVisible(field, kept)) continue
    if (isEmpty(kept[field.key]))
      throw new HttpError(400, field.validate.customMessage?.trim() || FIELD_REQUIRED)
  }
  return kept
}
