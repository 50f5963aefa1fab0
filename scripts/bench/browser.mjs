// Cold loads in Chromium (Playwright library): each run gets a fresh context (empty cache, no
// service worker), records paint and layout-shift entries, long tasks and every response.
import { chromium } from '@playwright/test'

export const CHROMIUM = process.env.CHROME_PATH ?? '/usr/bin/chromium'
const ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
]

export function launchChromium() {
  return chromium.launch({ executablePath: CHROMIUM, args: ARGS })
}

// Runs in the page before any script: collects the web-vitals entries as they happen.
function observeVitals() {
  const vitals = { lcp: 0, cls: 0, longTasks: [] }
  Object.defineProperty(window, '__benchVitals', { value: vitals })
  const observe = (type, onEntry) => {
    try {
      new PerformanceObserver((list) => list.getEntries().forEach(onEntry)).observe({
        type,
        buffered: true,
      })
    } catch {
      // Entry type not supported: the metric stays 0.
    }
  }
  observe('largest-contentful-paint', (e) => (vitals.lcp = e.renderTime || e.startTime))
  observe('layout-shift', (e) => {
    if (!e.hadRecentInput) vitals.cls += e.value
  })
  observe('longtask', (e) => vitals.longTasks.push([e.startTime, e.duration]))
}

export function summarize(values) {
  const sorted = [...values].sort((a, b) => a - b)
  const mid = Math.floor(sorted.length / 2)
  const median = sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2
  const round = (v) => Math.round(v * 1000) / 1000
  return { median: round(median), min: round(sorted[0]), max: round(sorted.at(-1)) }
}

/**
 * Signs `account` in through the open login page's form with Remember me on, and waits until the
 * app has left /auth (the bench's scenarios and cold loads both start so).
 */
export async function submitSignIn(page, account) {
  await page.getByLabel('Email').fill(account.email)
  await page.getByLabel(/^Password/).fill(account.password)
  // The form's code loads with the first interaction: Sign in is enabled once it runs.
  const submit = page.getByRole('button', { name: 'Sign in', exact: true })
  await submit.waitFor()
  await page.waitForFunction(
    () =>
      !document.querySelector(
        'form[data-awaits-code] button[type="submit"], form button[type="submit"]:disabled',
      ),
    null,
    { timeout: 30_000 },
  )
  await page.getByLabel('Remember me').check()
  await submit.click()
  await page.waitForURL((url) => !url.pathname.startsWith('/auth'), { timeout: 120_000 })
}

/**
 * Storage to reuse for cold loads: the mock scenario chosen with `?mock-reset`, and when `account`
 * is given, signed in through the real sign-in form with Remember me on.
 */
export async function signedInState(browser, origin, account, scenario = 'demo') {
  const context = await browser.newContext()
  const page = await context.newPage()
  await page.goto(`${origin}/auth/login?mock-reset=${scenario}`, { timeout: 120_000 })
  // The sign-in page is prerendered: the app takes it over once the mock backend has seeded
  // (tens of seconds for `large`), and marks <html data-app-ready> (src/app/app-root.tsx).
  await page.waitForFunction(() => document.documentElement.hasAttribute('data-app-ready'), null, {
    timeout: 120_000,
  })
  if (!account) {
    const bare = await context.storageState()
    await context.close()
    return bare
  }
  await submitSignIn(page, account)
  // The mock db is saved to localStorage shortly after each answer (mocks/persistence.ts);
  // the large scenario is never saved.
  if (scenario !== 'large')
    await page.waitForFunction(() => localStorage.getItem('catalyst-mock-db') !== null)
  const state = await context.storageState()
  await context.close()
  return state
}

/** One cold load of `url`; `ready` is the selector of the content that must show. */
export async function coldLoad(browser, url, { ready, storageState }) {
  const context = await browser.newContext({ storageState, viewport: { width: 1280, height: 800 } })
  await context.addInitScript(observeVitals)
  const page = await context.newPage()
  const responses = []
  page.on('requestfinished', (request) => {
    responses.push(
      request.sizes().then(
        (sizes) => ({
          type: request.resourceType(),
          bytes: sizes.responseBodySize + sizes.responseHeadersSize,
        }),
        () => ({ type: request.resourceType(), bytes: 0 }),
      ),
    )
  })
  await page.goto(url, { waitUntil: 'load' })
  await page.locator(ready).first().waitFor({ state: 'visible', timeout: 30_000 })
  await page.waitForLoadState('networkidle')
  const path = new URL(page.url()).pathname
  const vitals = await page.evaluate(() => {
    const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0
    const { lcp, cls, longTasks } = window.__benchVitals
    // Total blocking time: the part of each long task beyond 50 ms, after the first paint.
    const tbt = longTasks
      .filter(([start]) => start >= fcp)
      .reduce((sum, [, d]) => sum + Math.max(0, d - 50), 0)
    return { fcp, lcp, cls, tbt }
  })
  const sized = await Promise.all(responses)
  await context.close()
  return {
    path,
    ...vitals,
    requests: sized.length,
    kib: sized.reduce((s, r) => s + r.bytes, 0) / 1024,
    jsKib: sized.filter((r) => r.type === 'script').reduce((s, r) => s + r.bytes, 0) / 1024,
  }
}

/** `runs` cold loads; medians with min and max of every metric. */
export async function measureRoute(browser, url, options, runs) {
  const samples = []
  for (let i = 0; i < runs; i++) samples.push(await coldLoad(browser, url, options))
  const expected = new URL(url).pathname
  const landed = samples.find((s) => decodeURIComponent(s.path) !== decodeURIComponent(expected))
  if (landed) throw new Error(`${url} ended at ${landed.path}: the bench measured the wrong page`)
  const metric = (key, digits = 0) => summarize(samples.map((s) => Number(s[key].toFixed(digits))))
  return {
    fcp: metric('fcp'),
    lcp: metric('lcp'),
    cls: metric('cls', 4),
    tbt: metric('tbt'),
    requests: metric('requests'),
    kib: metric('kib', 1),
    jsKib: metric('jsKib', 1),
  }
}
