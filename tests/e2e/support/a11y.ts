import { expect, type Browser, type Cookie, type Page } from '@playwright/test'

import type { CatalogRoute } from '../../support/route-catalog'

/**
 * Shared helpers of the accessibility gates (issue 4 part 2): who may see a route, signing in
 * once per role, real route parameters from the demo seed, theme and motion settings, and moving
 * between pages. The axe scan is in axe-scan.ts, the keyboard helpers in keyboard.ts.
 */

export const DEMO_PASSWORD = 'Catalyst#2026'

/** `visitor` is nobody signed in. */
export type Persona = 'visitor' | 'counsellor' | 'student'
export type SignedInPersona = Exclude<Persona, 'visitor'>
export type Theme = 'light' | 'dark'

export const THEMES: readonly Theme[] = ['light', 'dark']
/** The two widths: a small phone and a desktop. */
export const WIDTHS = { narrow: 375, wide: 1440 } as const
export const VIEWPORT_HEIGHT = 900

export const DEMO_EMAIL: Record<SignedInPersona, string> = {
  counsellor: 'counsellor@catalyst.demo',
  student: 'student@catalyst.demo',
}

/** What the Mock tools panel mounts into (mocks/dev-panel/index.tsx): a developer tool, not product. */
export const MOCK_TOOLS_ROOT = '#catalyst-mock-tools'

/** Read at boot by src/lib/theme.ts, so it is set before the app loads. */
const THEME_STORAGE_KEY = 'catalyst_theme'
const ACCESS_TOKEN_COOKIE = 'catalyst_access_token'

/**
 * Who may see a page of each guard group (spec part 2 section 2): guarded pages their role(s);
 * the sign-in area visitors only (a signed-in user is sent home); public pages everybody.
 */
export function personasFor(route: Pick<CatalogRoute, 'group'>): Persona[] {
  switch (route.group) {
    case 'counsellor':
      return ['counsellor']
    case 'student':
      return ['student']
    case 'signed-in':
      return ['counsellor', 'student']
    case 'auth':
      return ['visitor']
    case 'public':
      return ['visitor', 'counsellor', 'student']
  }
}

/** Signs in through the login form; Remember me keeps the tokens in cookies. */
export async function signIn(page: Page, persona: SignedInPersona): Promise<void> {
  await page.goto('/auth/login?mock-reset')
  await page.getByLabel('Email').fill(DEMO_EMAIL[persona])
  await page.getByLabel(/^Password/).fill(DEMO_PASSWORD)
  // The form's code loads with the first interaction (src/lib/hydration.ts): Sign in is
  // enabled once it checks the form, and the checkbox answers a click at once from then on.
  await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeEnabled()
  await page.getByRole('checkbox', { name: 'Remember me' }).check()
  await page.getByRole('button', { name: 'Sign in', exact: true }).click()
  // Generous: the sign-in, the profile load and the first page can be slow on a busy machine.
  await expect(page).not.toHaveURL(/\/auth\//, { timeout: 30_000 })
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 30_000 })
}

/** What a new browser context needs to start signed in: the token cookies and the mock db. */
export interface AuthState {
  cookies: Cookie[]
  seed: SeedParams | undefined
}

/**
 * Signs in once and keeps the cookies. Every scan context then seeds the same deterministic demo
 * db (its own IndexedDB), in which the signed access token is valid: same user ids, nothing
 * revoked. As the counsellor it also reads the route parameters.
 */
export async function signInOnce(browser: Browser, persona: SignedInPersona): Promise<AuthState> {
  const context = await browser.newContext()
  try {
    const page = await context.newPage()
    await signIn(page, persona)
    const cookies = await context.cookies()
    expect(
      cookies.map((c) => c.name),
      'Remember me keeps the tokens in cookies',
    ).toContain(ACCESS_TOKEN_COOKIE)
    const seed = persona === 'counsellor' ? await routeParamsFromSeed(page) : undefined
    return { cookies, seed }
  } finally {
    await context.close()
  }
}

/**
 * A context for scanning: signed in (cookies) or a visitor. No theme is stored, so the app follows the system colour scheme (src/lib/theme.ts,
 * mode "system"), which `switchTheme` switches in the open page: one load serves both themes.
 * Reduced motion, so that the contrast check never catches an element half-way through its
 * enter transition.
 */
export async function scanContext(browser: Browser, auth: AuthState | null) {
  const context = await browser.newContext({
    storageState: { cookies: auth?.cookies ?? [], origins: [] },
    viewport: { width: WIDTHS.wide, height: VIEWPORT_HEIGHT },
    colorScheme: 'light',
    reducedMotion: 'reduce',
  })
  await context.addInitScript((themeKey) => localStorage.removeItem(themeKey), THEME_STORAGE_KEY)
  return context
}

/**
 * Switches the open page to a theme through the system colour scheme, as a user changing their
 * OS setting would, and checks that the app really followed before anything is scanned.
 */
export async function switchTheme(page: Page, theme: Theme): Promise<void> {
  await page.emulateMedia({ colorScheme: theme })
  await expectTheme(page, theme)
}

/** Whether the context is still signed in: its token cookie (a visit to /logout ends it). */
export async function isStillSignedIn(page: Page): Promise<boolean> {
  const cookies = await page.context().cookies()
  return cookies.some((c) => c.name === ACCESS_TOKEN_COOKIE)
}

interface ApiBody {
  success?: unknown
  data?: { success?: unknown }
}

