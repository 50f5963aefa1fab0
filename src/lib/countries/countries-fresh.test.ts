import { execFileSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

import { describe, expect, it } from 'vitest'

// jsdom replaces the global URL, so resolve paths from the plain file URL string.
const here = dirname(fileURLToPath(import.meta.url))
const generator = join(here, '../../../scripts/generate-countries.mjs')
const committed = join(here, 'countries.gen.ts')

describe('countries.gen.ts', () => {
  it('is what scripts/generate-countries.mjs produces (re-run it when this fails)', () => {
    const dir = mkdtempSync(join(tmpdir(), 'countries-fresh-'))
    try {
      const out = join(dir, 'countries.gen.ts')
      execFileSync(process.execPath, [generator, out], { stdio: ['ignore', 'ignore', 'inherit'] })
      expect(readFileSync(out, 'utf8') === readFileSync(committed, 'utf8')).toBe(true)
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })
})
