// npm run bench: the whole performance bench (issue 4). Builds production (mocking off) and demo
// (mocking on) into their own folders, checks the bundle budgets, loads each entry route cold in
// Chromium, runs Lighthouse (desktop and mobile), times the large scenario's list screens, writes
// reports/bench/bench.{md,json} and exits 1 when a budget in bench/budgets.json is exceeded.
// Options: --skip-build (reuse dist-bench-*), --runs N (default 5), --lighthouse-runs N (default
// 3, the median is checked), --no-lighthouse, --no-scale.
import { cpus, loadavg } from 'node:os'

import { mockApi, preview } from './bench/builds.mjs'
import { backendChecks, measureBackend } from './bench/backend.mjs'
import { lighthouseChecks } from './bench/budgets.mjs'
import { launchChromium, measureRoute, signedInState } from './bench/browser.mjs'
import { OUT_DIRS, PORTS, readBenchConfig } from './bench/config.mjs'
import { runLighthouse } from './bench/lighthouse.mjs'
import { writeReports } from './bench/report.mjs'
import { fillPath, readSeedFacts } from './bench/seed-facts.mjs'
import { bundleStage, printChecks } from './bench-bundle.mjs'

const argv = process.argv.slice(2)
const runsArg = argv.indexOf('--runs')
const runs = runsArg >= 0 ? Number(argv[runsArg + 1]) : 5
if (!Number.isInteger(runs) || runs < 1)
  throw new Error('--runs needs a whole number of at least 1')

// Lighthouse runs per route and preset; the report and the checks use their median.
const lighthouseRunsArg = argv.indexOf('--lighthouse-runs')
const lighthouseRuns = lighthouseRunsArg >= 0 ? Number(argv[lighthouseRunsArg + 1]) : 3

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}

/** One Lighthouse result from several runs of a preset: the median of each score and metric. */
function medianLighthouse(runs) {
  const of = (pick) =>
    Object.fromEntries(
      Object.keys(pick(runs[0])).map((key) => [key, median(runs.map((r) => pick(r)[key]))]),
    )
  return {
    preset: runs[0].preset,
    runs: runs.length,
    scores: of((r) => r.scores),
    metrics: of((r) => r.metrics),
    failedAudits: [...new Set(runs.flatMap((r) => r.failedAudits))],
  }
}

const started = performance.now()
const { budgets, routes, lighthouseRoutes, listScreens } = readBenchConfig()
const log = (message) =>
  console.log(`[bench ${Math.round((performance.now() - started) / 1000)}s] ${message}`)

// The bench measures its own builds (not dist/, which other tools rebuild at any time).
log('bundle')
const result = {
  startedAt: new Date().toISOString(),
  // Timings are only comparable on an idle machine: the report shows the load they ran under.
  machine: {
    cpus: cpus().length,
    loadAverageAtStart: loadavg().map((v) => Math.round(v * 10) / 10),
  },
  runs,
  ...bundleStage({ builds: argv.includes('--skip-build') ? 'reuse' : 'fresh' }),
}

const facts = await readSeedFacts()
const servers = {
  production: await preview('production', OUT_DIRS.production, PORTS.production),
  demo: await preview('demo', OUT_DIRS.demo, PORTS.demo),
}
// The production build's backend: the mock handlers over HTTP (scripts/bench/builds.mjs).
servers.api = await mockApi(servers.production.origin)
const browser = await launchChromium()
try {
  const states = new Map()
  const stateFor = async (as, scenario = 'demo') => {
    const key = `${as ?? 'anonymous'}:${scenario}`
    if (!states.has(key)) {
      const account = as ? facts.accounts[as] : undefined
      if (as && !account)
        throw new Error(`Unknown demo account "${as}" (mocks/seed/demo-accounts.ts)`)
      states.set(key, await signedInState(browser, servers.demo.origin, account, scenario))
    }
    return states.get(key)
  }

  result.browser = []
  for (const route of routes) {
    for (const build of route.builds) {
      const url = `${servers[build].origin}${fillPath(route.path, facts.params)}`
      log(`Chromium ${runs}x ${build} ${route.path}`)
      // The signed-in pages and the public ones both start from a seeded demo db on the demo build.
      const storageState = build === 'demo' && route.as ? await stateFor(route.as) : undefined
      const metrics = await measureRoute(browser, url, { ready: route.ready, storageState }, runs)
      result.browser.push({ name: route.name, routeId: route.routeId, build, ...metrics })
    }
  }

  result.lighthouse = []
  if (!argv.includes('--no-lighthouse')) {
    for (const routeId of lighthouseRoutes) {
      const route = routes.find((r) => r.routeId === routeId)
      // Pages that need data run on the demo build; the rest on production (mocking off).
      const build = route.builds.includes('production') ? 'production' : 'demo'
      log(`Lighthouse ${lighthouseRuns}x ${build} ${route.path}`)
      const url = `${servers[build].origin}${fillPath(route.path, facts.params)}`
      const runsOf = []
      for (let i = 0; i < lighthouseRuns; i++) runsOf.push(...(await runLighthouse(url)))
      for (const preset of new Set(runsOf.map((r) => r.preset)))
        result.lighthouse.push({
          routeId,
          build,
          ...medianLighthouse(runsOf.filter((r) => r.preset === preset)),
        })
    }
  }

  if (!argv.includes('--no-scale')) {
    // The browser's one mock backend under load (scripts/bench/backend.mjs, npm run bench:backend).
    result.backend = await measureBackend(browser, servers.demo.origin, listScreens, {
      runs: Math.min(runs, 3),
      accounts: facts.accounts,
      params: facts.params,
      log,
    })
  }
} finally {
  await browser.close()
  await Promise.all(Object.values(servers).map((server) => server.close()))
}

result.machine.loadAverageAtEnd = loadavg().map((v) => Math.round(v * 10) / 10)
if (!argv.includes('--no-lighthouse'))
  result.checks.push(...lighthouseChecks(budgets, result.lighthouse))
if (result.backend) result.checks.push(...backendChecks(budgets, result.backend))
const files = writeReports(result)
const failed = printChecks(result.checks)
log(`reports: ${files.md}, ${files.json}`)
process.exitCode = failed ? 1 : 0
