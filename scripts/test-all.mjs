// The README's test command: unit, integration and contract tests (Vitest), then the
// end-to-end tests in Chromium (Playwright) against the demo build. Stops at the first failure.
import { spawnSync } from 'node:child_process'

const steps = [
  ['Unit, integration and contract tests', 'vitest', ['run']],
  ['Chromium for the end-to-end tests', 'node', ['scripts/ensure-chromium.mjs']],
  ['End-to-end tests (Chromium, demo build)', 'playwright', ['test']],
]

const started = Date.now()
for (const [title, command, args] of steps) {
  console.log(`\n=== ${title} ===`)
  const stepStart = Date.now()
  const result = spawnSync(command, args, { stdio: 'inherit', shell: false })
  const seconds = ((Date.now() - stepStart) / 1000).toFixed(1)
  if (result.status !== 0) {
    console.error(`\n${title} failed after ${seconds}s`)
    process.exit(result.status ?? 1)
  }
  console.log(`${title}: passed in ${seconds}s`)
}
console.log(`\nAll tests passed in ${((Date.now() - started) / 1000).toFixed(1)}s`)
