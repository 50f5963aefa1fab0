import { clearDb } from '../db'
import { fileStore } from '../services/file-store'
import type { ScenarioName } from './scenarios'
import { instantiateTemplate } from './template'
import { emptyFromDemo, writeSeedData } from './write'

/**
 * Seeds a scenario in the browser. `demo` and `empty` replay the template computed at build time
 * (mocks/seed/vite-plugin.ts), so no faker ships for them; only `large` runs the generators, and
 * faker is downloaded then, on demand. Same records and ids as `seedScenario` in Node.
 */
export async function seedInBrowser(scenario: ScenarioName, now: Date = new Date()): Promise<void> {
  if (scenario === 'large') {
    const { seedScenario } = await import('./index')
    await seedScenario('large', { now })
    return
  }
  const { default: template } = await import('virtual:catalyst-demo-seed')
  const demo = instantiateTemplate(template, now)
  // Uploaded files go with the records that name them.
  await fileStore().clear()
  clearDb()
  await writeSeedData(scenario === 'empty' ? emptyFromDemo(demo) : demo, now)
}
