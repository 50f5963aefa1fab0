import { expect } from '@playwright/test'

import { joinedPayloads } from '../xss-payloads'
import { signIn, patchMockDb, type XssSurface } from './helpers'

/**
 * Account manager (issue 34): Sofia Martínez (Elite in the seed) and her history with Ananya Rao
 * (mocks/seed/account-managers.ts): a call's topic, a marketing request's message and answer.
 */
const SOFIA = 'sofia.martinez@orientaplus.es'
const SEEDED_CALL = '2d4c6e8a-1b3d-4f5a-8c7e-9d0f1a2b3c41'
const SEEDED_REQUEST = '4e6a8c0e-2b4d-4f6a-9c1e-3d5f7a9b1c21'

export const accountManagerSurfaces: readonly XssSurface[] = [
  {
    name: 'Account manager: a call’s topic, a marketing request’s message and answer',
    kind: 'text',
    plant:
      "catalystMocks.patch('managerCalls', { id }, { topic, start, end }) and patch('marketingRequests', { id }, { message, answer }) (Sofia's seeded call, moved upcoming, and answered request)",
    look: 'on /account-manager: the call in Upcoming calls, the request and the manager’s answer in Marketing support',
    async exercise(page, payloads) {
      await signIn(page, SOFIA, /\/dashboard$/)
      const value = joinedPayloads(payloads)
      const start = Date.now() + 3 * 86_400_000
      expect(
        await patchMockDb(
          page,
          'managerCalls',
          { id: SEEDED_CALL },
          {
            topic: value,
            start: new Date(start).toISOString(),
            end: new Date(start + 30 * 60_000).toISOString(),
          },
        ),
      ).toBe(1)
      expect(
        await patchMockDb(
          page,
          'marketingRequests',
          { id: SEEDED_REQUEST },
          { message: value, answer: value },
        ),
      ).toBe(1)
      await page.goto('/account-manager')
      const calls = page.getByRole('region', { name: 'Upcoming calls' })
      const requests = page.getByRole('list', { name: 'Your marketing requests' })
      await expect(requests).toBeVisible({ timeout: 15_000 })
      await expect(calls.getByRole('listitem')).toHaveCount(1, { timeout: 15_000 })
      const callText = await calls.evaluate((element) => element.textContent ?? '')
      const requestText = await requests.evaluate((element) => element.textContent ?? '')
      for (const payload of payloads) {
        expect(callText.includes(payload.html), `payload ${payload.id} in the topic`).toBe(true)
        expect(
          requestText.split(payload.html).length - 1,
          `payload ${payload.id} shown as text in the message and the answer`,
        ).toBeGreaterThanOrEqual(2)
      }
    },
  },
]
