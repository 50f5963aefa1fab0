import { HttpResponse, type HttpHandler } from 'msw'
import * as z from 'zod/mini'

import { MOCK_STRIPE_CONFIRM_URL } from '@/config/env'

import { db } from '../db'
import { withEdge } from '../serving/edge'
import { paymentMethodOf, settleCheckout, type Settlement } from '../handlers/billing/billing'
import { appUrl } from '../handlers/shared/mock-services'

/**
 * The stand-in for the card provider's embedded checkout (src/features/payments/checkout/
 * fake-stripe.tsx): the client secret is the capability, as with Stripe, so no bearer token.
 * Test cards decide the outcome as in Stripe's test mode; any other number passing the Luhn
 * check pays. The answer is the checkout's return address, `/pricing?session_id=`.
 */
export const TEST_CARD_OUTCOMES: Record<string, Settlement> = {
  '4242424242424242': 'paid',
  '4000000000000002': 'declined',
  '4000002500003155': 'unpaid',
}

function luhn(digits: string): boolean {
  let sum = 0
  for (let index = 0; index < digits.length; index++) {
    let digit = Number(digits[digits.length - 1 - index])
    if (index % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2
    sum += digit
  }
  return digits.length >= 12 && sum % 10 === 0
}

const bodySchema = z.object({
  clientSecret: z.string().check(z.maxLength(300)),
  cardNumber: z.string().check(z.maxLength(40)),
})

const refuse = (status: number, message: string) => HttpResponse.json({ message }, { status })

export const stripeHandlers: HttpHandler[] = [
  withEdge('post', `*${MOCK_STRIPE_CONFIRM_URL}`, null, async ({ request }) => {
    const parsed = bodySchema.safeParse(await request.json().catch(() => null))
    if (!parsed.success) return refuse(400, 'Invalid request.')
    const { clientSecret, cardNumber } = parsed.data
    const checkoutId = clientSecret.split('_secret_')[0] ?? ''
    const checkout = db.checkouts.findFirst((q) => q.where({ sessionId: checkoutId }))
    // The secret is the capability: it must be the checkout's own, whole (not only its prefix).
    if (!checkout?.clientSecret || checkout.clientSecret !== clientSecret)
      return refuse(404, 'Checkout session not found.')
    if (checkout.status !== 'open') return refuse(400, 'This checkout session is no longer open.')
    const digits = cardNumber.replace(/[\s-]/g, '')
    const outcome = TEST_CARD_OUTCOMES[digits] ?? (luhn(digits) ? 'paid' : null)
    if (!outcome) return refuse(400, 'Your card number is invalid.')
    await settleCheckout(checkout, outcome, paymentMethodOf(digits))
    const returnUrl = appUrl(request, `/pricing?session_id=${encodeURIComponent(checkoutId)}`)
    return HttpResponse.json({ returnUrl })
  }),
]
