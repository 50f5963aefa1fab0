import { screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'

import { PLAN_OFFER_ACTION } from '@/components/plan/plan-offer'
import { AVAILABILITY_MESSAGES } from '@/features/sessions/availability/availability-rules'
import { cancelSubscription } from '@mocks/handlers/billing/billing'
import { demoAccounts } from '@mocks/seed/demo-accounts'
import { findUserByEmail } from '@mocks/services/relations'
import { dropLiveConnections } from '@mocks/socket/browser-socket'

import { liveConnected } from '../live-socket'
import { withMockServer } from '../msw'
import { renderRoute } from '../render-route'

withMockServer()

/**
 * Issue 36's second event: Availability said "Students can book you" for about 10 s after the
 * billing portal changed the plan. The path: the page is left for the portal (its live socket
 * drops), the plan changes, and the page comes back from the back-forward cache holding its old
 * answers, until the socket reconnects and fetches again. Shown again, it reads them again at once.
 */
const WAIT = { timeout: 10_000 }

/** The browser's back-forward cache: the page is hidden, then shown again as it was. */
function restoreFromBackForwardCache() {
  const shown = new Event('pageshow') as PageTransitionEvent
  Object.defineProperty(shown, 'persisted', { value: true })
  dispatchEvent(shown)
}

describe('a page shown again from the back-forward cache', () => {
  it('reads its answers again at once: the plan changed meanwhile shows without the socket', async () => {
    await renderRoute('/availability', { as: 'counsellor' })
    const me = findUserByEmail(demoAccounts.counsellor.email)!
    expect(await screen.findByText(AVAILABILITY_MESSAGES.bookable, {}, WAIT)).toBeVisible()
    await liveConnected(me.id)

    // Left for the billing portal: the socket is gone, and the plan ends there.
    await dropLiveConnections()
    await cancelSubscription(me.id)
    // Back: the old answer is not shown again, not even until the socket reconnects.
    restoreFromBackForwardCache()
    await waitFor(
      () => expect(screen.queryByText(AVAILABILITY_MESSAGES.bookable)).not.toBeInTheDocument(),
      { timeout: 450 },
    )
    expect(await screen.findByRole('link', { name: PLAN_OFFER_ACTION }, WAIT)).toBeVisible()
    expect(screen.queryByText(AVAILABILITY_MESSAGES.bookable)).not.toBeInTheDocument()
  })
})
