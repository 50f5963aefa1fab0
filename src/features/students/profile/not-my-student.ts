import { isApiError } from '@/api/api-error'

// Its own small module: the route's loader uses it, and must not pull the page into the entry.
/**
 * Not this Catalyst's student (403), no such student (404) or an address that cannot name one
 * (400, a malformed id): the not-found page, and none of anyone's data.
 */
export function isNotMyStudent(error: unknown): boolean {
  return isApiError(error) && [400, 403, 404].includes(error.status ?? 0)
}
