import { render as renderUi, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, onTestFinished, vi } from 'vitest'

import { paymentKeys } from '@/api/payment/queries'
import { env } from '@/config/env'
import { PLAN_FEATURES, PLANS } from '@/config/plans'
import { CheckoutModal } from '@/features/payments/checkout/checkout-modal'
import { CARD_PAYMENTS_NOT_CONFIGURED, PAYMENT_MESSAGES } from '@/features/payments/payment-rules'
import { formatDate } from '@/lib/format/dates'
import { db } from '@mocks/db'
import { activeSubscriptionOf } from '@mocks/handlers/billing/billing'
import { seedScenario } from '@mocks/seed'
import { demoAccounts } from '@mocks/seed/demo-accounts'
import { findUserByEmail } from '@mocks/services/relations'

import { withMockServer } from '../msw'
import { renderRoute } from '../render-route'

withMockServer()

/**
 * Pricing and Billing as a storefront (issue 28): plan cards that say what each plan includes
 * (spec part 2 section 9, from src/config/plans.ts), the Catalyst's current plan, Choose on the
 * selected card (section 4), a notice in place of the payment form without a card provider
 * (issue 26), and the ways there: the profile menu and the dashboard without a plan.
 */
const WAIT = { timeout: 8_000 }
const me = () => findUserByEmail(demoAccounts.counsellor.email)!

/**
 * The app as built with no card provider: no publishable key, no mock mode and not a test run
 * (tests otherwise get the in-app test provider). The test module graph is shared between files
 * (vite.config.ts, isolate: false), so the configuration is changed for one test and put back,
 * rather than the module mocked.
 */
function withoutCardProvider() {
  const config = env as { isTest: boolean; mocking: boolean; stripePublishableKey: string }
  const saved = {
    isTest: config.isTest,
    mocking: config.mocking,
    stripePublishableKey: config.stripePublishableKey,
  }
  Object.assign(config, { isTest: false, mocking: false, stripePublishableKey: '' })
  onTestFinished(() => void Object.assign(config, saved))
}

/** The demo Catalyst without a subscription or any payment history. */
async function withoutSubscription() {
  await seedScenario('demo')
  db.checkouts.deleteMany((q) => q.where({ userId: me().id }))
}

type Rendered = Awaited<ReturnType<typeof renderRoute>>

/** Waits until the current-plan read has answered (null: no plan). */
async function subscriptionSettled({ app }: Rendered) {
  await waitFor(
    () => expect(app.queryClient.getQueryData(paymentKeys.subscription())).not.toBeUndefined(),
    WAIT,
  )
}

const planItem = (name: string) =>
  screen.getAllByRole('listitem').find((item) => within(item).queryByText(name, { exact: true }))!

