// npm run bench:bundle: the bundle budgets only (seconds; CI runs it after the production build).
// Reads dist/ and dist-demo/ when they are newer than every source file, else builds into the
// bench's own folders. Exits 1 when a budget is exceeded. `--build` always rebuilds.
import { existsSync } from 'node:fs'

import { manifestPathOf } from '../build/build-meta.ts'
import { build, isFresh, MODES } from './bench/builds.mjs'
import { bundleChecks } from './bench/budgets.mjs'
import { analyseBuild, topModules } from './bench/bundle.mjs'
import { OUT_DIRS, readBenchConfig } from './bench/config.mjs'
import { writeReports } from './bench/report.mjs'

/**
 * `builds`: `shared` reads dist/ and dist-demo/ when fresh (else builds into the bench folders),
 * `fresh` always builds into the bench folders, `reuse` reads the bench folders when they exist.
 */
export function bundleStage({ builds, ceilings = false }) {
  const { budgets, heavyModules, routes } = readBenchConfig()
  const dirs = {}
  for (const [kind, shared] of [
    ['production', 'dist'],
    ['demo', 'dist-demo'],
  ]) {
    if (builds === 'shared' && isFresh(shared)) {
      dirs[kind] = shared
    } else if (builds === 'reuse' && existsSync(manifestPathOf(OUT_DIRS[kind]))) {
      dirs[kind] = OUT_DIRS[kind]
    } else {
      const ms = build(MODES[kind], OUT_DIRS[kind])
      console.log(`Built ${kind} into ${OUT_DIRS[kind]} in ${ms} ms`)
      dirs[kind] = OUT_DIRS[kind]
    }
  }
  const production = analyseBuild(dirs.production, { routes, heavyModules, mock: false })
  const demo = analyseBuild(dirs.demo, { routes, heavyModules, mock: true })
  const login = production.routes.find((route) => route.routeId === '/auth/login')
  production.top = topModules(dirs.production, login.files, 15)
  demo.top = topModules(dirs.demo, demo.mockBoot.files, 10)
  return {
    bundle: { production, demo },
    checks: bundleChecks(budgets, heavyModules, production, demo, { ceilings }),
    // The issue's targets, reported next to the enforced ceilings.
    targets: ceilings ? bundleChecks(budgets, heavyModules, production, demo) : undefined,
  }
}

export function printChecks(checks, { label = 'budget', miss = 'FAIL' } = {}) {
  for (const c of checks)
    console.log(
      `${c.pass ? 'ok  ' : miss}  ${c.name}: ${c.actual}${c.unit ? ` ${c.unit}` : ''} (${label} ${c.limit}${c.unit ? ` ${c.unit}` : ''})`,
    )
  const failed = checks.filter((c) => !c.pass).length
  console.log(failed ? `${failed} budget(s) exceeded.` : 'All budgets met.')
  return failed
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const started = performance.now()
  const result = {
    startedAt: new Date().toISOString(),
    ...bundleStage({
      builds: process.argv.includes('--build') ? 'fresh' : 'shared',
      ceilings: true,
    }),
  }
  const files = writeReports(result)
  console.log("The issue's targets (reported; `npm run bench` fails on them):")
  printChecks(result.targets, { label: 'target', miss: 'MISS' })
  console.log('\nThe ceilings CI enforces (bench/budgets.json bundle.ceilings):')
  const failed = printChecks(result.checks)
  console.log(`Report: ${files.md} (${Math.round(performance.now() - started)} ms)`)
  process.exitCode = failed ? 1 : 0
}
