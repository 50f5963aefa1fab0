import { screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'

import { LIVE_DOWN_MESSAGE } from '@/components/layout/live-status-notice'
import { MY_PATHWAY_MESSAGES } from '@/features/students/my-pathway/my-pathway-rules'
import { SIGN_IN_ENDED_MESSAGES } from '@/lib/socket/events'
import { db } from '@mocks/db'
import { seedScenario } from '@mocks/seed'
import { findUserByEmail } from '@mocks/services/relations'
import { demoAccounts } from '@mocks/seed/demo-accounts'
import { ensureMockSocketServer } from '@mocks/socket/mock-server'
import { issueSignInTokens, revokeTokenId, verifyToken } from '@mocks/services/tokens'

import { withMockServer } from '../msw'
import { renderRoute } from '../render-route'

withMockServer()

/**
 * The live socket in the app (spec part 1 section 4, issue 12): it connects after sign-in with
 * the access token, says so when the channel is down and comes back by itself, and closes when
 * the sign-in ends. The in-page mock Socket.IO server stands in for the real one (tests/setup.ts).
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
    // Still signed in: a lost live channel never ends the sign-in.
    expect(app.auth.isSignedIn()).toBe(true)

    server = ensureMockSocketServer(location.origin)
    await waitFor(() => expect(server.connections()).toContainEqual({ userId: me.id }), WAIT)
    await waitFor(() => expect(screen.queryByText(LIVE_DOWN_MESSAGE)).not.toBeInTheDocument())

    app.auth.end()
    await waitFor(() => expect(server.connections()).toEqual([]), WAIT)
  }, 30_000)

  it("shows a pathway recommended elsewhere on the student's open My Pathway at once", async () => {
    // Issue 26's journey: My Pathway followed a recommendation only when its tab was focused
    // again. Now the server's `pathway changed` brings it (openapi/socket-events.md).
    await seedScenario('demo')
    const student = findUserByEmail(demoAccounts.student.email)!
    const current = db.pathwayAssignments.lookup('student', student.id)[0]
    expect(current).toBeDefined()
    db.pathwayAssignments.deleteMany((q) => q.where({ studentId: student.id }))
    const { app } = await renderRoute('/my-pathway', { as: 'student', scenario: null })
    expect(await screen.findByText(MY_PATHWAY_MESSAGES.noPathway, {}, WAIT)).toBeVisible()
    const server = ensureMockSocketServer(location.origin)
    await waitFor(() => expect(server.connections()).toContainEqual({ userId: student.id }), WAIT)

    // The Catalyst recommends it (as their call does), in another tab or on another device.
    await db.pathwayAssignments.create({ ...current!, assignedAt: new Date().toISOString() })
    const pathway = db.pathways.findFirst((q) => q.where({ id: current!.pathwayId }))!
    expect(await screen.findByRole('heading', { level: 2, name: pathway.name }, WAIT)).toBeVisible()
    expect(screen.queryByText(MY_PATHWAY_MESSAGES.noPathway)).not.toBeInTheDocument()

    app.auth.end()
    await waitFor(() => expect(server.connections()).toEqual([]), WAIT)
  }, 30_000)

  it('says so when the server ends the sign-in, and comes back with a renewed token', async () => {
    const { app } = await renderRoute('/dashboard', { as: 'counsellor' })
    const me = findUserByEmail(demoAccounts.counsellor.email)!
    const server = ensureMockSocketServer(location.origin)
    await waitFor(() => expect(server.connections()).toContainEqual({ userId: me.id }), WAIT)

    // The access token is revoked (a sign-out elsewhere): the server ends the sign-in rather
    // than keep a socket its token no longer covers.
    const check = verifyToken(app.auth.getAccessToken() ?? '')
    if (!check.ok) throw new Error('signed in with a valid token')
    await revokeTokenId(check.claims)
    expect(await screen.findByText(SIGN_IN_ENDED_MESSAGES.revoked, {}, WAIT)).toBeVisible()
    expect(server.connections()).toEqual([])

    // A renewed token opens the live chat again, and the line goes.
    app.auth.refreshed((await issueSignInTokens(me)).accessToken)
    await waitFor(() => expect(server.connections()).toContainEqual({ userId: me.id }), WAIT)
    await waitFor(() =>
      expect(screen.queryByText(SIGN_IN_ENDED_MESSAGES.revoked)).not.toBeInTheDocument(),
    )
  }, 30_000)
})
