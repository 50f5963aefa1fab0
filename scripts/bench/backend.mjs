// The browser's one mock backend under load (issue 25), on the demo build in Chromium, with the
// simulated latency set to 0 (the demo's default 300 ms per answer is a setting, not a cost):
// - the large scenario's first seeding (`?mock-reset=large` in a fresh profile, until the app can
//   be used);
// - each list screen of bench/list-screens.json loaded cold with the large scenario saved: a
//   fresh page that is the browser's only tab, so it serves and restores the scenario from
//   IndexedDB first (from navigation to the first item of the first page); screens opened by
//   clicks are timed from the first click, in the page they are opened from;
// - an in-app navigation with the large scenario (Dashboard -> My Students, click to first card);
// - a chat message sent in one tab until it shows in the other (large scenario);
// - the mock's own work per call with the demo scenario, as the serving tab measured it
//   (catalystMocks.stats(): handler plus saving, per call) over a walk through the main screens.
import { restateAs, scenarioState, signInTab } from './backend-sign-in.mjs'
import { summarize } from './browser.mjs'
import { fillPath } from './seed-facts.mjs'

/** In the page: the first moment `selector` matches, in ms after navigation start. */
function watchFirstItem(selector) {
  const marks = { itemAt: 0, clickAt: 0 }
  Object.defineProperty(window, '__benchBackend', { value: marks })
  const check = () => {
    if (!marks.itemAt && document.querySelector(selector)) marks.itemAt = performance.now()
  }
  new MutationObserver(check).observe(document, { childList: true, subtree: true })
  // Clicks on the way there are timed from the first one.
  addEventListener('pointerdown', () => (marks.clickAt ||= performance.now()), { capture: true })
}

const locate = (page, [role, name]) =>
  (role === 'css' ? page.locator(name) : page.getByRole(role, { name, exact: true })).first()

/** One cold load of a list screen in a fresh context holding the saved scenario. */
async function coldScreen(browser, origin, screen, state, params) {
  const context = await browser.newContext({
    storageState: state,
    viewport: { width: 1280, height: 800 },
  })
  await context.addInitScript(watchFirstItem, screen.firstItem)
  const page = await context.newPage()
  try {
    const path = fillPath(screen.path, params)
    await page.goto(`${origin}${path}`, { waitUntil: 'commit', timeout: 120_000 })
    if (screen.open?.length) {
      await locate(page, screen.open[0]).waitFor({ timeout: 120_000 })
      for (const step of screen.open) await locate(page, step).click()
    }
    await page.locator(screen.firstItem).first().waitFor({ state: 'visible', timeout: 60_000 })
    const landed = new URL(page.url()).pathname
    if (landed !== new URL(path, origin).pathname)
      throw new Error(`ended at ${landed}, not ${path}`)
    const marks = await page.evaluate(() => window.__benchBackend)
    const stats = await page.evaluate(() => window.catalystMocks.stats())
    return {
      ms: screen.open?.length ? marks.itemAt - marks.clickAt : marks.itemAt,
      restoreMs: stats?.start.loadMs ?? 0,
    }
  } finally {
    await context.close()
  }
}

/** Dashboard -> My Students by the side menu, with the large scenario: click to first card. */
async function inAppNavigation(browser, origin, state) {
  const context = await browser.newContext({
    storageState: state,
    viewport: { width: 1280, height: 800 },
  })
  await context.addInitScript(watchFirstItem, 'main section[aria-label=Students] article')
  const page = await context.newPage()
  try {
    await page.goto(`${origin}/dashboard`, { timeout: 120_000 })
    await page.locator('main [role=region] tbody tr').first().waitFor({ timeout: 60_000 })
    await page.getByRole('link', { name: 'My Students' }).first().click()
    await page.locator('main section[aria-label=Students] article').first().waitFor()
    const marks = await page.evaluate(() => window.__benchBackend)
    return marks.itemAt - marks.clickAt
  } finally {
    await context.close()
  }
}

/** Messages the Catalyst sends (as the app's HTTP call) until they show in the student's chat. */
async function chatAcrossTabs(browser, origin, state, accounts, studentId, count) {
  // The saved scenario without the Remember me cookies: each tab signs in on its own.
  const context = await browser.newContext({ storageState: { ...state, cookies: [] } })
  try {
    const student = await context.newPage()
    await signInTab(student, origin, accounts.student)
    await student.getByRole('link', { name: 'My Pathway' }).first().click()
    await student.getByRole('log').locator('li').first().waitFor({ timeout: 60_000 })
    await student.evaluate(() => {
      const arrivals = {}
      Object.defineProperty(window, '__arrivals', { value: arrivals })
      new MutationObserver(() => {
        for (const item of document.querySelectorAll('[role=log] li')) {
          const match = /bench message (\d+)/.exec(item.textContent ?? '')
          if (match && !arrivals[match[1]]) arrivals[match[1]] = Date.now()
        }
      }).observe(document.body, { childList: true, subtree: true, characterData: true })
    })
    const catalyst = await context.newPage()
    await signInTab(catalyst, origin, accounts.counsellor)
    const samples = []
    for (let i = 0; i < count; i++) {
      const sentAt = await catalyst.evaluate(
        async ({ userSk, text }) => {
          const token = sessionStorage.getItem('catalyst_access_token') ?? ''
          const at = Date.now()
          await fetch('/api/v1/chat/sendMessage', {
            method: 'POST',
            headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
            body: JSON.stringify({ userSk, message: text }),
          })
          return at
        },
        { userSk: `USER#${studentId}`, text: `bench message ${i}` },
      )
      await student.waitForFunction((n) => window.__arrivals[n], String(i), { timeout: 10_000 })
      const arrivedAt = await student.evaluate((n) => window.__arrivals[n], String(i))
      samples.push(arrivedAt - sentAt)
    }
    return samples
  } finally {
    await context.close()
  }
}

