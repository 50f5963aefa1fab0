import { expect } from '@playwright/test'

import { PAYMENT_STATUS } from '../../../src/config/status-codes'
import { ACCESS_TOKEN_KEY } from '../../../src/lib/auth/token-store'

import { joinedPayloads } from '../xss-payloads'
import { signIn, patchMockDb, expectShownIn, type XssSurface } from './helpers'

/**
 * The payment result.
 */
export const paymentSurfaces: readonly XssSurface[] = [
  {
    name: 'Payment result: payment id and payment method (plan names, prices and features are constants)',
    kind: 'text',
    plant:
      "catalystMocks.patch('checkouts', { userId, tier: 'prime', payment_status: PAYMENT_STATUS.active }, { sessionId, paymentId, paymentMethod }) (the demo Catalyst's subscription)",
    look: 'the result modal on /pricing?session_id= after returning from checkout',
    async exercise(page, payloads) {
      await signIn(page, 'counsellor@catalyst.demo', /\/dashboard$/)
      const value = joinedPayloads(payloads)
      const checkoutId = 'cs_test_xss_surface'
      // The signed-in Catalyst's id, from their access token (other Catalysts are on Prime too).
      const userId = await page.evaluate((key) => {
        const payload = (sessionStorage.getItem(key) ?? '').split('.')[1] ?? ''
        return (JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))) as { sub: string })
          .sub
      }, ACCESS_TOKEN_KEY)
      expect(
        await patchMockDb(
          page,
          'checkouts',
          { userId, tier: 'prime', payment_status: PAYMENT_STATUS.active },
          { sessionId: checkoutId, paymentId: value, paymentMethod: value },
        ),
      ).toBe(1)
      await page.goto(`/pricing?session_id=${checkoutId}`)
      const dialog = page.getByRole('dialog', { name: 'Payment Successful' })
      await expect(dialog).toBeVisible({ timeout: 15_000 })
      await expectShownIn(dialog, payloads, 'the payment result')
    },
  },
]
