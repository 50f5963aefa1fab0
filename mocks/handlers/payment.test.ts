import { describe, expect, it } from 'vitest'

import type {
  CheckoutSession,
  CurrentSubscriptionEnvelope,
  PaymentResult,
} from '@/api/generated/types.gen'

import { db } from '../db'
import { api } from '../testing/api'
import { createUser, DAY, tokenFor } from '../testing/fixtures'
import { startMockBackend } from '../testing/server'
import {
  activeSubscriptionOf,
  cancelSubscription,
  changePlan,
  invoicesOf,
  PAYMENT_STATUS,
} from './billing/billing'
import { NOT_YOUR_CHECKOUT, PRICE_NOT_FOR_PLAN, CHECKOUT_NOT_FOUND, UNKNOWN_PRICE } from './payment'

startMockBackend()

type Created = { success: CheckoutSession }

async function catalyst() {
  const user = await createUser({ role: 'counsellor' })
  return { user, token: await tokenFor(user) }
}

/** The embedded checkout's form posting a card to the mock provider (mocks/services/stripe.ts). */
async function confirmCard(clientSecret: string | null, cardNumber: string) {
  const response = await fetch('http://localhost/mock-services/stripe/confirm', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ clientSecret, cardNumber }),
  })
  return { status: response.status, body: (await response.json()) as unknown }
}

