import { isApiError } from '@/api/api-error'
import { isChunkLoadError } from '@/lib/chunk-retry'

/** Spec part 1 section 8: the generic texts and the rewrites applied to 400 answers. */
export const GENERIC_ERROR_MESSAGE = 'Something went wrong'
export const NETWORK_ERROR_MESSAGE = 'Network error or no response from server'

const BAD_REQUEST_REWRITES: ReadonlyArray<
  readonly [match: (message: string) => boolean, shown: string]
> = [
  [
    (m) => m === 'Email address already exists...Please Try Login',
    'Email address already exists.Please Try Login',
  ],
  [(m) => m === 'Username/client id combination not found.', 'Email and OTP combination is wrong'],
  [(m) => m === 'User is already confirmed.', 'User is already verified'],
  // The identity provider's host-lookup failure (getaddrinfo ENOTFOUND <host>) while updating e-mail.
  [(m) => /getaddrinfo|ENOTFOUND|EAI_AGAIN/i.test(m), 'Failed to update email. Please try again.'],
]

/** Applies the 400 rewrite table to a server message. */
export function rewriteBadRequestMessage(message: string): string {
  const rule = BAD_REQUEST_REWRITES.find(([match]) => match(message))
  return rule ? rule[1] : message
}

/**
 * The text a person sees for a failed call: the network message when no answer came, the
 * server's message (rewritten for 400), else `fallback`: the generic text, or a screen's own
 * words for a failure the server did not explain ("The session could not be booked...").
 */
export function userMessageFor(error: unknown, fallback: string = GENERIC_ERROR_MESSAGE): string {
  // Part of the app itself could not be downloaded: as for a call, the network is the cause.
  if (isChunkLoadError(error)) return NETWORK_ERROR_MESSAGE
  if (!isApiError(error)) return fallback
  if (error.kind === 'network') return NETWORK_ERROR_MESSAGE
  const message = error.serverMessage
  if (!message) return fallback
  return error.status === 400 ? rewriteBadRequestMessage(message) : message
}

/** The HTTP status of a failed call: null when no answer arrived or it was not a call. */
export function httpStatusOf(error: unknown): number | null {
  return isApiError(error) ? error.status : null
}
