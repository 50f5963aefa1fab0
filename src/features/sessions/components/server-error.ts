import { isApiError } from '@/api/api-error'

/** What a failed session call says in place: the server's message, else `fallback`. */
export function serverMessageOf(error: unknown, fallback: string): string {
  return (isApiError(error) && error.serverMessage) || fallback
}

/** The HTTP status of a failed call, null when none arrived. */
export function statusOf(error: unknown): number | null {
  return isApiError(error) ? error.status : null
}
