/**
 * The contract's words for a sessions input its schema refuses (openapi.yaml "Sessions", the 400
 * examples), which the declarations (index.ts) give operation() to answer with. Apart from the
 * sessions' other words, which load with the resolvers: the first visit of the demo carries only
 * these.
 */
export const SESSION_INPUT_MESSAGES = {
  topic: 'Please say what you would like to talk about.',
  reason: 'Please give a reason.',
  meetingLink: 'The meeting link must be an http(s) address.',
} as const