describe('payments', () => {
  it.each([
    ['4000 0000 0000 0002', { status: 'open', payment_status: PAYMENT_STATUS.incomplete }],
    ['4000 0025 0000 3155', { status: 'complete', payment_status: PAYMENT_STATUS.unpaid }],
    [
      '5555 5555 5555 4444',
      {
        status: 'complete',
        payment_status: PAYMENT_STATUS.active,
        paymentMethod: 'mastercard **** 4444',
      },
    ],
  ])('settles a checkout paid with %s as the test card says', async (card, expected) => {
    const { token } = await catalyst()
    const created = await api<Created>('POST', '/payment/checkout', {
      token,
      body: { priceId: 'price_mock_prime_month', tier: 'prime', interval: 'month' },
    })
    expect((await confirmCard(created.body.success.clientSecret, card)).status).toBe(200)
    const result = await api<{ success: PaymentResult }>(
      'GET',
      `/payment/status/${created.body.success.sessionId ?? ''}`,
      { token },
    )
    expect(result.body.success).toMatchObject(expected)
    expect(result.body.success.paymentId).toMatch(/^pi_/)
  })

  it('refuses an invalid card number, an unknown secret, and unknown or mismatched price ids', async () => {
    const { token } = await catalyst()
    const created = await api<Created>('POST', '/payment/checkout', {
      token,
      body: { priceId: 'price_mock_basic_year', tier: 'basic', interval: 'year' },
    })
    expect(created.status).toBe(200)
    expect(await confirmCard(created.body.success.clientSecret, '1234 5678 9012 3456')).toEqual({
      status: 400,
      body: { message: 'Your card number is invalid.' },
    })
    expect((await confirmCard('cs_test_nope_secret_x', '4242424242424242')).status).toBe(404)
    // The checkout's id with a made-up secret is refused: the secret must be the checkout's own.
    const checkoutId = created.body.success.sessionId ?? ''
    expect((await confirmCard(`${checkoutId}_secret_guessed`, '4242424242424242')).status).toBe(404)
    const unknown = await api('POST', '/payment/checkout', {
      token,
      body: { priceId: 'price_other', tier: 'basic', interval: 'year' },
    })
    expect(unknown).toEqual({ status: 400, body: { message: UNKNOWN_PRICE } })
    const mismatched = await api('POST', '/payment/checkout', {
      token,
      body: { priceId: 'price_mock_basic_year', tier: 'elite', interval: 'year' },
    })
    expect(mismatched).toEqual({ status: 400, body: { message: PRICE_NOT_FOR_PLAN } })
  })

  it('answers 401 without a token and 403 to students', async () => {
    expect((await api('POST', '/payment/checkout', { body: { tier: 'basic' } })).status).toBe(401)
    expect((await api('GET', '/payment/status/cs_test_x')).status).toBe(401)
    expect((await api('POST', '/payment/billing-portal')).status).toBe(401)
    expect((await api('GET', '/payment/subscription')).status).toBe(401)
    const token = await tokenFor(await createUser({ role: 'student' }))
    expect(
      (await api('POST', '/payment/checkout', { token, body: { priceId: '', tier: 'basic' } }))
        .status,
    ).toBe(403)
    expect((await api('GET', '/payment/status/cs_test_x', { token })).status).toBe(403)
    expect((await api('POST', '/payment/billing-portal', { token })).status).toBe(403)
    expect((await api('GET', '/payment/subscription', { token })).status).toBe(403)
  })

  it.each([
    ['basic', 'month', 100],
    ['basic', 'year', 1100],
    ['prime', 'month', 200],
    ['prime', 'year', 2200],
    ['elite', 'month', 500],
    ['elite', 'year', 3500],
  ] as const)('prices %s per %s at %i USD', async (tier, interval, amount) => {
    const { token } = await catalyst()
    const answer = await api<Created>('POST', '/payment/checkout', {
      token,
      body: { priceId: '', tier, interval },
    })
    expect(answer.status).toBe(200)
    const { sessionId: checkoutId, clientSecret, hasExistingSubscription } = answer.body.success
    expect(hasExistingSubscription).toBe(false)
    expect(clientSecret?.startsWith(`${checkoutId}_secret_`)).toBe(true)
    expect(db.checkouts.findFirst((q) => q.where({ sessionId: checkoutId ?? '' }))).toMatchObject({
      tier,
      interval,
      amount,
      status: 'open',
    })
  })

  it('bills monthly by default and refuses unknown tiers', async () => {
    const { token } = await catalyst()
    const answer = await api<Created>('POST', '/payment/checkout', {
      token,
      body: { priceId: '', tier: 'prime' },
    })
    expect(
      db.checkouts.findFirst((q) => q.where({ sessionId: answer.body.success.sessionId ?? '' }))
        ?.amount,
    ).toBe(200)
    expect(
      (await api('POST', '/payment/checkout', { token, body: { priceId: '', tier: 'gold' } }))
        .status,
    ).toBe(400)
  })

  it('completes a checkout paid with the success card, then reports the existing subscription and the portal', async () => {
    const { user, token } = await catalyst()
    expect(await api('POST', '/payment/billing-portal', { token })).toEqual({
      status: 200,
      body: { success: '' },
    })
    const created = await api<Created>('POST', '/payment/checkout', {
      token,
      body: { priceId: '', tier: 'elite', interval: 'year' },
    })
    const checkoutId = created.body.success.sessionId ?? ''
    const unpaid = await api<{ success: PaymentResult }>('GET', `/payment/status/${checkoutId}`, {
      token,
    })
    expect(unpaid.body.success).toMatchObject({
      status: 'open',
      payment_status: PAYMENT_STATUS.incomplete,
      paymentId: null,
    })

    const paid = await confirmCard(created.body.success.clientSecret, '4242 4242 4242 4242')
    expect(paid).toEqual({
      status: 200,
      body: { returnUrl: `http://localhost/pricing?session_id=${checkoutId}` },
    })
    expect((await confirmCard(created.body.success.clientSecret, '4242424242424242')).status).toBe(
      400,
    )

    const status = await api<{ success: PaymentResult }>('GET', `/payment/status/${checkoutId}`, {
      token,
    })
    expect(status.status).toBe(200)
    expect(status.body.success).toMatchObject({
      status: 'complete',
      payment_status: PAYMENT_STATUS.active,
      planName: 'Elite Access',
      email: user.email,
      amount: 3500,
      currency: 'usd',
      paymentMethod: 'visa **** 4242',
    })
    expect(status.body.success.paymentId).toMatch(/^pi_/)
    expect(status.body.success.transactionDate).toMatch(/^\d{4}-/)
    const again = await api<{ success: PaymentResult }>('GET', `/payment/status/${checkoutId}`, {
      token,
    })
    expect(again.body.success).toEqual(status.body.success)

    const second = await api<Created>('POST', '/payment/checkout', {
      token,
      body: { priceId: '', tier: 'basic' },
    })
    expect(second.body.success).toEqual({
      clientSecret: null,
      sessionId: null,
      hasExistingSubscription: true,
    })
    expect(db.checkouts.count()).toBe(1)
    const portal = await api<{ success: string }>('POST', '/payment/billing-portal', {
      token,
      body: {},
    })
    const url = new URL(portal.body.success)
    expect(url.pathname).toBe('/mock-services/billing-portal')
    expect(url.searchParams.get('user')).toBe(user.id)
    // Issue 36: the way back is where the portal was opened from (an in-app path only), else
    // the dashboard: never another site, nor Billing itself (which would open the portal again).
    const backFrom = async (returnPath?: string) => {
      const answer = await api<{ success: string }>('POST', '/payment/billing-portal', {
        token,
        body: returnPath === undefined ? {} : { returnPath },
      })
      const back = new URL(new URL(answer.body.success).searchParams.get('return') ?? '')
      return { origin: back.origin, path: `${back.pathname}${back.search}` }
    }
    const app = new URL(url.searchParams.get('return') ?? '').origin
    expect(await backFrom()).toEqual({ origin: app, path: '/dashboard' })
    expect(await backFrom('/sessions?tab=past')).toEqual({
      origin: app,
      path: '/sessions?tab=past',
    })
    expect(await backFrom('/pricing')).toEqual({ origin: app, path: '/pricing' })
    for (const foreign of [
      'https://evil.example/phish',
      '//evil.example/phish',
      '/\\evil.example',
      '/%2F%2Fevil.example',
      'javascript:alert(1)',
      '/billing',
      '/billing?from=/pricing',
    ])
      expect(await backFrom(foreign)).toEqual({ origin: app, path: '/dashboard' })
    expect(
      (await api('POST', '/payment/billing-portal', { token, body: { returnPath: 1 } })).status,
    ).toBe(400)
    expect(
      (await api('POST', '/payment/billing-portal', { token, body: { extra: 1 } })).status,
    ).toBe(400)
  })

  it('keeps checkouts private and expires stale ones', async () => {
    const owner = await catalyst()
    const created = await api<Created>('POST', '/payment/checkout', {
      token: owner.token,
      body: { priceId: '', tier: 'basic' },
    })
    const checkoutId = created.body.success.sessionId ?? ''
    const other = await catalyst()
    expect(await api('GET', `/payment/status/${checkoutId}`, { token: other.token })).toEqual({
      status: 403,
      body: { message: NOT_YOUR_CHECKOUT },
    })
    expect(await api('GET', '/payment/status/cs_test_unknown', { token: other.token })).toEqual({
      status: 404,
      body: { message: CHECKOUT_NOT_FOUND },
    })
    expect(db.checkouts.findFirst((q) => q.where({ sessionId: checkoutId }))?.status).toBe('open')

    await db.checkouts.update((q) => q.where({ sessionId: checkoutId }), {
      data(record) {
        record.createdAt = new Date(Date.now() - 2 * DAY).toISOString()
      },
    })
    const stale = await api<{ success: PaymentResult }>('GET', `/payment/status/${checkoutId}`, {
      token: owner.token,
    })
    expect(stale.body.success).toMatchObject({
      status: 'expired',
      payment_status: PAYMENT_STATUS.unknown,
      paymentId: null,
    })
    expect(
      (
        await api<{ success: string }>('POST', '/payment/billing-portal', {
          token: owner.token,
        })
      ).body.success,
    ).toBe('')
  })

  it('applies the billing portal: a change of plan replaces the subscription, a cancel ends it', async () => {
    const { user, token } = await catalyst()
    const created = await api<Created>('POST', '/payment/checkout', {
      token,
      body: { priceId: 'price_mock_basic_month', tier: 'basic', interval: 'month' },
    })
    await confirmCard(created.body.success.clientSecret, '4242 4242 4242 4242')
    await changePlan(user.id, 'elite', 'year')
    expect(activeSubscriptionOf(user.id)).toMatchObject({ tier: 'elite', amount: 3500 })
    expect(invoicesOf(user.id).map((invoice) => [invoice.tier, invoice.payment_status])).toEqual([
      ['elite', PAYMENT_STATUS.active],
      ['basic', PAYMENT_STATUS.canceled],
    ])
    await cancelSubscription(user.id)
    expect(activeSubscriptionOf(user.id)).toBeUndefined()
    const again = await api<Created>('POST', '/payment/checkout', {
      token,
      body: { priceId: '', tier: 'prime' },
    })
    expect(again.body.success.hasExistingSubscription).toBe(false)
  })

  it('reads the current plan: none, then the paid one, the new one after a change, none after a cancel', async () => {
    const { user, token } = await catalyst()
    const current = async (as = token) =>
      (await api<CurrentSubscriptionEnvelope>('GET', '/payment/subscription', { token: as })).body
        .success
    expect(await current()).toBeNull()
    const created = await api<Created>('POST', '/payment/checkout', {
      token,
      body: { priceId: '', tier: 'prime', interval: 'year' },
    })
    // An open and a declined checkout are no plan yet.
    expect(await current()).toBeNull()
    await confirmCard(created.body.success.clientSecret, '4000 0000 0000 0002')
    expect(await current()).toBeNull()
    await confirmCard(created.body.success.clientSecret, '4242 4242 4242 4242')
    expect(await current()).toEqual({
      tier: 'prime',
      interval: 'year',
      since: activeSubscriptionOf(user.id)?.completedAt,
    })
    await changePlan(user.id, 'elite', 'month')
    expect(await current()).toMatchObject({ tier: 'elite', interval: 'month' })
    await cancelSubscription(user.id)
    expect(await current()).toBeNull()

    // A pending (unpaid) payment is no plan either.
    const pending = await catalyst()
    const unpaid = await api<Created>('POST', '/payment/checkout', {
      token: pending.token,
      body: { priceId: '', tier: 'basic' },
    })
    await confirmCard(unpaid.body.success.clientSecret, '4000 0025 0000 3155')
    expect(await current(pending.token)).toBeNull()
  })
})
