// npm run bench:backend: the browser's one mock backend under load (issue 25), on its own: builds
// the demo build when its sources changed (dist-bench-demo), serves it, runs
// scripts/bench/backend.mjs in Chromium and checks bench/budgets.json `oneBackend`. Writes
// reports/bench/backend.{md,json}; exits 1 when a budget is exceeded. `npm run bench` runs the
// same measures as its last stage. Options: --runs N (cold loads per screen, default 3);
// --screen NAME (that list screen of bench/list-screens.json alone, without the other measures).
import { mkdirSync, writeFileSync } from 'node:fs'
import { cpus, loadavg } from 'node:os'
import { join } from 'node:path'

import { backendChecks, measureBackend } from './bench/backend.mjs'
import { launchChromium } from './bench/browser.mjs'
import { build, isFresh, MODES, preview } from './bench/builds.mjs'
import { OUT_DIRS, PORTS, readBenchConfig, REPORT_DIR } from './bench/config.mjs'
import { backendSection } from './bench/report.mjs'
import { readSeedFacts } from './bench/seed-facts.mjs'
import { printChecks } from './bench-bundle.mjs'

const argv = process.argv.slice(2)
const runsArg = argv.indexOf('--runs')
const runs = runsArg >= 0 ? Number(argv[runsArg + 1]) : 3
if (!Number.isInteger(runs) || runs < 1)
  throw new Error('--runs needs a whole number of at least 1')
const screenArg = argv.indexOf('--screen')
const only = screenArg >= 0 ? argv[screenArg + 1] : null

const started = performance.now()
const log = (message) =>
  console.log(`[bench:backend ${Math.round((performance.now() - started) / 1000)}s] ${message}`)

const { budgets, listScreens } = readBenchConfig()
const screens = only ? listScreens.filter((screen) => screen.name === only) : listScreens
if (only && screens.length === 0)
  throw new Error(`No list screen named "${only}" in bench/list-screens.json`)
if (!isFresh(OUT_DIRS.demo)) {
  log('building the demo build')
  build(MODES.demo, OUT_DIRS.demo)
}
const facts = await readSeedFacts()
const server = await preview('demo', OUT_DIRS.demo, PORTS.demo)
const browser = await launchChromium()
const result = {
  startedAt: new Date().toISOString(),
  machine: {
    cpus: cpus().length,
    loadAverageAtStart: loadavg().map((v) => Math.round(v * 10) / 10),
  },
  runs,
}
try {
  result.backend = await measureBackend(browser, server.origin, screens, {
    runs,
    screensOnly: Boolean(only),
    accounts: facts.accounts,
    params: facts.params,
    log,
  })
} finally {
  await browser.close()
  await server.close()
}
result.machine.loadAverageAtEnd = loadavg().map((v) => Math.round(v * 10) / 10)
result.checks = backendChecks(budgets, result.backend)
mkdirSync(REPORT_DIR, { recursive: true })
writeFileSync(join(REPORT_DIR, 'backend.json'), `${JSON.stringify(result, null, 2)}\n`)
writeFileSync(
  join(REPORT_DIR, 'backend.md'),
  `# One mock backend (${result.startedAt})\n\nMachine: ${result.machine.cpus} cores, load ${result.machine.loadAverageAtStart.join(' ')} at start, ${result.machine.loadAverageAtEnd.join(' ')} at end.\n\n${backendSection(result.backend).join('\n')}\n`,
)
const failed = printChecks(result.checks)
log(`reports: ${join(REPORT_DIR, 'backend.md')}`)
process.exitCode = failed ? 1 : 0
