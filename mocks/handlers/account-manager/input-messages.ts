/**
 * The contract's words for an account-manager input its schema refuses (openapi.yaml, the 400
 * examples), which the declarations (index.ts) give operation(); the rest load with the
 * resolvers.
 */
export const MANAGER_INPUT_MESSAGES = {
  topic: 'Please say what you would like to discuss.',
  reason: 'Please give a reason.',
  message: 'Please say what you would like help with.',
} as const