/** The serving tab's own work per call, demo scenario, over a walk through the main screens. */
async function demoWork(browser, origin, state, params) {
  const context = await browser.newContext({ storageState: state })
  const page = await context.newPage()
  try {
    for (const [path, ready] of [
      ['/dashboard', 'main [role=region] tbody tr'],
      ['/my-student', 'main section[aria-label=Students] article'],
      [`/students/view/${params.studentId}`, 'main ol[aria-label=Notes] > li'],
      ['/invite-student', 'main'],
      ['/apps/chat', 'main'],
      ['/learning-hub', 'main'],
      ['/crafted/pages/profile', 'main ul[aria-label=Activity] > li'],
    ]) {
      await page.goto(`${origin}${path}`)
      await page.locator(ready).first().waitFor({ timeout: 30_000 })
      await page.waitForLoadState('networkidle')
    }
    return await page.evaluate(() => window.catalystMocks.stats())
  } finally {
    await context.close()
  }
}

/**
 * Every measure above; `runs` samples of each cold screen (the medians are checked). With
 * `screensOnly`, the list screens alone (after the large scenario's first seeding).
 */
export async function measureBackend(
  browser,
  origin,
  screens,
  { runs, accounts, params, log, screensOnly = false },
) {
  const result = { screens: [] }
  log('one backend: seeding the large scenario')
  const large = await scenarioState(browser, origin, 'large', accounts.counsellor)
  result.firstSeedMs = large.seedMs
  const states = new Map([['counsellor', large.state]])
  const stateAs = async (as) => {
    const key = as ?? 'visitor'
    if (!states.has(key)) {
      const account = as ? accounts[as] : null
      if (as && !account)
        throw new Error(`Unknown demo account "${as}" (mocks/seed/demo-accounts.ts)`)
      states.set(key, await restateAs(browser, origin, large.state, account))
    }
    return states.get(key)
  }
  for (const screen of screens) {
    log(`one backend: ${runs}x ${screen.name}`)
    try {
      const state = await stateAs(screen.as)
      const samples = []
      for (let i = 0; i < runs; i++)
        samples.push(await coldScreen(browser, origin, screen, state, params))
      result.screens.push({
        name: screen.name,
        path: screen.path,
        opened: Boolean(screen.open?.length),
        ...summarize(samples.map((s) => Math.round(s.ms))),
        restoreMs: summarize(samples.map((s) => s.restoreMs)),
      })
    } catch (error) {
      result.screens.push({
        name: screen.name,
        path: screen.path,
        error: String(error.message ?? error).split('\n')[0],
      })
    }
  }
  if (screensOnly) return result
  log('one backend: in-app navigation')
  const navigations = []
  for (let i = 0; i < runs; i++)
    navigations.push(await inAppNavigation(browser, origin, large.state))
  result.navigation = summarize(navigations.map(Math.round))
  log('one backend: chat across tabs')
  result.chat = summarize(
    await chatAcrossTabs(browser, origin, large.state, accounts, params.studentId, 7),
  )
  log('one backend: demo scenario work per call')
  const demo = await scenarioState(browser, origin, 'demo', accounts.counsellor)
  result.demoWork = await demoWork(browser, origin, demo.state, params)
  return result
}

const check = (name, actual, limit, unit = 'ms') => ({
  name,
  actual,
  limit,
  unit,
  pass: typeof actual === 'number' && actual <= limit,
})

/** The budgets of bench/budgets.json `oneBackend`. */
export function backendChecks(budgets, result) {
  const b = budgets.oneBackend
  return [
    check('Large scenario: first seeding, fresh profile', result.firstSeedMs, b.largeFirstSeedMs),
    ...result.screens.map((screen) =>
      screen.opened
        ? check(
            `Large scenario: "${screen.name}" from the click (median)`,
            screen.error ?? screen.median,
            b.largeInAppNavigationMs,
          )
        : check(
            `Large scenario: cold load of "${screen.name}" to its first page (median)`,
            screen.error ?? screen.median,
            b.largeColdListFirstPageMs,
          ),
    ),
    ...(result.navigation
      ? [
          check(
            'Large scenario: Dashboard -> My Students in the app (median)',
            result.navigation.median,
            b.largeInAppNavigationMs,
          ),
          check(
            'Large scenario: a chat message to its appearance in the other tab (median)',
            result.chat.median,
            b.largeChatToOtherTabMs,
          ),
          check(
            'Demo scenario: the mock’s own work per call, handler and saving (median)',
            Math.round((result.demoWork?.totalMs.median ?? Infinity) * 10) / 10,
            b.demoWorkMedianMs,
          ),
        ]
      : []),
  ]
}
