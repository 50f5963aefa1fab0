import { expect } from '@playwright/test'

import { joinedPayloads } from '../xss-payloads'
import {
  signIn,
  openMyPathwayAsStudent,
  patchMockDb,
  expectShownIn,
  type XssSurface,
} from './helpers'

/**
 * Chat: contact previews, the docked window and the student panel.
 */
export const chatSurfaces: readonly XssSurface[] = [
  {
    name: 'Chat: contact previews, the docked window and the student panel',
    kind: 'text',
    plant: "catalystMocks.patch('chatMessages', {}, { message }) (every stored message)",
    look: "the Catalyst's contacts panel and a docked window, then the student's panel on My Pathway",
    async exercise(page, payloads) {
      await signIn(page, 'counsellor@catalyst.demo', /\/dashboard$/)
      expect(
        await patchMockDb(page, 'chatMessages', {}, { message: joinedPayloads(payloads) }),
      ).toBeGreaterThan(0)
      await page.reload()
      await page.getByRole('button', { name: /^Chats/ }).click({ timeout: 15_000 })
      const contacts = page.getByRole('list', { name: 'Chats' })
      await expect(contacts).toBeVisible({ timeout: 15_000 })
      await expectShownIn(contacts.locator('> li').first(), payloads, 'a contact preview')
      await contacts.getByRole('button').first().click()
      const log = page.getByRole('region', { name: 'Open chats' }).getByRole('log')
      await expect(log.getByRole('listitem').first()).toBeVisible({ timeout: 15_000 })
      await expectShownIn(log, payloads, 'the docked window')

      await openMyPathwayAsStudent(page)
      const panel = page.getByRole('log')
      await expect(panel.getByRole('listitem').first()).toBeVisible({ timeout: 15_000 })
      await expectShownIn(panel, payloads, "the student's panel")
    },
  },
]
