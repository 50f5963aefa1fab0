// The large scenario's list screens (bench/list-screens.json): how long until the first page
// shows. The large scenario is re-seeded on every load (too big to save: mocks/persistence.ts),
// so each load reports two times: until the app first renders (generating the scenario) and from
// then until the first item of the first page shows (the screen itself, the budgeted part). For
// screens opened by clicks, the screen's time runs from the first click.
import { summarize } from './browser.mjs'
import { fillPath } from './seed-facts.mjs'

// In the page: the first moment the app has rendered (it marks <html data-app-ready>; a
// prerendered page has content in #root before that, src/app/app-root.tsx) and the first moment
// `selector` matches.
function watchFirstItem(selector) {
  const marks = { rootAt: 0, itemAt: 0 }
  Object.defineProperty(window, '__benchScale', { value: marks })
  const check = () => {
    if (!marks.rootAt && document.documentElement.hasAttribute('data-app-ready'))
      marks.rootAt = performance.now()
    if (marks.rootAt && !marks.itemAt && document.querySelector(selector))
      marks.itemAt = performance.now()
  }
  new MutationObserver(check).observe(document, {
    childList: true,
    subtree: true,
    attributes: true,
    attributeFilter: ['data-app-ready'],
  })
}

/**
 * A step of `open`: [ARIA role, exact accessible name], or ['css', selector] for an element whose
 * name depends on the data (a count in it, the first contact of a list).
 */
function locate(page, [role, name]) {
  return (role === 'css' ? page.locator(name) : page.getByRole(role, { name, exact: true })).first()
}

async function timeScreen(browser, origin, screen, storageState, params) {
  const path = fillPath(screen.path, params)
  const context = await browser.newContext({ storageState, viewport: { width: 1280, height: 800 } })
  if (!screen.open?.length) await context.addInitScript(watchFirstItem, screen.firstItem)
  const page = await context.newPage()
  try {
    await page.goto(`${origin}${path}`, { waitUntil: 'commit', timeout: 120_000 })
    let result
    if (screen.open?.length) {
      await locate(page, screen.open[0]).waitFor({ timeout: 120_000 })
      const appAt = await page.evaluate(() => performance.now())
      const from = Date.now()
      for (const step of screen.open) await locate(page, step).click()
      await page.locator(screen.firstItem).first().waitFor({ state: 'visible', timeout: 30_000 })
      result = { appMs: appAt, ms: Date.now() - from }
    } else {
      await page.locator(screen.firstItem).first().waitFor({ state: 'visible', timeout: 120_000 })
      const marks = await page.evaluate(() => window.__benchScale)
      result = { appMs: marks.rootAt, ms: marks.itemAt - marks.rootAt }
    }
    const landed = new URL(page.url()).pathname
    const wanted = new URL(path, origin).pathname
    if (landed !== wanted) throw new Error(`ended at ${landed}, not ${wanted}`)
    return result
  } finally {
    await context.close()
  }
}

/** Times every registered screen `runs` times against the demo build with the large scenario. */
export async function measureScale(browser, origin, screens, { runs, stateFor, params = {} }) {
  const results = []
  for (const screen of screens) {
    try {
      const state = await stateFor(screen.as)
      const samples = []
      for (let i = 0; i < runs; i++)
        samples.push(await timeScreen(browser, origin, screen, state, params))
      const app = summarize(samples.map((s) => Math.round(s.appMs)))
      results.push({
        name: screen.name,
        path: screen.path,
        ...summarize(samples.map((s) => Math.round(s.ms))),
        note: `app first rendered after ${app.median} ms (${app.min}–${app.max}), generating the scenario`,
      })
    } catch (error) {
      results.push({
        name: screen.name,
        path: screen.path,
        error: String(error.message ?? error).split('\n')[0],
      })
    }
  }
  return results
}
