import { screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'

import { LIVE_DOWN_MESSAGE } from '@/components/layout/live-status-notice'
import { findUserByEmail } from '@mocks/services/relations'
import { demoAccounts } from '@mocks/seed/demo-accounts'
import { ensureMockSocketServer } from '@mocks/socket/mock-server'

import { withMockServer } from '../msw'
import { renderRoute } from '../render-route'

withMockServer()

/**
 * The live socket in the app (spec part 1 section 4, issue 12): it connects after sign-in with
 * the access token, says so when the channel is down and comes back by itself, and closes when
 * the session ends. The in-page mock Socket.IO server stands in for the real one (tests/setup.ts).
 */
describe('the live socket', () => {
  const WAIT = { timeout: 8000 }

  it('connects as the signed-in user, shows when it is down, and comes back', async () => {
    const { app } = await renderRoute('/dashboard', { as: 'counsellor' })
    const me = findUserByEmail(demoAccounts.counsellor.email)!
    let server = ensureMockSocketServer(location.origin)
    await waitFor(() => expect(server.connections()).toContainEqual({ userId: me.id }), WAIT)
    expect(screen.queryByText(LIVE_DOWN_MESSAGE)).not.toBeInTheDocument()

    await server.stop()
    expect(await screen.findByText(LIVE_DOWN_MESSAGE, {}, WAIT)).toBeVisible()
    // Still signed in: a lost live channel never ends the session.
    expect(app.session.isSignedIn()).toBe(true)

    server = ensureMockSocketServer(location.origin)
    await waitFor(() => expect(server.connections()).toContainEqual({ userId: me.id }), WAIT)
    await waitFor(() => expect(screen.queryByText(LIVE_DOWN_MESSAGE)).not.toBeInTheDocument())

    app.session.end()
    await waitFor(() => expect(server.connections()).toEqual([]), WAIT)
  }, 30_000)
})
