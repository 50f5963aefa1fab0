/**
 * The account-manager operations' work, imported by account-manager/index.ts on the first call as
 * one module (one chunk in the demo build, like sessions/resolvers).
 */
export * from './calls'
export * from './marketing'
