import { screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'

import { PLAN_FEATURES, PLANS } from '@/config/plans'
import { PAYMENT_MESSAGES } from '@/features/payments/payment-rules'
import { setDocumentReload } from '@/lib/reload'
import { formatDateTime } from '@/lib/format/dates'
import { db } from '@mocks/db'
import { PAYMENT_STATUS } from '@mocks/handlers/billing/billing'
import { seedScenario } from '@mocks/seed'
import { demoAccounts } from '@mocks/seed/demo-accounts'
import { findUserByEmail } from '@mocks/services/relations'
import { clearFaults, injectFault } from '@mocks/testing/faults'

import { withMockServer } from '../msw'
import { renderRoute } from '../render-route'

const server = withMockServer()

/**
 * Pricing, checkout, the payment result and Billing (issue 17 points 1 to 4; spec part 2
 * sections 2, 3, 4, 7, 8 and 9) in the real route tree against the mock backend, with the real
 * EmbeddedCheckoutProvider over the mock card provider.
 */
const WAIT = { timeout: 8_000 }
const me = () => findUserByEmail(demoAccounts.counsellor.email)!

afterEach(() => clearFaults())

/** The demo Catalyst without a subscription or any payment history. */
async function withoutSubscription() {
  await seedScenario('demo')
  db.checkouts.deleteMany((q) => q.where({ userId: me().id }))
}

async function payWith(card: string) {
  await withoutSubscription()
  const view = await renderRoute('/pricing', { as: 'counsellor', scenario: null })
  const { user } = view
  await user.click(await screen.findByRole('button', { name: 'Yearly', pressed: false }, WAIT))
  await user.click(screen.getByRole('button', { name: /^Prime/ }))
  await user.click(screen.getByRole('button', { name: 'Choose Prime' }))
  const dialog = await screen.findByRole('dialog', { name: 'Checkout' }, WAIT)
  expect(dialog).toHaveTextContent('Prime, $2,200/year')
  await user.type(await screen.findByLabelText('Card number', {}, WAIT), card)
  await user.click(screen.getByRole('button', { name: 'Pay' }))
  return view
}

describe('Pricing', () => {
  it('shows the plans monthly and yearly, the comparison table, and selects and deselects a plan', async () => {
    const { user } = await renderRoute('/pricing', { as: 'counsellor' })
    const plans = await screen.findByRole('list', { name: 'Plans' }, WAIT)
    expect(await within(plans).findByText('Current plan', {}, WAIT)).toBeVisible()
    // Each plan but the current one (Prime, issue 36) is one press target: its name and price.
    expect(
      within(plans)
        .getAllByRole('button')
        .map((card) => card.textContent),
    ).toEqual(['Basic $100/month', 'Elite Access $500/month'])
    expect(plans).toHaveTextContent('Prime Current plan $200/month')
    await user.click(screen.getByRole('button', { name: 'Yearly' }))
    expect(plans).toHaveTextContent('$1,100/year')
    expect(plans).toHaveTextContent('$2,200/year')
    expect(plans).toHaveTextContent('$3,500/year')

    const table = screen.getByRole('table', { name: 'Feature comparison' })
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Feature', ...PLANS.map((plan) => plan.name)])
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent),
    ).toEqual(PLAN_FEATURES.map((feature) => feature.name))
    const support = within(table).getByRole('row', { name: /Email and chat support/ })
    expect(support).toHaveTextContent('LimitedUnlimitedUnlimited')
    const manager = within(table).getByRole('row', { name: /Dedicated account manager/ })
    expect(manager).toHaveTextContent('Not includedNot includedIncluded')

    expect(screen.queryByRole('button', { name: /^Choose/ })).not.toBeInTheDocument()
    const elite = screen.getByRole('button', { name: /^Elite Access/ })
    await user.click(elite)
    expect(elite).toHaveAttribute('aria-pressed', 'true')
    expect(screen.getByRole('button', { name: 'Choose Elite Access' })).toBeVisible()
    await user.click(elite)
    expect(elite).toHaveAttribute('aria-pressed', 'false')
    expect(screen.queryByRole('button', { name: /^Choose/ })).not.toBeInTheDocument()
  })

  it('opens Existing Subscription for a Catalyst who subscribes, with Manage Billing to /billing', async () => {
    const { user, router } = await renderRoute('/pricing', { as: 'counsellor' })
    await user.click(await screen.findByRole('button', { name: /^Basic/ }, WAIT))
    await user.click(screen.getByRole('button', { name: 'Choose Basic' }))
    const dialog = await screen.findByRole('dialog', { name: PAYMENT_MESSAGES.existingTitle }, WAIT)
    await user.click(within(dialog).getByRole('button', { name: 'Close' }))
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Choose Basic' }))
    await user.click(
      within(await screen.findByRole('dialog', {}, WAIT)).getByRole('link', {
        name: PAYMENT_MESSAGES.manageBilling,
      }),
    )
    await waitFor(() => expect(router.state.location.pathname).toBe('/billing'))
  })

  it('says Failed to initialize checkout session. when the answer lacks the secret or checkout id', async () => {
    const { http, HttpResponse } = await import('msw')
    server.use(
      http.post('*/api/v1/payment/checkout', () =>
        HttpResponse.json({
          success: {
            clientSecret: 'cs_test_x_secret_y',
            sessionId: null,
            hasExistingSubscription: false,
          },
        }),
      ),
    )
    const { user } = await renderRoute('/pricing', { as: 'counsellor' })
    await user.click(await screen.findByRole('button', { name: /^Elite Access/ }, WAIT))
    await user.click(screen.getByRole('button', { name: 'Choose Elite Access' }))
    expect(await screen.findByText(PAYMENT_MESSAGES.initFailed, {}, WAIT)).toBeVisible()
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  })

  it('shows a failed checkout call as a toast', async () => {
    await withoutSubscription()
    const { user } = await renderRoute('/pricing', { as: 'counsellor', scenario: null })
    injectFault('createCheckoutSession', 500, { times: 1 })
    await user.click(await screen.findByRole('button', { name: /^Prime/ }, WAIT))
    await user.click(screen.getByRole('button', { name: 'Choose Prime' }))
    expect(await screen.findByText(/Something went wrong/i, {}, WAIT)).toBeVisible()
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  })
})

