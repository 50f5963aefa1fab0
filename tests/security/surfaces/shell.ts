import { expect, type Page } from '@playwright/test'

import { injectFault } from '../../e2e/support/faults'
import { joinedPayloads, type XssPayload } from '../xss-payloads'
import { signIn, expectTextShown, type XssSurface } from './helpers'

/**
 * The shell and sign-in: the profile menu, toasts of the identity provider and of the API, and
 * route parameters (public and signed in).
 */
export const shellSurfaces: readonly XssSurface[] = [
  {
    name: 'profile menu: name of the signed-in user',
    kind: 'text',
    // The e-mail is not planted: the mock db keeps the contract's schema, where it must be a
    // valid address. It renders through the same text path as the name.
    plant: "catalystMocks.patch('users', { email }, { firstName, lastName }) then reload",
    look: 'the header avatar (initials, label) and the profile menu (name)',
    async exercise(page, payloads) {
      await signIn(page, 'counsellor@catalyst.demo', /\/dashboard$/)
      const value = joinedPayloads(payloads)
      const changed = await page.evaluate(
        (text) =>
          (
            window as unknown as {
              catalystMocks: { patch(c: string, w: object, v: object): Promise<number> }
            }
          ).catalystMocks.patch(
            'users',
            { email: 'counsellor@catalyst.demo' },
            { firstName: text, lastName: text },
          ),
        value,
      )
      expect(changed).toBe(1)
      await page.reload()
      await page.getByRole('button', { name: 'Open profile menu' }).click()
      await expect(page.getByRole('menu')).toBeVisible()
      await expectTextShown(page, '[role="menu"]', payloads)
    },
  },
  {
    name: "identity provider's error message in a toast",
    kind: 'text',
    plant: '/auth/login#error=access_denied&error_description=<payloads>&state=... (the return)',
    look: 'the error toast on the login page: the fixed message, never the provider text',
    async exercise(page, payloads) {
      // The return is a fresh page load, as when the provider sends the browser back to a tab
      // that left for it (the state it stored matches).
      await page.goto('/faq?mock-reset')
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      await page.evaluate(() =>
        sessionStorage.setItem('catalyst_external_sign_in_state', 'xss-surface'),
      )
      const answer = new URLSearchParams({
        error: 'access_denied',
        error_description: joinedPayloads(payloads),
        state: 'xss-surface',
      })
      await page.goto(`/auth/login#${answer.toString()}`)
      const toast = page.locator('[data-sonner-toast]')
      await expect(toast).toBeVisible({ timeout: 15_000 })
      // Provider texts are mapped to the spec's messages, never shown as given (issue 10).
      await expect(toast).toContainText(/Error with Google login|Email already exists|cancelled/)
      const shown = (await toast.first().textContent()) ?? ''
      for (const payload of payloads)
        if (payload.html.trim().length > 3)
          expect(shown, `payload ${payload.id} not shown`).not.toContain(payload.html)
      // The message leaves the URL with the rest of the provider's answer.
      expect(new URL(page.url()).hash).toBe('')
    },
  },
  {
    name: "the API's error message in a toast",
    kind: 'text',
    plant: 'a fault (mocks/faults.ts): resendSignUpCode answers 400 with { message: <payloads> }',
    look: 'the error toast after "Send code" on /auth/verify-otp',
    async exercise(page, payloads) {
      await page.goto('/auth/verify-otp?mock-reset')
      await page.getByLabel('Email').fill('someone@example.org')
      await injectFault(page, {
        operationId: 'resendSignUpCode',
        kind: 400,
        times: 1,
        message: joinedPayloads(payloads),
      })
      await page.getByRole('button', { name: 'Send code' }).click()
      await expect(page.locator('[data-sonner-toast]')).toBeVisible({ timeout: 15_000 })
      await expectTextShown(page, '[data-sonner-toast]', payloads)
    },
  },
  {
    name: 'public route parameters: learning hub name, certificate first name',
    kind: 'text',
    plant: '/learning-hub/<payload>/<id> and /verification/certificate/<id>/<id>/<payload>',
    look: 'the public hub and certificate pages (title, breadcrumbs, body)',
    async exercise(page, payloads) {
      await page.goto('/faq?mock-reset')
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      await visitParamRoutes(page, payloads, [
        // No hub has that id: the page says so under its default title.
        { template: '/learning-hub/{}/hub-1', heading: 'Overview of Training' },
        {
          template: '/verification/certificate/badge-1/user-1/{}',
          heading: 'Verified Badge Certificate',
        },
      ])
    },
  },
  {
    name: 'signed-in route parameters: applied hub name, student id',
    kind: 'text',
    plant: '/learning-hub/applied/<payload>/<id> and /students/view/<payload>',
    look: 'the page header (title, breadcrumbs) and body',
    async exercise(page, payloads) {
      await signIn(page, 'counsellor@catalyst.demo', /\/dashboard$/)
      await visitParamRoutes(page, payloads, [
        { template: '/learning-hub/applied/{}/hub-1', heading: 'Learning Hub Details' },
        // No student has such an id: the not-found page (issue 14), with nothing of the URL run.
        { template: '/students/view/{}', heading: "Oops! We can't find that page." },
      ])
    },
  },
]

// Helpers of the entries (function declarations: usable above).

/**
 * Routes with a parameter, visited in turn for every payload by client-side navigation (as a
 * link click would do; far faster than page loads). Each visit must change the page heading,
 * which proves the router rendered the URL carrying the payload. `{}` in a template marks the
 * parameter. The loop runs inside the page so that ~300 navigations take seconds.
 */
async function visitParamRoutes(
  page: Page,
  payloads: readonly XssPayload[],
  routes: ReadonlyArray<{ template: string; heading: string }>,
) {
  const missed = await page.evaluate(
    async ({ segments, routes }) => {
      // Resolves on the DOM change that shows the heading, not on the next frame: polling each
      // frame cost ~16 ms a visit, most of the time of these ~600 visits.
      const headingIs = (text: string) =>
        new Promise<boolean>((resolve) => {
          const shown = () =>
            [...document.querySelectorAll('h1')].some((h) => h.textContent === text)
          if (shown()) return resolve(true)
          const done = (result: boolean) => {
            observer.disconnect()
            clearTimeout(timer)
            resolve(result)
          }
          const observer = new MutationObserver(() => {
            if (shown()) done(true)
          })
          const timer = setTimeout(() => done(false), 10_000)
          observer.observe(document.body, { childList: true, subtree: true, characterData: true })
        })
      const failed: string[] = []
      for (const segment of segments) {
        for (const route of routes) {
          const url = route.template.replace('{}', segment)
          const state: unknown = history.state
          history.pushState(state, '', url)
          dispatchEvent(new PopStateEvent('popstate', { state }))
          if (!(await headingIs(route.heading))) failed.push(url)
        }
      }
      return failed
    },
    { segments: payloads.map((payload) => encodeURIComponent(payload.html)), routes },
  )
  expect(missed, 'routes that did not render').toEqual([])
}
