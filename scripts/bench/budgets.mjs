// Compares bench results with bench/budgets.json. Every check says what it measured and its limit.
import { kib } from './bundle.mjs'

const check = (name, actual, limit, unit, pass = actual <= limit) => ({
  name,
  actual,
  limit,
  unit,
  pass,
})

/**
 * Bundle budgets, from the production (mocking off) and demo (mocking on) analyses. With
 * `ceilings`, the size limits are the CI ratchet (`bundle.ceilings`) instead of the targets.
 */
export function bundleChecks(budgets, heavyModules, production, demo, { ceilings = false } = {}) {
  const checks = []
  const b = ceilings ? { ...budgets.bundle, ...budgets.bundle.ceilings } : budgets.bundle
  for (const [routeId, limit] of Object.entries(b.initialJsGzipKiB)) {
    const route = production.allPages.find((page) => page.routeId === routeId)
    if (!route) throw new Error(`Budget for unknown route ${routeId}`)
    checks.push(
      check(`Initial JS of ${routeId} (production, gzip)`, kib(route.js.gzip), limit, 'KiB'),
    )
  }
  const heaviest = production.allPages.reduce((a, page) => (page.js.gzip > a.js.gzip ? page : a))
  checks.push(
    check(
      `Largest initial JS of any route (production, gzip): ${heaviest.routeId}`,
      kib(heaviest.js.gzip),
      b.anyRouteInitialJsGzipKiB,
      'KiB',
    ),
  )
  if (demo) {
    const [prodLogin, demoLogin] = [production, demo].map((build) =>
      build.routes.find((route) => route.routeId === '/auth/login'),
    )
    const overhead = demoLogin.firstVisitJs.gzip - prodLogin.firstVisitJs.gzip
    checks.push(
      check(
        'Mock mode on a first visit: demo minus production JS, seed data included (/auth/login, gzip)',
        kib(overhead),
        b.mockFirstVisitOverheadGzipKiB,
        'KiB',
      ),
    )
  }
  for (const [label, build] of [
    ['production', production],
    ['demo', demo],
  ]) {
    if (!build) continue
    const misplaced = []
    for (const [library, files] of Object.entries(build.entryHeavy))
      misplaced.push(`${library} in the entry or mock boot (${files.join(', ')})`)
    for (const page of build.allPages)
      for (const library of Object.keys(page.heavy))
        if (!heavyModules[library].includes(page.routeId))
          misplaced.push(`${library} in the initial JS of ${page.routeId}`)
    checks.push({
      name: `Heavy libraries (${Object.keys(heavyModules).join(', ')}) only in lazy chunks of the routes that use them (${label})`,
      actual: misplaced.length ? misplaced.join('; ') : 'none misplaced',
      limit: 'none misplaced',
      unit: '',
      pass: misplaced.length === 0,
    })
  }
  return checks
}

/** Lighthouse budgets: `{ routeId: { preset: { category: minScore, cls: max } } }`. */
export function lighthouseChecks(budgets, results) {
  const checks = []
  for (const [routeId, presets] of Object.entries(budgets.lighthouse)) {
    if (routeId.startsWith('$')) continue
    for (const [preset, limits] of Object.entries(presets)) {
      const result = results.find((r) => r.routeId === routeId && r.preset === preset)
      if (!result) {
        checks.push(check(`Lighthouse ${preset} ${routeId}`, 'not run', 'run', '', false))
        continue
      }
      for (const [metric, limit] of Object.entries(limits)) {
        if (metric === 'cls') {
          checks.push(check(`Lighthouse ${preset} CLS ${routeId}`, result.metrics.cls, limit, ''))
        } else if (metric === 'tbtMs') {
          // Blocking time must stay under its limit.
          const actual = result.metrics.tbt
          checks.push(
            check(
              `Lighthouse ${preset} blocking time ${routeId}`,
              actual,
              limit,
              'ms',
              actual < limit,
            ),
          )
        } else {
          const actual = result.scores[metric]
          checks.push(
            check(`Lighthouse ${preset} ${metric} ${routeId}`, actual, limit, '', actual >= limit),
          )
        }
      }
    }
  }
  return checks
}
