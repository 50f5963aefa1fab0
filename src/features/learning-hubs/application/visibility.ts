import type { FormAnswers } from '@/api/learning-hubs/queries'
import { isDayValueOrEmpty, unreadableDayMessage } from '@/lib/format/day-value'

import { evaluateCondition } from './expression'
import { FIELD_REQUIRED, type WizardField } from './form-definition'

/**
 * Which questions show and which answers count (spec part 2 section 5): a field with a
 * `conditional` shows when the field `when` equals `eq` (`show: false` inverts it); one with a
 * `customConditional` shows when its script says so, or when the script cannot be evaluated.
 * Hidden fields are not checked and their answers are dropped (the server does the same).
 */
type Answers = Record<string, unknown>

export const INVALID_EMAIL = 'Enter a valid e-mail address.'
export const INVALID_NUMBER = 'Enter a number.'

/** A string, number or boolean as text; null for anything else. */
function scalarText(value: unknown): string | null {
  if (typeof value === 'string') return value
  if (typeof value === 'number' || typeof value === 'boolean') return String(value)
  return null
}

function equals(value: unknown, expected: string): boolean {
  if (value === undefined || value === null) return false
  if (Array.isArray(value)) return value.some((item) => scalarText(item) === expected)
  if (typeof value === 'object') return (value as Record<string, unknown>)[expected] === true
  return scalarText(value) === expected
}

export function isFieldVisible(field: WizardField, answers: Answers): boolean {
  if (field.conditional) {
    const met = equals(answers[field.conditional.when], field.conditional.eq)
    return field.conditional.show ? met : !met
  }
  if (field.customConditional) return evaluateCondition(field.customConditional, answers) ?? true
  return true
}

/** The answers of visible fields only, repeated until stable (a dropped answer can hide more). */
function stableAnswers(fields: readonly WizardField[], answers: Answers): Answers {
  let kept: Answers = { ...answers }
  for (let pass = 0; pass <= fields.length; pass += 1) {
    const next: Answers = {}
    for (const [key, value] of Object.entries(kept)) {
      const field = fields.find((candidate) => candidate.key === key)
      if (!field || isFieldVisible(field, kept)) next[key] = value
    }
    const stable = Object.keys(next).length === Object.keys(kept).length
    kept = next
    if (stable) break
  }
  return kept
}

export function visibleFields(fields: readonly WizardField[], answers: Answers): WizardField[] {
  const kept = stableAnswers(fields, answers)
  return fields.filter((field) => isFieldVisible(field, kept))
}

/** Only answers of visible fields of the form (answers to keys the form lacks are dropped). */
export function pruneAnswers(fields: readonly WizardField[], answers: FormAnswers): FormAnswers {
  const keys = new Set(fields.map((field) => field.key))
  const own = Object.fromEntries(Object.entries(answers).filter(([key]) => keys.has(key)))
  return stableAnswers(fields, own) as FormAnswers
}

function isEmpty(value: unknown): boolean {
  if (value === undefined || value === null || value === false) return true
  if (typeof value === 'string') return value.trim() === ''
  if (Array.isArray(value)) return value.length === 0
  if (typeof value === 'object') return !Object.values(value).some(Boolean)
  return false
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

/**
 * The error per visible field: required and empty, or an e-mail, number or date that is not one
 * (a date is held as "2027-01-15"; text the date field could not read is held as typed).
 */
export function validateFields(
  fields: readonly WizardField[],
  answers: Answers,
): Record<string, string> {
  const errors: Record<string, string> = {}
  for (const field of fields) {
    if (field.type === 'unsupported' || !isFieldVisible(field, answers)) continue
    const value = answers[field.key]
    if (isEmpty(value)) {
      if (field.required) errors[field.key] = field.requiredMessage || FIELD_REQUIRED
      continue
    }
    if (field.type === 'email' && !EMAIL.test((scalarText(value) ?? '').trim()))
      errors[field.key] = INVALID_EMAIL
    if (field.type === 'number' && !Number.isFinite(Number((scalarText(value) ?? 'x').trim())))
      errors[field.key] = INVALID_NUMBER
    const dayText = field.type === 'date' ? (scalarText(value) ?? '').trim() : ''
    if (!isDayValueOrEmpty(dayText, 'date')) errors[field.key] = unreadableDayMessage(dayText)
  }
  return errors
}