describe('plan cards', () => {
  it('list what each plan includes, in the order and words of the comparison (one source)', async () => {
    await renderRoute('/pricing', { as: 'counsellor' })
    await screen.findByRole('list', { name: 'Plans' }, WAIT)
    for (const plan of PLANS) {
      const includes = screen.getByRole('list', { name: `${plan.name} includes` })
      expect(
        within(includes)
          .getAllByRole('listitem')
          .map((item) => item.textContent),
      ).toEqual(
        PLAN_FEATURES.map((feature) => {
          const value = feature.values[plan.tier]
          if (value === false) return `Not included: ${feature.name}`
          return typeof value === 'string' ? `${feature.name}${value}` : feature.name
        }),
      )
    }
    const basic = screen.getByRole('list', { name: 'Basic includes' })
    expect(within(basic).getByText('Limited')).toBeVisible()
    const elite = screen.getByRole('list', { name: 'Elite Access includes' })
    expect(elite).not.toHaveTextContent('Not included')
  })

  it('mark the subscribed plan "Current plan", and no other, with where to change it', async () => {
    const view = await renderRoute('/pricing', { as: 'counsellor' })
    const active = activeSubscriptionOf(me().id)!
    expect(active.tier).toBe('prime')
    await screen.findByText('Current plan', {}, WAIT)
    expect(within(planItem('Prime')).getByText('Current plan')).toBeVisible()
    // Issue 36: the current plan reads as current, and offers no selection of itself.
    expect(planItem('Prime')).toHaveTextContent('This is your plan')
    expect(planItem('Prime')).not.toHaveTextContent('Select Prime')
    expect(within(planItem('Prime')).queryByRole('button')).not.toBeInTheDocument()
    expect(screen.getByRole('button', { name: /^Basic/ })).not.toHaveTextContent('Current plan')
    expect(screen.getByRole('button', { name: /^Elite Access/ })).not.toHaveTextContent(
      'Current plan',
    )
    expect(screen.getAllByText('Current plan')).toHaveLength(1)

    const note = screen.getByText(/^You are on/)
    expect(note).toHaveTextContent(
      `You are on Prime, billed monthly since ${formatDate(active.completedAt ?? active.createdAt)}. To change or cancel it, use Manage Billing.`,
    )
    await view.user.click(within(note).getByRole('link', { name: PAYMENT_MESSAGES.manageBilling }))
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/billing'))
  })

  it('mark nothing without a plan, then the plan just paid for', async () => {
    await withoutSubscription()
    const view = await renderRoute('/pricing', { as: 'counsellor', scenario: null })
    await subscriptionSettled(view)
    expect(screen.queryByText('Current plan')).not.toBeInTheDocument()
    expect(screen.queryByText(/^You are on/)).not.toBeInTheDocument()

    const { user } = view
    await user.click(screen.getByRole('button', { name: /^Elite Access/ }))
    await user.click(screen.getByRole('button', { name: 'Choose Elite Access' }))
    const checkout = await screen.findByRole('dialog', { name: 'Checkout' }, WAIT)
    await user.type(
      await within(checkout).findByLabelText('Card number', {}, WAIT),
      '4242 4242 4242 4242',
    )
    await user.click(within(checkout).getByRole('button', { name: 'Pay' }))
    const paid = await screen.findByRole('dialog', { name: PAYMENT_MESSAGES.successful }, WAIT)
    await user.click(within(paid).getByRole('button', { name: 'Close' }))
    await screen.findByText('Current plan', {}, WAIT)
    expect(within(planItem('Elite Access')).getByText('Current plan')).toBeVisible()
    expect(within(planItem('Elite Access')).queryByRole('button')).not.toBeInTheDocument()
    expect(screen.getAllByText('Current plan')).toHaveLength(1)
  })
})

describe('select, then Choose', () => {
  it('says how it works, and offers Choose only on the selected card', async () => {
    const { user } = await renderRoute('/pricing', { as: 'counsellor' })
    expect(
      await screen.findByText('Select a plan, then press Choose to pay for it by card.', {}, WAIT),
    ).toBeVisible()
    // Before a choice, every card shows the step it is waiting for.
    for (const plan of PLANS) expect(planItem(plan.name)).toHaveTextContent(`Select ${plan.name}`)
    expect(screen.queryByRole('button', { name: /^Choose/ })).not.toBeInTheDocument()

    await user.click(screen.getByRole('button', { name: /^Basic/ }))
    // The button the subtitle names: it reads "Choose" (and says which plan to a screen reader).
    expect(
      within(planItem('Basic')).getByRole('button', { name: 'Choose Basic' }),
    ).toHaveTextContent(/^Choose$/)
    expect(planItem('Basic')).toHaveTextContent('Selected')
    expect(screen.getAllByRole('button', { name: /^Choose/ })).toHaveLength(1)

    // Another plan moves the choice; pressing it again deselects (spec part 2 section 4).
    const elite = screen.getByRole('button', { name: /^Elite Access/ })
    await user.click(elite)
    expect(screen.getByRole('button', { name: /^Basic/ })).toHaveAttribute('aria-pressed', 'false')
    expect(
      within(planItem('Elite Access')).getByRole('button', { name: 'Choose Elite Access' }),
    ).toBeVisible()
    expect(planItem('Basic')).toHaveTextContent('Select Basic')
    await user.click(elite)
    expect(screen.queryByRole('button', { name: /^Choose/ })).not.toBeInTheDocument()
  })

  it('says in place of the payment form that card payments are not configured, without a provider', async () => {
    withoutCardProvider()
    await withoutSubscription()
    const { user } = await renderRoute('/pricing', { as: 'counsellor', scenario: null })
    await user.click(await screen.findByRole('button', { name: /^Prime/ }, WAIT))
    await user.click(screen.getByRole('button', { name: 'Choose Prime' }))
    const notice = await within(planItem('Prime')).findByRole('alert', {}, WAIT)
    expect(notice).toHaveTextContent(CARD_PAYMENTS_NOT_CONFIGURED)
    expect(notice).toHaveTextContent('nothing was charged')
    expect(within(notice).getByRole('link')).toHaveAttribute(
      'href',
      expect.stringMatching(/^mailto:.+\?subject=Subscribing%20to%20Prime$/),
    )
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    // Only the chosen plan's card says it; Choose stays for another try.
    expect(screen.getAllByRole('alert')).toHaveLength(1)
    expect(screen.getByRole('button', { name: 'Choose Prime' })).toBeEnabled()
  })
})

