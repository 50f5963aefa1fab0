/** Unread badges show 9+ above 9 (spec part 2 section 9). */
export function unreadLabel(count: number): string {
  return count > 9 ? '9+' : String(count)
}

/** "1 unread message", "3 unread messages", "9+ unread messages": a badge as it is read out. */
export function unreadMessages(count: number): string {
  return `${unreadLabel(count)} unread ${count === 1 ? 'message' : 'messages'}`
}
