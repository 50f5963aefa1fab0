import type { FormAnswers } from '@/api/generated/types.gen'
import { APPLICATION_ANSWER_MAX_CHARS, APPLICATION_MAX_BYTES } from '@/config/constants'

import { HttpError } from '../http'

/**
 * Server-side check of the application wizard's answers against the hub's tab1/tab2 form
 * definitions (spec part 2 sections 3, 4 and 5; openapi.yaml provisionHub): the definitions are
 * read as the wizard reads them (src/features/learning-hubs/application/form-definition.ts),
 * fields hidden by a condition and answers to questions the form lacks are dropped, every
 * visible required field must be answered, and every answer must be of its field's kind: one of
 * a select's options, an e-mail, a number, a date, an http(s) link, text of at most
 * APPLICATION_ANSWER_MAX_CHARS, files. The whole application is at most APPLICATION_MAX_BYTES.
 */
/** The attachment limit (spec part 2 section 9), per file of an application. */
export const MAX_FILE_BYTES = 5 * 1024 * 1024
export const FILE_TOO_LARGE = 'Each file must be smaller than 5 MB.'
const MAX_MB = APPLICATION_MAX_BYTES / (1024 * 1024)
export const APPLICATION_TOO_LARGE = `This application is too large: its files and answers come to more than ${MAX_MB} MB. Please attach smaller or fewer files.`

/** What each kind of answer must be, as a message naming the question. */
export const ANSWER_MESSAGES = {
  required: (label: string) => `Please answer "${label}".`,
  option: (label: string) => `Please choose one of the options offered for "${label}".`,
  email: (label: string) => `Please enter a valid e-mail address for "${label}".`,
  number: (label: string) => `Please enter a number for "${label}".`,
  date: (label: string) => `Please enter a valid date for "${label}".`,
  url: (label: string) => `Please enter a link starting with http:// or https:// for "${label}".`,
  text: (label: string) => `Please answer "${label}" with text.`,
  checkbox: (label: string) => `The answer to "${label}" must be ticked or not ticked.`,
  files: (label: string) => `The answer to "${label}" must be attached files.`,
  tooLong: (label: string, max: number) =>
    `Please keep the answer to "${label}" to ${max.toLocaleString('en-US')} characters or fewer.`,
} as const

type FieldType =
  | 'select'
  | 'radio'
  | 'checkbox'
  | 'textarea'
  | 'text'
  | 'email'
  | 'number'
  | 'date'
  | 'url'
  | 'file'

/** Form.io type names and their aliases, as the wizard reads them; `url` the wizard does not show. */
const TYPES: Record<string, FieldType> = {
  select: 'select',
  checkbox: 'checkbox',
  radio: 'radio',
  textarea: 'textarea',
  text: 'text',
  textfield: 'text',
  email: 'email',
  number: 'number',
  date: 'date',
  datetime: 'date',
  day: 'date',
  url: 'url',
  file: 'file',
}

/** The longest answer of each kind that is not free text. */
const MAX_CHARS: Partial<Record<FieldType, number>> = { email: 254, url: 2048, date: 64 }
/** Panels inside panels are read this deep, no deeper (as the wizard does). */
const MAX_DEPTH = 4
const MAX_LABEL = 100

interface Field {
  key: string
  label: string
  type: FieldType | 'unsupported'
  required: boolean
  requiredMessage: string | null
  options: string[]
  conditional: { when: string; eq: string; show: boolean } | null
  customConditional: boolean
}

type Answer = FormAnswers[string]
type Node = Record<string, unknown>

const isNode = (value: unknown): value is Node =>
  Boolean(value) && typeof value === 'object' && !Array.isArray(value)
const text = (value: unknown): string | null => (typeof value === 'string' ? value.trim() : null)
const scalar = (value: unknown): string | null =>
  typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean'
    ? String(value)
    : null

function toField(node: Node): Field | null {
  const key = text(node.key)
  if (!key) return null
  const rawType = (text(node.type) ?? 'text').toLowerCase()
  const label = text(node.label) || key
  const validate = isNode(node.validate) ? node.validate : {}
  const data = isNode(node.data) ? node.data : {}
  const condition = isNode(node.conditional) ? node.conditional : {}
  const when = text(condition.when)
  const eq = scalar(condition.eq)
  return {
    key,
    label: label.length > MAX_LABEL ? `${label.slice(0, MAX_LABEL - 1)}…` : label,
    type: TYPES[rawType] ?? 'unsupported',
    required: validate.required === true,
    requiredMessage: text(validate.customMessage) || null,
    options: (Array.isArray(data.values) ? data.values : [])
      .map((option) => (isNode(option) ? scalar(option.value) : null))
      .filter((value): value is string => value !== null),
    conditional:
      when && eq !== null && eq !== ''
        ? { when, eq, show: condition.show !== false && condition.show !== 'false' }
        : null,
    customConditional: Boolean(text(node.customConditional)),
  }
}

/**
 * The fields of one stored definition: panels (anything with `components`) are opened up to
 * MAX_DEPTH, buttons left out, a repeated key keeps its first field. A missing or unreadable
 * definition has none (the wizard then shows no form, and nothing is kept).
 */
