import { expect } from '@playwright/test'

import { joinedPayloads } from '../xss-payloads'
import { signIn, patchMockDb, type XssSurface } from './helpers'

/**
 * Sessions: the topic and the reason of the latest change.
 */
export const sessionSurfaces: readonly XssSurface[] = [
  {
    name: 'Sessions: the topic and the reason of the latest change',
    kind: 'text',
    plant:
      "catalystMocks.patch('sessions', { id }, { topic, lastChange }) (a seeded session of the demo pair)",
    look: 'the session card on /sessions: the topic and "Rescheduled by <name>: <reason>"',
    async exercise(page, payloads) {
      await signIn(page, 'counsellor@catalyst.demo', /\/dashboard$/)
      const value = joinedPayloads(payloads)
      const lastChange = {
        kind: 'rescheduled',
        by: 'student',
        reason: value,
        at: new Date().toISOString(),
        previousStart: null,
      }
      expect(
        await patchMockDb(
          page,
          'sessions',
          { id: '5a1f0c2e-6b7d-4e8f-9a0b-1c2d3e4f5a65' },
          { topic: value, lastChange },
        ),
      ).toBe(1)
      await page.goto('/sessions')
      const card = page.getByRole('article').filter({ hasText: 'Rescheduled by' }).first()
      await expect(card).toBeVisible({ timeout: 15_000 })
      const text = await card.evaluate((element) => element.textContent ?? '')
      for (const payload of payloads) {
        const shown = text.split(payload.html).length - 1
        expect(shown, `payload ${payload.id} shown as text in the topic and the reason`).toBe(2)
      }
    },
  },
]