/**
 * Real values for every route parameter, read through the API as the signed-in demo counsellor.
 * The seed is deterministic, so a visitor's freshly seeded db has the same ids.
 */
async function routeParamsFromSeed(page: Page) {
  const token = (await page.context().cookies()).find((c) => c.name === ACCESS_TOKEN_COOKIE)
  const get = (path: string) =>
    page.evaluate(
      async ([url, bearer]) => {
        const response = await fetch(url, { headers: { authorization: `Bearer ${bearer}` } })
        if (!response.ok) throw new Error(`${url} answered ${response.status}`)
        return (await response.json()) as ApiBody
      },
      [`/api/v1${path}`, token?.value ?? ''] as const,
    )
  const [hubs, applied, students, badges, profile] = await Promise.all([
    get('/auth/LearnHub/newHubList'),
    get('/auth/LearnHub/appliedList'),
    get('/dashboard/counsellorAcceptedStudents'),
    get('/auth/achievement/badges/all'),
    get('/profile/getUserProfileInfo'),
  ])
  type Hub = { id: string; name: string }
  const hub = (hubs.success as { learnHub: Hub[] }).learnHub[0]
  const appliedHub = (applied.success as { appliedLearnHubs: Array<{ learnHubDetails: Hub }> })
    .appliedLearnHubs[0]?.learnHubDetails
  const student = (students.success as Array<{ studentId: string }>)[0]
  const badge = (badges.data?.success as Array<{ id: string }>)[0]
  const me = profile.success as { id: string; firstName: string }
  if (!hub || !appliedHub || !student || !badge) {
    throw new Error('The demo seed lacks a hub, an applied hub, a student or a badge')
  }
  return {
    hub: { learnerHubName: hub.name, learnHubId: hub.id },
    appliedHub: { learnerHubName: appliedHub.name, learnHubId: appliedHub.id },
    studentId: student.studentId,
    achievementId: badge.id,
    certificate: { badgeId: badge.id, userId: me.id, firstName: me.firstName },
  }
}

export type SeedParams = Awaited<ReturnType<typeof routeParamsFromSeed>>

/** Whether a route's parameters are ids from the seed (a splat takes any path). */
export function needsSeedParams(route: CatalogRoute): boolean {
  return route.params.some((name) => name !== '_splat')
}

/** The parameter values of one catalog route. */
export function paramsFor(route: CatalogRoute, seed?: SeedParams): Record<string, string> {
  // Splat routes: a path nobody has.
  const values: Record<string, string> = { _splat: 'no-such-page/for-a11y' }
  if (seed) {
    if (route.fullPath.startsWith('/learning-hub/applied/')) return seed.appliedHub
    if (route.fullPath.startsWith('/learning-hub/')) return seed.hub
    if (route.fullPath.startsWith('/verification/certificate/')) return seed.certificate
    Object.assign(values, { studentId: seed.studentId, achievementId: seed.achievementId })
  }
  // urlOf throws on a parameter left without a value, so a new kind of parameter is noticed.
  return Object.fromEntries(
    route.params.flatMap((name) => (values[name] === undefined ? [] : [[name, values[name]]])),
  )
}

interface RouterHandle {
  navigate(options: { href: string }): Promise<void>
  state: { status: string; isLoading: boolean }
}

/**
 * Opens a URL. The first visit loads the app; later ones navigate inside it, as an in-app link
 * does, through the router instance TanStack Router registers on `window` in the browser. That
 * runs the same guards, redirects and components as a load, without booting the app (and its
 * mock backend) again for every page.
 */
export async function visit(page: Page, url: string): Promise<void> {
  const navigated = page.url().startsWith('http')
    ? await page.evaluate(async (href) => {
        const router = (window as unknown as { __TSR_ROUTER__?: RouterHandle }).__TSR_ROUTER__
        if (!router) return false
        await router.navigate({ href })
        return true
      }, url)
    : false
  if (!navigated) await page.goto(url)
  await page.waitForFunction(() => {
    const router = (window as unknown as { __TSR_ROUTER__?: RouterHandle }).__TSR_ROUTER__
    return router ? router.state.status === 'idle' && !router.state.isLoading : true
  })
  await waitForPage(page)
}

/**
 * Waits until the page shows its final content: a level-1 heading and no "Loading..." state.
 * A first load boots the app and its mock backend, which can take a while on a busy machine.
 */
export async function waitForPage(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible({ timeout: 30_000 })
  await expect(page.getByText('Loading...', { exact: true })).toHaveCount(0, { timeout: 30_000 })
  // Two frames: layout after a resize or a state change has been painted.
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  )
}

export async function expectTheme(page: Page, theme: Theme): Promise<void> {
  // The scan must really run in the theme it claims to (src/lib/theme.ts sets the class).
  if (theme === 'dark') await expect(page.locator('html')).toHaveClass(/\bdark\b/)
  else await expect(page.locator('html')).not.toHaveClass(/\bdark\b/)
  // Toasts on screen follow it too (sonner styles them by its own theme attribute). Read in one
  // go in the page: a toast may leave (and its list with it) while this runs.
  await expect
    .poll(() =>
      page.evaluate(
        (wanted) =>
          [...document.querySelectorAll('[data-sonner-toaster]')].every(
            (toaster) => toaster.getAttribute('data-sonner-theme') === wanted,
          ),
        theme,
      ),
    )
    .toBe(true)
  // Two frames: the new colours have been painted.
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  )
}
