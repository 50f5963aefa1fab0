import { expect } from '@playwright/test'

import { joinedPayloads } from '../xss-payloads'
import { signIn, patchMockDb, expectShownIn, expectSanitisedIn, type XssSurface } from './helpers'

/**
 * FAQ and Support Centre: answers and search results.
 */
export const faqSurfaces: readonly XssSurface[] = [
  {
    name: 'FAQ and Support Centre: an answer',
    kind: 'rich-text',
    plant: "catalystMocks.patch('faqs', { role: 'counsellor', order: 1 }, { answer })",
    look: 'the first question of Getting Started opened, its answer rendered only through lib/sanitize',
    async exercise(page, payloads) {
      await signIn(page, 'counsellor@catalyst.demo', /\/dashboard$/)
      const marker = 'xss-faq-answer-marker'
      expect(
        await patchMockDb(
          page,
          'faqs',
          { role: 'counsellor', order: 1 },
          { answer: `<b>${marker}</b>\n${joinedPayloads(payloads)}` },
        ),
      ).toBe(1)
      await page.getByRole('link', { name: 'FAQ and Support Centre' }).first().click()
      const question = page.getByRole('button', { name: 'What is a Catalyst?' })
      await question.click({ timeout: 15_000 })
      const region = page.getByRole('region', { name: 'What is a Catalyst?' })
      await expectSanitisedIn(page, region.locator('.faq-answer'), marker)
    },
  },
  {
    name: 'FAQ and Support Centre: search results and their highlights',
    kind: 'text',
    plant:
      "catalystMocks.patch('faqs', { role: 'student', order: 1 }, { question }) with the payloads, then '<script>' typed into the search",
    look: 'the search results on /faq (Student), the typed text marked in the question',
    async exercise(page, payloads) {
      await page.goto('/faq?mock-reset')
      // The questions shown: the worker and its test hook are up.
      const categories = page.getByRole('navigation', { name: 'FAQ categories' })
      await expect(categories).toBeVisible({ timeout: 20_000 })
      const marker = 'xss-faq-search-marker'
      expect(
        await patchMockDb(
          page,
          'faqs',
          { role: 'student', order: 1 },
          { question: `${marker} <script> ${joinedPayloads(payloads)}` },
        ),
      ).toBe(1)
      // A fresh read of the questions (the page read them before the patch); the db stays.
      await page.goto('/faq')
      await page.getByRole('button', { name: 'Student', exact: true }).click({ timeout: 15_000 })
      await page.getByRole('searchbox', { name: 'Search questions' }).fill('<SCRIPT>')
      const results = page.getByRole('region', { name: 'Search results' })
      const planted = results.getByRole('button').filter({ hasText: marker })
      await expect(planted).toBeVisible()
      await expect(planted.getByTestId('search-highlight').first()).toHaveText(/^<script>$/i)
      await expectShownIn(planted, payloads, 'the highlighted question')
      // Only the question's own marks: no element came from the text (the chevron is an icon).
      await expect(planted.locator('script, img, iframe, object, svg:not(.lucide)')).toHaveCount(0)
    },
  },
]
