/**
 * Chat (issue 12), for other features: the student's panel beside My Pathway, and opening a
 * Catalyst's docked window with a student (the student profile's Start chat).
 */
export { useOpenChat } from './chat-context'
export { StudentChatPanel } from './student-chat-panel'
