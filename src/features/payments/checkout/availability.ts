import { env } from '@/config/env'

/**
 * Whether a card checkout can open here: with a publishable key (the real provider), or in a mock
 * mode and tests (the in-app test provider). Without either, Choose says so in place of the
 * payment form (issue 26).
 */
export function cardPaymentsConfigured(): boolean {
  return Boolean(env.stripePublishableKey) || env.mocking || env.isTest
}
