/**
 * An expected refusal: operation() answers it with its status and `{ message, ...extra }`.
 * Resolvers throw it; anything else a resolver throws becomes a 500.
 */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message)
  }
}
