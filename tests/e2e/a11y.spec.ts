import type { Page } from '@playwright/test'

import { test as base, expect } from './support/csp'

import { routeCatalog, urlOf } from '../support/route-catalog'
import {
  expectNoSeriousViolations,
  expectTheme,
  hasSession,
  needsSeedParams,
  paramsFor,
  personasFor,
  scanContext,
  signInOnce,
  THEMES,
  VIEWPORT_HEIGHT,
  visit,
  waitForPage,
  WIDTHS,
  type Persona,
  type SeedParams,
  type SignedInPersona,
  type SignedInSession,
  type Theme,
} from './support/a11y'

/**
 * Accessibility gate (issue 4 part 2): axe (WCAG 2.1 A + AA) on every page of the route tree, as
 * every role that may see it, in both themes, at 375 px and 1440 px, must find no serious or
 * critical violation. Pages come from the generated route tree, so a new page is covered the
 * moment it exists. The important overlays (profile menu, navigation drawer, country list) are
 * scanned open. The Mock tools panel is left out: it is a developer tool.
 */

interface ScanPages {
  /** A page of this persona in this theme, kept for the worker's life while its session lasts. */
  page(persona: Persona, theme: Theme): Promise<Page>
  /** Closes the page if its visit ended the session (e.g. /logout), so the next one is fresh. */
  release(persona: Persona, theme: Theme): Promise<void>
  /** Real route parameters from the demo seed. */
  seed(): Promise<SeedParams>
}

const test = base.extend<object, { scanPages: ScanPages }>({
  scanPages: [
    async ({ browser }, use) => {
      // One sign-in per role and worker; its cookies and db seed every page of that role.
      const sessions = new Map<SignedInPersona, Promise<SignedInSession>>()
      const session = (persona: SignedInPersona) => {
        const known = sessions.get(persona) ?? signInOnce(browser, persona)
        sessions.set(persona, known)
        return known
      }
      const pages = new Map<string, Promise<Page>>()
      const open = async (persona: Persona, theme: Theme) => {
        const signedIn = persona === 'visitor' ? null : await session(persona)
        const context = await scanContext(browser, signedIn, theme)
        return context.newPage()
      }
      await use({
        page(persona, theme) {
          const key = `${persona}/${theme}`
          const known = pages.get(key) ?? open(persona, theme)
          pages.set(key, known)
          return known
        },
        async release(persona, theme) {
          const key = `${persona}/${theme}`
          const page = await pages.get(key)
          if (!page || persona === 'visitor' || (await hasSession(page))) return
          pages.delete(key)
          await page.context().close()
        },
        seed: async () => {
          const { seed } = await session('counsellor')
          if (!seed) throw new Error('Signing in as the counsellor read no route parameters')
          return seed
        },
      })
      // A page that failed to open has nothing to close.
      await Promise.allSettled(
        [...pages.values()].map(async (page) => (await page).context().close()),
      )
    },
    { scope: 'worker' },
  ],
})

// Scans are CPU-heavy; on a busy machine a page with two scans needs more than the default.
test.describe.configure({ timeout: 90_000 })

for (const route of routeCatalog) {
  for (const persona of personasFor(route)) {
    for (const theme of THEMES) {
      test(`${route.fullPath} as ${persona}, ${theme} theme`, async ({ scanPages }) => {
        const seed = needsSeedParams(route) ? await scanPages.seed() : undefined
        const page = await scanPages.page(persona, theme)
        try {
          await page.setViewportSize({ width: WIDTHS.wide, height: VIEWPORT_HEIGHT })
          await visit(page, urlOf(route, paramsFor(route, seed)))
          await expectTheme(page, theme)
          for (const width of [WIDTHS.wide, WIDTHS.narrow]) {
            await page.setViewportSize({ width, height: VIEWPORT_HEIGHT })
            await waitForPage(page)
            const where = `${new URL(page.url()).pathname} (${persona}, ${theme}, ${width}px)`
            await expectNoSeriousViolations(page, where)
          }
        } finally {
          await scanPages.release(persona, theme)
        }
      })
    }
  }
}

const signedIn: SignedInPersona[] = ['counsellor', 'student']

for (const persona of signedIn) {
  for (const theme of THEMES) {
    test(`profile menu and navigation drawer open, as ${persona}, ${theme} theme`, async ({
      scanPages,
    }) => {
      const page = await scanPages.page(persona, theme)
      await page.setViewportSize({ width: WIDTHS.wide, height: VIEWPORT_HEIGHT })
      await visit(page, '/')
      await expectTheme(page, theme)

      for (const width of [WIDTHS.wide, WIDTHS.narrow]) {
        await page.setViewportSize({ width, height: VIEWPORT_HEIGHT })
        await page.getByRole('button', { name: 'Open profile menu' }).click()
        await expect(page.getByRole('menuitem', { name: 'Sign Out' })).toBeVisible()
        await expectNoSeriousViolations(page, `profile menu (${persona}, ${theme}, ${width}px)`)
        await page.keyboard.press('Escape')
        await expect(page.getByRole('menu')).toHaveCount(0)
      }

      // Below the large breakpoint the side menu is a drawer.
      await page.getByRole('button', { name: 'Open menu' }).click()
      const drawer = page.getByRole('dialog')
      await expect(drawer.getByRole('navigation', { name: 'Main' })).toBeVisible()
      await expectNoSeriousViolations(page, `navigation drawer (${persona}, ${theme}, 375px)`)
      await page.keyboard.press('Escape')
      await expect(drawer).toHaveCount(0)
    })
  }
}

for (const theme of THEMES) {
  test(`registration error toast and country list open, as visitor, ${theme} theme`, async ({
    scanPages,
  }) => {
    const page = await scanPages.page('visitor', theme)
    await page.setViewportSize({ width: WIDTHS.wide, height: VIEWPORT_HEIGHT })
    await visit(page, '/auth/registration')
    // Continue without a choice raises an error toast; hovering holds it (sonner pauses its
    // timer) while it is scanned.
    await page.getByRole('button', { name: 'Continue' }).click()
    const toast = page.getByText('Invalid form data')
    await toast.hover()
    await expectNoSeriousViolations(page, `error toast (visitor, ${theme}, ${WIDTHS.wide}px)`)
    await expect(toast).toBeVisible()
    await page.getByRole('radio', { name: 'Student' }).check()
    await page.getByRole('button', { name: 'Continue' }).click()
    await page.getByRole('combobox', { name: /^Country/ }).click()
    const list = page.getByRole('listbox', { name: 'Countries' })
    await expect(list).toBeVisible()
    for (const width of [WIDTHS.wide, WIDTHS.narrow]) {
      await page.setViewportSize({ width, height: VIEWPORT_HEIGHT })
      await expectNoSeriousViolations(page, `country list (visitor, ${theme}, ${width}px)`)
    }
    await page.keyboard.press('Escape')
    await expect(list).toHaveCount(0)
  })
}
