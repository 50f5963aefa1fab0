import type { Page } from '@playwright/test'

import { DEMO_PASSWORD } from '../security/surfaces'

import { expect, test } from './support/csp'

/**
 * Security gates in Chromium (docs/security.md): the Content-Security-Policy is present and
 * enforced, tokens never sit in localStorage or the URL, and returnUrl never leaves the site.
 */

const ACCESS = 'catalyst_access_token'
const REFRESH = 'catalyst_refresh_token'
/** The mock backend's own saved state: it stands in for the server, which keeps its own tokens. */
const MOCK_STORAGE_PREFIX = 'catalyst-mock-'

async function signIn(page: Page, email: string, remember: boolean) {
  await page.getByLabel('Email').fill(email)
  await page.getByLabel(/^Password/).fill(DEMO_PASSWORD)
  // The form's code loads with the first interaction (src/lib/hydration.ts): Sign in is
  // enabled once it checks the form, and the checkbox answers a click at once from then on.
  await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeEnabled()
  if (remember) await page.getByRole('checkbox', { name: 'Remember me' }).check()
  await page.getByRole('button', { name: 'Sign in', exact: true }).click()
}

/** Where the app's tokens are, and every place they must not be. */
async function tokenPlaces(page: Page) {
  const cookies = await page.context().cookies()
  const storage = await page.evaluate(() => ({
    local: Object.entries(localStorage) as Array<[string, string]>,
    session: Object.entries(sessionStorage) as Array<[string, string]>,
  }))
  return {
    access: cookies.find((cookie) => cookie.name === ACCESS),
    // With Remember me the shared cookie; without, the tab's own session cookie (`<name>.<tab>`).
    refresh: cookies.find(
      (cookie) => cookie.name === REFRESH || cookie.name.startsWith(`${REFRESH}.`),
    ),
    sessionAccess: storage.session.find(([key]) => key === ACCESS)?.[1],
    appLocalStorage: storage.local.filter(([key]) => !key.startsWith(MOCK_STORAGE_PREFIX)),
    url: page.url(),
  }
}

function expectNoTokenLeak(places: Awaited<ReturnType<typeof tokenPlaces>>, tokens: string[]) {
  expect(tokens.every((token) => token.length > 20)).toBe(true)
  const localText = JSON.stringify(places.appLocalStorage)
  for (const token of tokens) {
    expect(localText, 'a token in localStorage').not.toContain(token)
    expect(places.url, 'a token in the URL').not.toContain(token)
  }
  expect(places.appLocalStorage.map(([key]) => key).join(' ')).not.toMatch(/token/i)
  expect(places.url).not.toMatch(/access_token|refresh_token|id_token/)
}

test.describe('Content-Security-Policy', () => {
  test('the built page carries the policy, and it blocks inline scripts and handlers', async ({
    page,
    cspViolations,
  }) => {
    const response = await page.goto('/auth/login?mock-reset')
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in to Catalyst' })).toBeVisible()
    const meta = await page
      .locator('meta[http-equiv="Content-Security-Policy"]')
      .getAttribute('content')
    for (const directive of [
      "script-src 'self'",
      "object-src 'none'",
      "base-uri 'self'",
      "form-action 'self'",
      "worker-src 'self'",
    ])
      expect(meta).toContain(directive)
    expect(meta).not.toMatch(/unsafe-eval|script-src[^;]*unsafe-inline/)
    // vite preview sends the same policy as a header, plus what only a header can carry.
    expect(response?.headers()['content-security-policy']).toContain("frame-ancestors 'none'")

    // Code run from DevTools (page.evaluate) is exempt from the eval check, so eval is proven by
    // the policy text above and by the fixture, which fails any test whose app code tries it.
    const ran = await page.evaluate(async () => {
      const script = document.createElement('script')
      script.textContent = 'document.body.dataset.inline = "ran"'
      document.head.append(script)
      const image = new Image()
      image.setAttribute('onerror', 'document.body.dataset.handler = "ran"')
      const settled = new Promise((resolve) => image.addEventListener('error', resolve))
      image.src = '/no-such-image.png'
      document.body.append(image)
      await settled
      return { inline: document.body.dataset.inline, handler: document.body.dataset.handler }
    })
    expect(ran).toEqual({ inline: undefined, handler: undefined })
    // The meta policy and the header policy each report: two reports per refusal.
    await expect
      .poll(() => [...new Set(cspViolations.map((violation) => violation.directive))].sort())
      .toEqual(['script-src-attr', 'script-src-elem'])
    expect(cspViolations.every((violation) => violation.blockedURI === 'inline')).toBe(true)
    // Both were provoked on purpose; the fixture checks that nothing else was refused.
    cspViolations.length = 0
  })
})

