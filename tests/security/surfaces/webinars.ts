import { expect } from '@playwright/test'

import { joinedPayloads, payloadsWithin } from '../xss-payloads'
import { expectShownIn, patchMockDb, signIn, type XssSurface } from './helpers'

/**
 * Webinars (issue 34): the title, the description and the speaker's name and title, written by
 * the Catalyst team and shown as text.
 */
export const webinarSurfaces: readonly XssSurface[] = [
  {
    name: "Webinars: a webinar's title, description and speaker",
    kind: 'text',
    plant:
      "catalystMocks.patch('webinars', { id }, { title, description, speaker }) (seeded webinar 5, upcoming; title and speaker hold the payloads that fit their 200 and 120 characters)",
    look: 'the webinar card on /webinars: the heading, the speaker line and the description',
    async exercise(page, payloads) {
      await signIn(page, 'counsellor@catalyst.demo', /\/dashboard$/)
      const marker = 'Webinar surface'
      expect(
        await patchMockDb(
          page,
          'webinars',
          { id: '7c4e2a10-5d3b-4f6a-8e9c-1b2a3c4d5e05' },
          {
            title: payloadsWithin(200, payloads),
            description: `${marker}\n${joinedPayloads(payloads)}`,
            speaker: {
              name: payloadsWithin(120, payloads),
              title: payloadsWithin(200, payloads),
              photo: null,
            },
          },
        ),
      ).toBe(1)
      await page.goto('/webinars')
      const card = page.getByRole('article').filter({ hasText: marker }).first()
      await expect(card).toBeVisible({ timeout: 15_000 })
      await expectShownIn(card, payloads, 'the description')
    },
  },
]
