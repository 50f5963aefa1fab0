import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it } from 'vitest'

import { db } from '@mocks/db'
import { BrowserStandIn } from '@mocks/pages/browser-host'
import { billingPortalStandIn } from '@mocks/pages/billing-portal/billing-portal-stand-in'
import { identityStandIn } from '@mocks/pages/identity/identity-stand-in'
import { moodleStandIn } from '@mocks/pages/moodle/moodle-stand-in'
import type { StandInContext, StandInPage } from '@mocks/pages/stand-in'
import { seedScenario } from '@mocks/seed'
import { demoAccounts } from '@mocks/seed/demo-accounts'
import { callServer } from '@mocks/serving/client'
import { findUserByEmail } from '@mocks/services/relations'

import { withMockServer } from '../msw'

withMockServer()

/**
 * The stand-in pages as the demo build shows them in a tab (mocks/pages): their forms' posts are
 * taken by the page, which runs the same `post` as the Node server over the mock operations and
 * shows the data read again, without leaving.
 */
const WAIT = { timeout: 8_000 }
const me = () => findUserByEmail(demoAccounts.counsellor.email)!

async function show<Data>(page: StandInPage<Data>, address: string) {
  const context: StandInContext = {
    url: new URL(address, location.origin),
    call: callServer,
    appHome: `${location.origin}/`,
  }
  const initial = await page.load(context)
  render(<BrowserStandIn page={page} context={context} initial={initial} />)
  return userEvent.setup()
}

beforeEach(() => seedScenario('demo'))

describe('the stand-in pages in a tab', () => {
  it('completes the current module on the learning platform and shows the new progress', async () => {
    const application = db.applications
      .lookup('user', me().id)
      .find((candidate) => candidate.status === 1020)!
    const hub = db.learnHubs.get(application.learnHubId)!
    const user = await show(moodleStandIn, `/mock-services/moodle/${hub.moodle_id}?user=${me().id}`)
    const before = screen.getByTestId('progress').textContent
    await user.click(screen.getByRole('button', { name: 'Complete the current module' }))
    await waitFor(() => expect(screen.getByTestId('progress')).not.toHaveTextContent(before), WAIT)
    expect(db.applications.get(application.id)!.prog_percent).toBeGreaterThan(
      application.prog_percent,
    )
  })

  it('cancels the subscription on the billing portal, and leads back to the app', async () => {
    const back = encodeURIComponent(`${location.origin}/pricing`)
    const user = await show(
      billingPortalStandIn,
      `/mock-services/billing-portal?user=${me().id}&return=${back}`,
    )
    expect(screen.getByTestId('subscription')).toHaveTextContent(/^Prime, \$200 monthly/)
    await user.click(screen.getByRole('button', { name: 'Cancel subscription' }))
    expect(await screen.findByText('No active subscription.', {}, WAIT)).toBeVisible()
    expect(screen.getByRole('button', { name: 'Change plan' })).toBeDisabled()
    expect(screen.getByRole('link', { name: 'Return to Catalyst' })).toHaveAttribute(
      'href',
      `${location.origin}/pricing`,
    )
  })

  it('asks a new person on the identity provider for a usable e-mail, in place', async () => {
    const query = new URLSearchParams({
      response_type: 'token',
      client_id: 'catalyst-web',
      redirect_uri: `${location.origin}/auth/login`,
    })
    const user = await show(identityStandIn, `/mock-services/identity/authorize?${query}`)
    expect(screen.getByRole('radio', { name: /New person/ })).toBeChecked()
    const email = screen.getByLabelText('E-mail', { exact: true })
    await user.clear(email)
    await user.type(email, 'noor-at-example')
    await user.click(screen.getByRole('button', { name: 'Continue' }))
    expect(
      await screen.findByText('Enter an e-mail address, for example name@example.com.', {}, WAIT),
    ).toBeVisible()
    await waitFor(() => expect(email).toHaveFocus())
    expect(email).toHaveValue('noor-at-example')
    await user.type(email, '@')
    expect(screen.queryByText(/^Enter an e-mail address/)).toBeNull()
  })
})