describe('Checkout and its result', () => {
  it('pays with the success card: Payment Successful with plan, amount, method, date and id', async () => {
    const { router } = await payWith('4242 4242 4242 4242')
    const result = await screen.findByRole('dialog', { name: PAYMENT_MESSAGES.successful }, WAIT)
    const checkout = db.checkouts.findFirst((q) => q.where({ userId: me().id }))!
    expect(router.state.location.search).toEqual({ session_id: checkout.sessionId })
    expect(checkout).toMatchObject({ status: 'complete', payment_status: PAYMENT_STATUS.active })
    expect(result).toHaveTextContent('Prime')
    expect(result).toHaveTextContent('$2,200')
    expect(result).toHaveTextContent('visa **** 4242')
    expect(result).toHaveTextContent(checkout.paymentId!)
    // The app's one date form (issue 28), with the time: it read 'Nov 26, 2026, 2:05 PM'.
    expect(result).toHaveTextContent(formatDateTime(checkout.completedAt))
    expect(result).toHaveTextContent(/\d{1,2} [A-Z]{3} \d{4}, \d{2}:\d{2}/)
  })

  it('pays with the decline card: Payment Failed', async () => {
    await payWith('4000 0000 0000 0002')
    expect(await screen.findByRole('dialog', { name: PAYMENT_MESSAGES.failed }, WAIT)).toBeVisible()
  })

  it('pays with the pending card: Payment Pending', async () => {
    await payWith('4000 0025 0000 3155')
    expect(
      await screen.findByRole('dialog', { name: PAYMENT_MESSAGES.pending }, WAIT),
    ).toBeVisible()
  })

  it('keeps the form with the provider message for an invalid card', async () => {
    await payWith('1234 5678 9012 3456')
    expect(await screen.findByRole('alert', {}, WAIT)).toHaveTextContent(
      'Your card number is invalid.',
    )
    expect(screen.getByRole('dialog', { name: 'Checkout' })).toBeVisible()
  })

  it('shows Payment Processing for a checkout not paid yet, and closes to /pricing', async () => {
    await withoutSubscription()
    const open = db.checkouts.findFirst((q) => q.where({ status: 'open' }))!
    await db.checkouts.update((q) => q.where({ sessionId: open.sessionId }), {
      data(record) {
        record.userId = me().id
      },
    })
    const { user, router } = await renderRoute(`/pricing?session_id=${open.sessionId}`, {
      as: 'counsellor',
      scenario: null,
    })
    const dialog = await screen.findByRole('dialog', { name: PAYMENT_MESSAGES.processing }, WAIT)
    expect(dialog).toHaveTextContent(PAYMENT_MESSAGES.processingText)
    await user.click(within(dialog).getByRole('button', { name: 'Close' }))
    await waitFor(() => expect(router.state.location.search).toEqual({}))
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  })

  it('shows Payment Processing when the result cannot be read', async () => {
    injectFault('getPaymentStatus', 404, { times: 1 })
    await renderRoute('/pricing?session_id=cs_test_unknown', { as: 'counsellor' })
    const dialog = await screen.findByRole('dialog', { name: PAYMENT_MESSAGES.processing }, WAIT)
    expect(dialog).toHaveTextContent(PAYMENT_MESSAGES.processingText)
  })
})

/** The addresses the page leaves the app for (a full page load in the browser); call after renderRoute. */
function catchPageLoads() {
  const visited: string[] = []
  setDocumentReload((href) => visited.push(href))
  return visited
}

describe('Billing', () => {
  it('opens the billing portal of a Catalyst with a payment history', async () => {
    await renderRoute('/billing', { as: 'counsellor' })
    // After renderRoute, which sets its own; the page reads the portal later (lazy page, async call).
    const visited = catchPageLoads()
    await waitFor(() => expect(visited).toHaveLength(1), WAIT)
    const portal = new URL(visited[0]!)
    expect(`${portal.origin}${portal.pathname}`).toBe(
      `${location.origin}/mock-services/billing-portal`,
    )
    expect(portal.searchParams.get('user')).toBe(me().id)
  })

  it('shows No Payment History with View Pricing Plans without one', async () => {
    await withoutSubscription()
    const { user, router } = await renderRoute('/billing', { as: 'counsellor', scenario: null })
    expect(
      await screen.findByRole('heading', { name: PAYMENT_MESSAGES.noHistory }, WAIT),
    ).toBeVisible()
    await user.click(screen.getByRole('link', { name: PAYMENT_MESSAGES.viewPlans }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/pricing'))
  })

  it('says Failed to load billing portal. and recovers on Retry', async () => {
    injectFault('createBillingPortalSession', 500, { times: 1 })
    const { user } = await renderRoute('/billing', { as: 'counsellor' })
    const visited = catchPageLoads()
    expect(await screen.findByText(PAYMENT_MESSAGES.portalFailed, {}, WAIT)).toBeVisible()
    expect(visited).toEqual([])
    await user.click(screen.getByRole('button', { name: 'Retry' }))
    await waitFor(() => expect(visited).toHaveLength(1), WAIT)
  })
})
