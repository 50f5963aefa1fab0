// The bench's checked-in configuration: budgets, entry routes and list screens (bench/*.json).
import { readFileSync } from 'node:fs'

const read = (file) =>
  JSON.parse(readFileSync(new URL(`../../bench/${file}`, import.meta.url), 'utf8'))

export function readBenchConfig() {
  const budgets = read('budgets.json')
  const { routes, lighthouse } = read('routes.json')
  const { screens } = read('list-screens.json')
  const heavyModules = Object.fromEntries(
    Object.entries(budgets.bundle.heavyModules).filter(([name]) => !name.startsWith('$')),
  )
  return { budgets, heavyModules, routes, lighthouseRoutes: lighthouse, listScreens: screens }
}

// BENCH_DEMO_PORT and BENCH_DEMO_OUT_DIR let benches of several worktrees run side by side.
export const PORTS = {
  production: 4185,
  demo: Number(process.env.BENCH_DEMO_PORT ?? 4186),
  api: 4187,
  apiControl: 4188,
}
export const OUT_DIRS = {
  production: 'dist-bench-prod',
  demo: process.env.BENCH_DEMO_OUT_DIR ?? 'dist-bench-demo',
}
export const REPORT_DIR = 'reports/bench'
