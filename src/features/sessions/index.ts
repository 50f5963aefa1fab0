/**
 * Sessions (issue 29), for routes: the Sessions page, and the entry points other pages compose
 * in (My Pathway's next session and Book a session, the chat's Book a session).
 */
export { BookSessionButton } from './book-session-button'
export { NextSessionPanel } from './next-session'
export { SessionsPage } from './sessions-page'
export type { SessionsTab } from './session-rules'
