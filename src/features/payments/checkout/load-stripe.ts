import type { Stripe } from '@stripe/stripe-js'

import { env } from '@/config/env'

/**
 * The card provider for the embedded checkout: with a publishable key, the real Stripe.js (its
 * script loads only now, from js.stripe.com); without one in a mock mode, the in-app test-mode
 * stand-in. `onReturn` receives the return address when the stand-in finishes (Stripe itself
 * redirects to the return URL of the session).
 */
export async function loadCheckoutStripe(onReturn: (returnUrl: string) => void): Promise<Stripe> {
  if (env.stripePublishableKey) {
    const { loadStripe } = await import('@stripe/stripe-js/pure')
    const stripe = await loadStripe(env.stripePublishableKey)
    if (!stripe) throw new Error('The card provider could not be loaded.')
    return stripe
  }
  // Tests run the mock backend with mocking off (it starts in the test setup instead).
  if (env.mocking || env.isTest) return (await import('./fake-stripe')).createFakeStripe(onReturn)
  throw new Error('Card payments are not configured.')
}
