import type * as z from 'zod/mini'

/** The message a form shows for a field: the first issue at that path (react-hook-form's rule). */
export function messageFor(
  schema: z.ZodMiniType,
  value: unknown,
  path: readonly PropertyKey[] = [],
) {
  const result = schema.safeParse(value)
  if (result.success) return null
  const issue = result.error.issues.find(
    (candidate) =>
      candidate.path.length === path.length && candidate.path.every((key, i) => key === path[i]),
  )
  return issue?.message ?? null
}
