/** Spec part 1 section 8, empty states of the sent-request lists. */
export const NO_REQUESTS_SENT = 'No requests sent'
export const NO_REQUESTS_FOUND = 'No requests found'
