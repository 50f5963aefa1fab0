import { ESLint } from 'eslint'
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript'
import { importX } from 'eslint-plugin-import-x'
import tseslint from 'typescript-eslint'
import { describe, expect, it } from 'vitest'

import { boundaryZones } from '../../eslint.boundaries.js'

/** Lints `code` as if it lived at `filePath`, with only the boundary rule of eslint.config.js. */
async function boundaryErrors(filePath: string, code: string): Promise<string[]> {
  const eslint = new ESLint({
    overrideConfigFile: true,
    overrideConfig: [
      {
        files: ['**/*.ts', '**/*.tsx'],
        languageOptions: { parser: tseslint.parser },
        plugins: { 'import-x': importX as unknown as ESLint.Plugin },
        settings: {
          'import-x/resolver-next': [
            createTypeScriptImportResolver({ project: './tsconfig.app.json' }),
          ],
        },
        rules: { 'import-x/no-restricted-paths': ['error', { zones: boundaryZones }] },
      },
    ],
  })
  const [result] = await eslint.lintText(code, { filePath })
  return (result?.messages ?? []).map((message) => message.message)
}

describe('import boundaries (ARCHITECTURE.md)', () => {
  it('refuses a lower layer importing a feature', async () => {
    expect(await boundaryErrors('src/lib/probe.ts', "import '@/features/auth/schemas'\n")).toEqual([
      'Unexpected path "@/features/auth/schemas" imported in restricted zone. ' +
        'src/lib may import src/components, src/lib, src/api and src/config, never features, routes or app, which sit above it: take what it needs from them as a prop, a callback or an argument.',
    ])
  })

  it('refuses a feature importing another feature, allows its own files', async () => {
    expect(
      await boundaryErrors('src/features/errors/probe.ts', "import '@/features/auth/schemas'\n"),
    ).toEqual([
      'Unexpected path "@/features/auth/schemas" imported in restricted zone. ' +
        'A feature may import src/components, src/lib, src/api and src/config and its own files, never another feature: compose them in a route (src/routes) or pass a slot prop; move what both need down into src/components or src/lib.',
    ])
    expect(await boundaryErrors('src/features/auth/probe.ts', "import './schemas'\n")).toEqual([])
  })

  it('refuses src importing the mock backend', async () => {
    expect(await boundaryErrors('src/app/probe.ts', "import '@mocks/node'\n")).toEqual([
      expect.stringContaining('src may import src and packages, never mocks'),
    ])
  })

  it('refuses the mock backend importing a screen, saying what it may import', async () => {
    expect(
      await boundaryErrors('mocks/handlers/probe.ts', "import '@/components/ui/button'\n"),
    ).toEqual([expect.stringContaining('The mock backend may import src/api')])
  })

  it('says in every message what the importing side may import, not only what it may not', () => {
    for (const zone of boundaryZones) expect(zone.message).toMatch(/ may import .*, never /)
  })

  it('lets routes compose features', async () => {
    expect(
      await boundaryErrors('src/routes/probe.tsx', "import '@/features/auth/login-page'\n"),
    ).toEqual([])
  })
})
