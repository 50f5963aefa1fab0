import type { Stripe } from '@stripe/stripe-js'

import { env } from '@/config/env'

import { CARD_PAYMENTS_NOT_CONFIGURED } from '../payment-rules'
import { cardPaymentsConfigured } from './availability'

/**
 * The card provider for the embedded checkout: with a publishable key, the real Stripe.js (its
 * script loads only now, from js.stripe.com); without one in a mock mode, the in-app test-mode
 * stand-in. `onReturn` receives the return address when the stand-in finishes (Stripe itself
 * redirects to the return URL of the checkout).
 */
export async function loadCheckoutStripe(onReturn: (returnUrl: string) => void): Promise<Stripe> {
  if (env.stripePublishableKey) {
    const { loadStripe } = await import('@stripe/stripe-js/pure')
    const stripe = await loadStripe(env.stripePublishableKey)
    if (!stripe) throw new Error('The card provider could not be loaded.')
    return stripe
  }
  // No key: the stand-in in a mock mode and in tests (they start the mock backend with mocking
  // off). Anywhere else Pricing says so in place before it opens a checkout (use-choose-plan.ts).
  if (!cardPaymentsConfigured()) throw new Error(CARD_PAYMENTS_NOT_CONFIGURED)
  return (await import('./fake-stripe')).createFakeStripe(onReturn)
}
