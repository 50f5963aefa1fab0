// How the one-backend bench (backend.mjs) gets its saved scenarios and signed-in tabs: through
// the real sign-in form, on the demo build, with the data kept in IndexedDB.
import { submitSignIn } from './browser.mjs'

/** The app has taken over the prerendered page (src/app/app-root.tsx). */
const APP_READY = () => document.documentElement.hasAttribute('data-app-ready')

/** Seeds `scenario` in a fresh context, signs in `account` with Remember me, keeps the storage. */
export async function scenarioState(browser, origin, scenario, account) {
  const context = await browser.newContext()
  const page = await context.newPage()
  const started = Date.now()
  await page.goto(`${origin}/auth/login?mock-reset=${scenario}`, { timeout: 120_000 })
  await page.waitForFunction(() => 'catalystMocks' in window, null, { timeout: 120_000 })
  const seedMs = Date.now() - started
  // No simulated network: the measures are of the mock backend and the app, not of the 300 ms
  // the demo build waits before each answer by default (Mock tools > Data, kept in localStorage).
  await page.evaluate(() => window.catalystMocks.setLatency(0))
  const state = await signedIn(context, page, account)
  return { state, seedMs }
}

/**
 * Signs `account` in on the open login page with Remember me and returns the context's storage,
 * the mock data in IndexedDB included (null account: the storage as it is, for a visitor).
 */
async function signedIn(context, page, account) {
  await page.waitForFunction(APP_READY, null, { timeout: 120_000 })
  if (!account) {
    const state = await context.storageState({ indexedDB: true })
    await context.close()
    return state
  }
  await submitSignIn(page, account)
  // The answer of every call is saved before it is answered: the storage is complete now.
  const state = await context.storageState({ indexedDB: true })
  await context.close()
  return state
}

/** The saved scenario signed in as another account (or as nobody), from `state`. */
export async function restateAs(browser, origin, state, account) {
  const context = await browser.newContext({ storageState: { ...state, cookies: [] } })
  const page = await context.newPage()
  await page.goto(`${origin}/auth/login`, { timeout: 120_000 })
  return signedIn(context, page, account)
}

/** Signs `account` in on a fresh tab without Remember me (each tab keeps its own sign-in). */
export async function signInTab(page, origin, account) {
  await page.goto(`${origin}/auth/login`)
  await page.waitForFunction(APP_READY, null, { timeout: 60_000 })
  await page.getByLabel('Email').fill(account.email)
  await page.getByLabel(/^Password/).fill(account.password)
  await page.getByRole('button', { name: 'Sign in', exact: true }).click()
  await page.waitForURL((url) => !url.pathname.startsWith('/auth'), { timeout: 60_000 })
}
