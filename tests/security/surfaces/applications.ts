import { expect } from '@playwright/test'

import { signIn, patchMockDb, expectShownIn, type XssSurface } from './helpers'

/**
 * A learning hub's application wizard.
 */
export const applicationSurfaces: readonly XssSurface[] = [
  {
    name: "Application wizard: a hub's form title, panel, labels, options and messages",
    kind: 'text',
    plant:
      "catalystMocks.patch('learnHubs', { code: 'SFA-220' }, { tab1 }) with the payloads in every text of the form definition",
    look: 'the wizard opened with Apply Now on the Learning Hub list, after Next with nothing answered',
    async exercise(page, payloads) {
      await signIn(page, 'counsellor@catalyst.demo', /\/dashboard$/)
      // One question per payload: the wizard refuses a definition text over 500 characters.
      const first = payloads[0]!.html
      const tab1 = JSON.stringify({
        title: first,
        components: [
          {
            type: 'panel',
            key: 'p',
            title: first,
            components: [
              ...payloads.map((payload, index) => ({
                key: `q${index}`,
                label: payload.html,
                type: 'select',
                validate: { required: true, customMessage: payload.html },
                data: { values: [{ value: 'a', label: payload.html }] },
              })),
              { key: 'odd', label: first, type: 'signature' },
            ],
          },
        ],
      })
      expect(await patchMockDb(page, 'learnHubs', { code: 'SFA-220' }, { tab1 })).toBe(1)
      await page.goto('/learning-hub')
      await page
        .getByRole('article', { name: 'Scholarships and Financial Aid Navigator' })
        .getByRole('button', { name: /^Apply Now/ })
        .click({ timeout: 15_000 })
      const dialog = page.getByRole('dialog')
      await dialog.getByRole('button', { name: 'Next' }).click()
      await expect(dialog.getByRole('combobox').first()).toHaveAttribute('aria-invalid', 'true')
      await expectShownIn(dialog, payloads, 'the wizard (labels, options, messages)')
    },
  },
]
