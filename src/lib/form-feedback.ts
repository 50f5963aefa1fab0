import { useCallback, useEffect } from 'react'
import type { FieldErrors, FieldPath, FieldValues, UseFormReturn } from 'react-hook-form'

/**
 * When a form speaks (issue 28: the profile forms, then the availability editor): a field's
 * message appears once the person has left the field or asked why Save is off, and goes the moment
 * the value is valid. What is already saved is judged as the form opens (saved data that breaks a
 * rule says so); an empty field is not, until it is left: editing one field no longer turns every
 * empty one red, and a message no longer stays under a field after a value is chosen.
 */

const given = (value: unknown) =>
  Array.isArray(value)
    ? value.length > 0
    : typeof value === 'string'
      ? value.trim() !== ''
      : typeof value === 'number'

/** The paths of the fields with a message, e.g. "kycDocs.0.link". */
export function errorPaths(errors: FieldErrors, prefix = ''): string[] {
  return Object.entries(errors).flatMap(([key, error]) => {
    if (!error || typeof error !== 'object' || key === 'ref') return []
    const path = prefix ? `${prefix}.${key}` : key
    if (typeof (error as { message?: unknown }).message === 'string') return [path]
    return errorPaths(error as FieldErrors, path)
  })
}

/** Judges, as the form opens, the fields that hold a value: what the profile already holds. */
export function useJudgeSavedValues<T extends FieldValues>(form: UseFormReturn<T>): void {
  useEffect(() => {
    const values = form.getValues() as Record<string, unknown>
    const names = Object.keys(values).filter((name) => given(values[name])) as FieldPath<T>[]
    if (names.length > 0) void form.trigger(names)
  }, [form])
}

/**
 * Judges again what was already judged (fields with a message or left before): after an entry
 * is removed, a rule across entries may hold again, or no more. A new, untouched entry stays quiet.
 */
export function useJudgeSeenAgain<T extends FieldValues>(form: UseFormReturn<T>): () => void {
  return useCallback(() => {
    const { errors, touchedFields } = form.formState
    const paths = new Set([...errorPaths(errors), ...touchedPaths(touchedFields)])
    // Called with no paths too: the form's validity is worked out again (the entry removed may
    // have been the one that kept Save off), with no new message.
    void form.trigger([...paths] as FieldPath<T>[])
  }, [form])
}

function touchedPaths(touched: unknown, prefix = ''): string[] {
  if (touched === true) return prefix ? [prefix] : []
  if (!touched || typeof touched !== 'object') return []
  return Object.entries(touched).flatMap(([key, value]) =>
    touchedPaths(value, prefix ? `${prefix}.${key}` : key),
  )
}

/**
 * Shows every field that keeps Save off, focuses the first, and marks them left, so each message
 * goes as soon as its field is put right.
 */
export async function showWhatBlocksSave<T extends FieldValues>(
  form: UseFormReturn<T>,
): Promise<void> {
  await form.trigger(undefined, { shouldFocus: true })
  // form.formState is the last render's; getFieldState reads the errors just found.
  for (const path of leafPaths(form.getValues()) as FieldPath<T>[])
    if (form.getFieldState(path).invalid)
      form.setValue(path, form.getValues(path), { shouldTouch: true })
}

/** The paths of a form's single values, e.g. "education.0.score". */
function leafPaths(value: unknown, prefix = ''): string[] {
  if (value === null || typeof value !== 'object' || value instanceof Date)
    return prefix ? [prefix] : []
  return Object.entries(value).flatMap(([key, inner]) =>
    leafPaths(inner, prefix ? `${prefix}.${key}` : key),
  )
}
