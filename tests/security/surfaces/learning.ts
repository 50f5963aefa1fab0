import { expect } from '@playwright/test'

import { joinedPayloads } from '../xss-payloads'
import { signIn, patchMockDb, expectShownIn, type XssSurface } from './helpers'

/**
 * Accomplishments and learning hubs (enrolled, details, the public page).
 */
export const learningSurfaces: readonly XssSurface[] = [
  {
    name: 'My Accomplishments: badge names, hub names and descriptions',
    kind: 'text',
    plant: "catalystMocks.patch('achievements', {}, { name, LearnHubName, desc }) (every badge)",
    look: "the Catalyst's achievement cards",
    async exercise(page, payloads) {
      await signIn(page, 'counsellor@catalyst.demo', /\/dashboard$/)
      const value = joinedPayloads(payloads)
      expect(
        await patchMockDb(
          page,
          'achievements',
          {},
          { name: value, LearnHubName: value, desc: value },
        ),
      ).toBeGreaterThan(0)
      await page.reload()
      await page.getByRole('link', { name: 'My Accomplishments' }).first().click()
      const card = page.getByRole('main').getByRole('article').first()
      await expect(card).toBeVisible({ timeout: 15_000 })
      await expectShownIn(card, payloads, 'an achievement card')
    },
  },
  {
    name: 'Enrolled Hubs: hub names and module names on the cards',
    kind: 'text',
    plant: "catalystMocks.patch('learnHubs', {}, { name, modules }) (every hub)",
    look: "the Catalyst's Enrolled Hubs cards",
    async exercise(page, payloads) {
      await signIn(page, 'counsellor@catalyst.demo', /\/dashboard$/)
      const value = joinedPayloads(payloads)
      expect(
        await patchMockDb(
          page,
          'learnHubs',
          {},
          { name: value, modules: [{ sk: 'MODULE#01', name: value }] },
        ),
      ).toBeGreaterThan(0)
      await page.reload()
      await page.getByRole('link', { name: 'Enrolled Hubs' }).first().click()
      const card = page.getByRole('main').getByRole('article').first()
      await expect(card).toBeVisible({ timeout: 15_000 })
      await expectShownIn(card, payloads, 'an enrolled hub card')
    },
  },
  {
    name: 'Learning Hub Details: description, eligibility, modules, badge and rewards',
    kind: 'text',
    plant:
      "catalystMocks.patch('learnHubs', {}, { long_desc, eligibility, modules, badge, rewards }) with a javascript: reward link",
    look: 'the applied hub detail page (main card, Modules in this Path, Eligibility, Reward and Badge)',
    async exercise(page, payloads) {
      await signIn(page, 'counsellor@catalyst.demo', /\/dashboard$/)
      const value = joinedPayloads(payloads)
      expect(
        await patchMockDb(
          page,
          'learnHubs',
          {},
          {
            long_desc: value,
            eligibility: [{ name: value }],
            modules: [{ sk: 'MODULE#01', name: value, long_desc: value }],
            badge: { name: value, desc: value, img_link: null },
            rewards: [{ sk: 'R1', name: value, link: 'javascript:alert(document.domain)' }],
          },
        ),
      ).toBeGreaterThan(0)
      await page.reload()
      await page.getByRole('link', { name: 'Enrolled Hubs' }).first().click()
      await page
        .getByRole('main')
        .getByRole('article')
        .first()
        .getByRole('link', { name: /View Details/ })
        .click()
      const modules = page.getByRole('list', { name: 'Modules in this Path' })
      await expect(modules).toBeVisible({ timeout: 15_000 })
      // The description past its first 3 sentences is behind Read more.
      const more = page.getByRole('button', { name: 'Read more' })
      if ((await more.count()) > 0) await more.click()
      await expectShownIn(page.getByRole('main'), payloads, 'the hub detail page')
      await expectShownIn(modules, payloads, 'Modules in this Path')
      await expect(page.getByRole('main').locator('a[href^="javascript:"]')).toHaveCount(0)
    },
  },
  {
    name: 'Public learning hub page: name, description, reference properties, eligibility, modules, badge and rewards',
    kind: 'text',
    plant:
      "catalystMocks.patch('learnHubs', { code: 'SAB-150' }, { name, long_desc, ref_properties, eligibility, modules, badge, rewards }) with a javascript: reward link",
    look: 'the public hub page, signed out (title, overview, About this hub, modules, eligibility, reward and badge)',
    async exercise(page, payloads) {
      await signIn(page, 'counsellor@catalyst.demo', /\/dashboard$/)
      await page.goto('/learning-hub')
      const href = await page
        .getByRole('article', { name: 'Study Abroad Counselling' })
        .getByRole('link', { name: /View Details/ })
        .getAttribute('href', { timeout: 15_000 })
      expect(href).toMatch(/^\/learning-hub\/[^/]+\/[^/]+$/)
      const value = joinedPayloads(payloads)
      // The page shows at most 30 reference properties: one payload in each.
      const referenced = payloads.slice(0, 30)
      expect(
        await patchMockDb(
          page,
          'learnHubs',
          { code: 'SAB-150' },
          {
            name: value,
            long_desc: value,
            ref_properties: Object.fromEntries(referenced.map((p, i) => [`note${i}`, p.html])),
            eligibility: [{ name: value }],
            modules: [{ sk: 'MODULE#01', name: value, long_desc: value }],
            badge: { name: value, desc: value, img_link: null },
            rewards: [{ sk: 'R1', name: value, link: 'javascript:alert(document.domain)' }],
          },
        ),
      ).toBe(1)
      await page.goto('/logout')
      await expect(page).toHaveURL(/\/auth\/login/, { timeout: 15_000 })
      await page.goto(href!)
      const modules = page.getByRole('list', { name: 'Modules in this Path' })
      await expect(modules).toBeVisible({ timeout: 15_000 })
      await expectShownIn(page.getByRole('heading', { level: 1 }), payloads, 'the page title')
      await expectShownIn(page.getByRole('main'), payloads, 'the public hub page')
      await expectShownIn(modules, payloads, 'Modules in this Path')
      await expectShownIn(page.getByLabel('About this hub'), referenced, 'About this hub')
      await expect(page.getByRole('main').locator('a[href^="javascript:"]')).toHaveCount(0)
    },
  },
]
