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

/** The text a person sees for a failed call: server message (rewritten for 400), else generic. */
export function userMessageFor(error: unknown): string {
  // Part of the app itself could not be downloaded: as for a call, the network is the cause.
  if (isChunkLoadError(error)) return NETWORK_ERROR_MESSAGE
  if (!isApiError(error)) return GENERIC_ERROR_MESSAGE
  if (error.kind === 'network') return NETWORK_ERROR_MESSAGE
  const message = error.serverMessage
  if (!message) return GENERIC_ERROR_MESSAGE
  return error.status === 400 ? rewriteBadRequestMessage(message) : message
}
