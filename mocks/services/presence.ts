/**
 * Who has Catalyst open (issue 35): a person with a live socket connection, which every signed-in
 * tab keeps. Each socket hub (mocks/socket/socket-hub.ts) names its connections' people here; the
 * scheduler (./scheduler.ts) asks it before e-mailing a chat digest, which only a person away
 * receives. In the browser the hub and the scheduler both live in the serving tab.
 */
type PresenceSource = () => Iterable<string>

const sources = new Set<PresenceSource>()

/** Adds the people a hub holds connections of; returns the removal. */
export function addPresenceSource(source: PresenceSource): () => void {
  sources.add(source)
  return () => void sources.delete(source)
}

/** Whether the person has an open connection (a tab) in any hub. */
export function isConnected(userId: string): boolean {
  for (const source of sources) for (const id of source()) if (id === userId) return true
  return false
}