function fieldsOf(definition: string | null | undefined, seen: Set<string>): Field[] {
  if (!definition) return []
  let parsed: unknown
  try {
    parsed = JSON.parse(definition)
  } catch {
    return []
  }
  const walk = (children: unknown, depth: number): Field[] => {
    if (!Array.isArray(children) || depth > MAX_DEPTH) return []
    return children.flatMap((child) => {
      if (!isNode(child)) return []
      if (Array.isArray(child.components)) return walk(child.components, depth + 1)
      if (text(child.type)?.toLowerCase() === 'button') return []
      const field = toField(child)
      if (!field || seen.has(field.key)) return []
      seen.add(field.key)
      return [field]
    })
  }
  return isNode(parsed) ? walk(parsed.components, 0) : []
}

function matches(value: Answer | undefined, expected: string): boolean {
  if (value === undefined || value === null) return false
  if (Array.isArray(value)) return value.some((item) => scalar(item) === expected)
  if (typeof value === 'object') return value[expected] === true
  return String(value) === expected
}

/**
 * `conditional` shows a field when `when` equals `eq` (or hides it with `show: false`). A
 * `customConditional` is a script the server does not run (the client evaluates it with a
 * restricted expression evaluator and drops the values of the fields it hides), so such a field
 * counts as visible exactly when it was answered.
 */
function isVisible(field: Field, answers: FormAnswers): boolean {
  const condition = field.conditional
  if (condition) {
    const met = matches(answers[condition.when], condition.eq)
    return condition.show ? met : !met
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

/** A file answer's real size: its stated size, or its base64 content if that is larger. */
function fileBytes(file: { size: number; url: string }): number {
  const base64 = file.url.slice(file.url.indexOf(',') + 1)
  return Math.max(file.size, Math.floor((base64.length * 3) / 4))
}

/** What the application carries: its keys, its text and its files (decoded). */
function applicationBytes(answers: FormAnswers): number {
  let total = 0
  for (const [key, value] of Object.entries(answers)) {
    total += key.length
    if (typeof value === 'string') total += value.length
    else if (Array.isArray(value))
      for (const item of value) total += typeof item === 'string' ? item.length : fileBytes(item)
    else if (value && typeof value === 'object') total += JSON.stringify(value).length
  }
  return total
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/
const DATE = /^\d{4}-\d{2}-\d{2}([T ][\d:.]+(Z|[+-]\d{2}:?\d{2})?)?$/

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value)
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== ''
  } catch {
    return false
  }
}

/** The message for an answer that is not of its field's kind; null when it is (or is empty). */
function kindProblem(field: Field, value: Answer): string | null {
  const { label } = field
  switch (field.type) {
    case 'checkbox':
      return typeof value === 'boolean' ? null : ANSWER_MESSAGES.checkbox(label)
    case 'number':
      return typeof value === 'number' && Number.isFinite(value)
        ? null
        : ANSWER_MESSAGES.number(label)
    case 'file':
      return Array.isArray(value) && value.every((item) => typeof item === 'object')
        ? null
        : ANSWER_MESSAGES.files(label)
    case 'unsupported':
      return null
    default:
      break
  }
  if (typeof value !== 'string') return ANSWER_MESSAGES.text(label)
  const answer = value.trim()
  if (answer === '') return null
  const max = MAX_CHARS[field.type] ?? APPLICATION_ANSWER_MAX_CHARS
  if (value.length > max) return ANSWER_MESSAGES.tooLong(label, max)
  switch (field.type) {
    case 'select':
    case 'radio':
      return field.options.includes(value) ? null : ANSWER_MESSAGES.option(label)
    case 'email':
      return EMAIL.test(answer) ? null : ANSWER_MESSAGES.email(label)
    case 'date':
      return DATE.test(answer) && Number.isFinite(Date.parse(answer))
        ? null
        : ANSWER_MESSAGES.date(label)
    case 'url':
      return isHttpUrl(answer) ? null : ANSWER_MESSAGES.url(label)
    default:
      return null
  }
}

/**
 * The answers to keep: only the visible fields of the forms, each of its kind. Questions the
 * server cannot check (an unknown type, which the wizard leaves out too) keep no answer and are
 * never required. 413 over APPLICATION_MAX_BYTES, 400 naming the question otherwise.
 */
export function checkApplicationAnswers(
  definitions: ReadonlyArray<string | null | undefined>,
  answers: FormAnswers,
): FormAnswers {
  if (applicationBytes(answers) > APPLICATION_MAX_BYTES)
    throw new HttpError(413, APPLICATION_TOO_LARGE)
  for (const value of Object.values(answers)) {
    if (!Array.isArray(value)) continue
    for (const item of value)
      if (typeof item === 'object' && fileBytes(item) > MAX_FILE_BYTES)
        throw new HttpError(400, FILE_TOO_LARGE)
  }
  const seen = new Set<string>()
  const fields = definitions
    .flatMap((definition) => fieldsOf(definition, seen))
    .filter((field) => field.type !== 'unsupported')
  let kept: FormAnswers = {}
  for (const field of fields) {
    const value = answers[field.key]
    if (value !== undefined) kept[field.key] = value
  }
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
    if (!isVisible(field, kept)) continue
    const value = kept[field.key]
    const problem = value === undefined || value === null ? null : kindProblem(field, value)
    if (problem) throw new HttpError(400, problem)
    if (field.required && isEmpty(value))
      throw new HttpError(400, field.requiredMessage ?? ANSWER_MESSAGES.required(field.label))
  }
  return kept
}
