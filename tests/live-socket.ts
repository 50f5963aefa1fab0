import { waitFor } from '@testing-library/react'
import { expect } from 'vitest'

import { ensureMockSocketServer } from '@mocks/socket/mock-server'

/**
 * Waits until the rendered page's live socket is connected as `userId`: what another tab or the
 * billing portal changes from then on reaches the page live. A change made before the socket
 * connects is read at the page's next refetch (focus, poll), not live.
 */
export async function liveConnected(userId: string, options = { timeout: 15_000 }): Promise<void> {
  const socket = ensureMockSocketServer(location.origin)
  await waitFor(() => expect(socket.connections()).toContainEqual({ userId }), options)
}
