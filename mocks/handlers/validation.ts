import { en } from 'zod/locales'
import * as z from 'zod/mini'

import { HttpError } from './http-error'

// zod/mini ships no messages: without a locale every 400 would say only "Invalid input". The
// mock backend answers with zod's English messages (the same as zod classic's default).
z.config(en())

/** Where the body's refusals take the contract's words instead of the schema's (operation()). */
export interface InputMessages {
  /**
   * What the body's lists hold, by field name (`education: 'education entries'`): a list longer
   * than its `maxItems` is refused with "You can add at most 50 education entries." instead of
   * the schema's wording, since the client shows the message as it is.
   */
  listNames?: Readonly<Record<string, string>>
  /**
   * The contract's words for a body field the schema refuses, by field name, in place of the
   * schema's (`meetingLink: 'The meeting link must be an http(s) address.'`).
   */
  fieldMessages?: Readonly<Record<string, string>>
  /**
   * The contract's words for a free-text body field left out, empty or only spaces, by field
   * name (`topic: 'Please say what you would like to talk about.'`). Any other refusal of the
   * field (too long, not a string) keeps the schema's words.
   */
  blankMessages?: Readonly<Record<string, string>>
}

const isBlank = (value: unknown) =>
  value === undefined || (typeof value === 'string' && value.trim() === '')

/** The message of the first issue: the contract's words for it when the operation gives them. */
function describeIssues(error: z.core.$ZodError, value: unknown, messages: InputMessages): string {
  const issue = error.issues[0]
  if (!issue) return 'Invalid request'
  const field = issue.path.length === 1 ? String(issue.path[0]) : undefined
  if (field !== undefined) {
    const fieldMessage = messages.fieldMessages?.[field]
    if (fieldMessage) return fieldMessage
    const blankMessage = messages.blankMessages?.[field]
    const given: unknown =
      value && typeof value === 'object' ? Reflect.get(value, field) : undefined
    if (blankMessage && isBlank(given)) return blankMessage
  }
  if (issue.code === 'too_big' && issue.origin === 'array') {
    const name = messages.listNames?.[String(issue.path.at(-1))]
    if (name) return `You can add at most ${String(issue.maximum)} ${name}.`
  }
  const path = issue.path.join('.')
  return path ? `Invalid request: ${path}: ${issue.message}` : `Invalid request: ${issue.message}`
}

/** URL values are strings: numbers and booleans are read as such when the schema wants them. */
function coerceStrings(value: unknown): unknown {
  if (!value || typeof value !== 'object') return value
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => {
      if (typeof item !== 'string') return [key, item]
      if (/^-?\d+(\.\d+)?$/.test(item)) return [key, Number(item)]
      if (item === 'true' || item === 'false') return [key, item === 'true']
      return [key, item]
    }),
  )
}

/** An input as its schema reads it (none: undefined), or a 400 saying the first thing wrong. */
export function parse<T>(
  schema: z.ZodMiniType<T> | undefined,
  value: unknown,
  where: 'path' | 'query' | 'body',
  messages: InputMessages = {},
): T {
  if (!schema) return undefined as T
  const result = schema.safeParse(value)
  if (result.success) return result.data
  if (where !== 'body') {
    const coerced = schema.safeParse(coerceStrings(value))
    if (coerced.success) return coerced.data
  }
  throw new HttpError(400, describeIssues(result.error, value, messages))
}

/** Request bodies are `additionalProperties: false` in the contract: unknown keys are refused. */
export function strictBody<T>(schema: z.ZodMiniType<T> | undefined): z.ZodMiniType<T> | undefined {
  return schema instanceof z.ZodMiniObject
    ? (z.catchall(schema, z.never()) as unknown as z.ZodMiniType<T>)
    : schema
}

/** The request's JSON body (none: undefined); 400 when it is not JSON. */
export async function readJson(request: Request): Promise<unknown> {
  const text = await request.text()
  if (!text) return undefined
  try {
    return JSON.parse(text)
  } catch {
    throw new HttpError(400, 'Invalid request: the body is not valid JSON')
  }
}