test.describe('token hygiene', () => {
  test('with Remember me: tokens in SameSite=Strict persistent cookies only', async ({ page }) => {
    await page.goto('/auth/login?mock-reset')
    await signIn(page, 'counsellor@catalyst.demo', true)
    await expect(page).toHaveURL(/\/dashboard$/, { timeout: 20_000 })
    const places = await tokenPlaces(page)
    expect(places.access).toMatchObject({ sameSite: 'Strict', path: '/' })
    expect(places.refresh).toMatchObject({ sameSite: 'Strict', path: '/' })
    // Persistent: an expiry about 30 days ahead (-1 would be a session cookie).
    expect(places.refresh?.expires ?? -1).toBeGreaterThan(Date.now() / 1000 + 29 * 24 * 3600)
    expect(places.sessionAccess).toBeUndefined()
    expectNoTokenLeak(places, [places.access?.value ?? '', places.refresh?.value ?? ''])
  })

  test('without Remember me: access token in session storage, session cookie for refresh', async ({
    page,
  }) => {
    await page.goto('/auth/login?mock-reset')
    await signIn(page, 'student@catalyst.demo', false)
    await expect(page).toHaveURL(/\/find-counsellors$/, { timeout: 20_000 })
    const places = await tokenPlaces(page)
    expect(places.access).toBeUndefined()
    expect(places.refresh).toMatchObject({ sameSite: 'Strict', path: '/', expires: -1 })
    expectNoTokenLeak(places, [places.sessionAccess ?? '', places.refresh?.value ?? ''])
  })

  test('after the identity provider return: the token leaves the URL at once', async ({ page }) => {
    await page.goto('/auth/login?mock-reset')
    await page.getByRole('button', { name: 'Sign in with Google' }).click()
    await expect(page).toHaveURL(/\/mock-services\/identity\/authorize/)
    // The first account offered is a returning user of the provider: signed in directly.
    await page.getByRole('radio').first().check()
    await page.getByRole('button', { name: 'Continue' }).click()
    await expect(page).not.toHaveURL(/\/auth\/|mock-services/, { timeout: 20_000 })
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    const places = await tokenPlaces(page)
    const accessToken = places.sessionAccess ?? places.access?.value ?? ''
    expectNoTokenLeak(places, [accessToken, places.refresh?.value ?? ''])
    // The browser history entry of the return was replaced too: going back shows no token.
    expect(await page.evaluate(() => location.hash)).toBe('')
  })
})

test.describe('returnUrl never leaves the site', () => {
  for (const returnUrl of [
    'https://evil.example/',
    '//evil.example/',
    '/\\evil.example/',
    'javascript:alert(document.domain)',
  ]) {
    test(`returnUrl=${returnUrl} ends on an in-app page`, async ({ page }) => {
      await page.goto(`/auth/login?mock-reset&returnUrl=${encodeURIComponent(returnUrl)}`)
      await signIn(page, 'counsellor@catalyst.demo', false)
      await expect(page).toHaveURL(/\/dashboard$/, { timeout: 20_000 })
      expect(page.url()).toMatch(/^http:\/\/localhost:\d+\/dashboard$/)
      await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible()
    })
  }

  test('a same-site returnUrl is still followed (control)', async ({ page }) => {
    await page.goto(`/auth/login?mock-reset&returnUrl=${encodeURIComponent('/my-student')}`)
    await signIn(page, 'counsellor@catalyst.demo', false)
    await expect(page).toHaveURL(/\/my-student$/, { timeout: 20_000 })
  })
})