describe('the checkout', () => {
  it('says in the dialog when the card form cannot load, and stays until closed', async () => {
    withoutCardProvider()
    const onClose = vi.fn()
    const user = userEvent.setup()
    renderUi(
      <CheckoutModal
        clientSecret="cs_test_x_secret_y"
        planLabel="Prime, $200/month"
        onClose={onClose}
        onReturn={vi.fn()}
      />,
    )
    const checkout = screen.getByRole('dialog', { name: 'Checkout' })
    expect(await within(checkout).findByRole('alert', {}, WAIT)).toHaveTextContent(
      'The card form could not be loaded.Nothing was charged.',
    )
    await user.click(within(checkout).getByRole('button', { name: 'Close' }))
    expect(onClose).toHaveBeenCalledOnce()
  })
})

describe('the ways to Pricing and Billing', () => {
  async function openProfileMenu(user: Rendered['user']) {
    await user.click(await screen.findByRole('button', { name: 'Open profile menu' }, WAIT))
    return screen.findByRole('menu')
  }

  it("are in a Catalyst's profile menu, beside My Profile", async () => {
    const { user, router } = await renderRoute('/dashboard', { as: 'counsellor' })
    let account = within(await openProfileMenu(user)).getByRole('group', { name: 'Account' })
    expect(
      within(account)
        .getAllByRole('menuitem')
        .map((item) => item.textContent?.trim()),
    ).toEqual(['My Profile', 'Pricing', 'Billing'])
    await user.click(within(account).getByRole('menuitem', { name: 'Pricing' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/pricing'))

    account = within(await openProfileMenu(user)).getByRole('group', { name: 'Account' })
    // Billing names the page it was opened from: the portal's way back (issue 36).
    expect(within(account).getByRole('menuitem', { name: 'Billing' })).toHaveAttribute(
      'href',
      `/billing?from=${encodeURIComponent('/pricing')}`,
    )
  })

  it("are not in a student's profile menu", async () => {
    const { user } = await renderRoute('/my-pathway', { as: 'student' })
    const menu = await openProfileMenu(user)
    expect(within(menu).getByRole('menuitem', { name: 'My Profile' })).toBeInTheDocument()
    expect(within(menu).queryByRole('menuitem', { name: 'Pricing' })).not.toBeInTheDocument()
    expect(within(menu).queryByRole('menuitem', { name: 'Billing' })).not.toBeInTheDocument()
  })

  it('are offered on the dashboard to a Catalyst without a plan', async () => {
    await withoutSubscription()
    const { user, router } = await renderRoute('/dashboard', { as: 'counsellor', scenario: null })
    const prompt = await screen.findByRole('region', { name: 'You have no plan yet' }, WAIT)
    expect(prompt).toHaveTextContent('See what Basic, Prime and Elite Access include')
    await user.click(within(prompt).getByRole('link', { name: PAYMENT_MESSAGES.viewPlans }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/pricing'))
  })

  it('are not pressed on a Catalyst who has a plan', async () => {
    const view = await renderRoute('/dashboard', { as: 'counsellor' })
    await subscriptionSettled(view)
    expect(await screen.findByRole('heading', { name: 'Dashboard' }, WAIT)).toBeVisible()
    expect(screen.queryByRole('region', { name: 'You have no plan yet' })).not.toBeInTheDocument()
  })
})
