import { ESLint, type Linter } from 'eslint'
import { describe, expect, it } from 'vitest'

import { root } from './tracked-files'

/**
 * The house rules of eslint.config.js reach the files they are meant for, and only those: a
 * `files` or `ignores` pattern that stops matching would switch a rule off without a sound.
 */
const eslint = new ESLint({ cwd: root })

async function severity(file: string, rule: string): Promise<string> {
  const config = (await eslint.calculateConfigForFile(file)) as Linter.Config | undefined
  const setting = config?.rules?.[rule]
  const level = Array.isArray(setting) ? setting[0] : setting
  return ({ 0: 'off', 1: 'warn', 2: 'error' } as Record<string, string>)[String(level)] ?? 'off'
}

describe('eslint.config.js', () => {
  it.each([
    'src/features/chat/chat-page.tsx',
    'mocks/handlers/http.ts',
    'tests/security/surfaces.ts',
    'tests/e2e/support/a11y.ts',
    'scripts/bench/backend.mjs',
    'src/components/ui/button.stories.tsx',
    'eslint.config.js',
  ])('holds %s to 300 lines', async (file) => {
    expect(await severity(file, 'max-lines')).toBe('error')
  })

  it.each([
    'src/lib/format/dates.test.ts',
    'tests/integration/chat.test.tsx',
    'tests/e2e/a11y.spec.ts',
    'src/lib/countries/countries.gen.ts',
  ])('lets %s (a test or generated) be longer', async (file) => {
    expect(await severity(file, 'max-lines')).toBe('off')
  })

  it.each(['src/app/router.tsx', 'mocks/db/index.ts', 'scripts/bench/backend.mjs'])(
    'refuses import cycles in %s',
    async (file) => {
      expect(await severity(file, 'import-x/no-cycle')).toBe('error')
    },
  )

  it('counts every line, blank and comment lines included', async () => {
    const config = (await eslint.calculateConfigForFile('src/app/router.tsx')) as Linter.Config
    expect(config.rules?.['max-lines']).toEqual([
      2,
      { max: 300, skipBlankLines: false, skipComments: false },
    ])
  })
})
