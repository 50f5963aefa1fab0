import { expect } from '@playwright/test'

import { joinedPayloads } from '../xss-payloads'
import { expectShownIn, patchMockDb, signIn, type XssSurface } from './helpers'

/**
 * The notification centre (issue 35): an entry's title quotes what people typed (a student's
 * name in "<name> asked to connect with you.", a hub's or pathway's name), shown as text.
 */
export const notificationSurfaces: readonly XssSurface[] = [
  {
    name: "Notifications: an entry's title",
    kind: 'text',
    plant: "catalystMocks.patch('notifications', { kind: 'request-received' }, { title })",
    look: 'the entry in the notification centre on /notifications',
    async exercise(page, payloads) {
      await signIn(page, 'counsellor@catalyst.demo', /\/dashboard$/)
      const value = joinedPayloads(payloads)
      expect(
        await patchMockDb(page, 'notifications', { kind: 'request-received' }, { title: value }),
      ).toBe(1)
      await page.goto('/notifications')
      const centre = page.getByRole('main')
      await expect(centre.getByRole('heading', { name: 'Notifications' })).toBeVisible({
        timeout: 15_000,
      })
      await expectShownIn(centre, payloads, 'the notification centre')
    },
  },
]
