import { describe, expect, it } from 'vitest'

import { CHUNK_IMPORT_GLOBAL as RUNTIME_GLOBAL } from '../src/lib/chunk-retry'
import { CHUNK_IMPORT_GLOBAL, rewriteChunkImports } from './retryable-imports'

describe('retryable chunk imports', () => {
  it('routes an app chunk import through the page helper, with its base URL', () => {
    expect(rewriteChunkImports('j(()=>import(`./forgot-password-D2hPoi_T.js`),d)')).toBe(
      'j(()=>(globalThis.__catalystImport||(s=>import(s)))(`./forgot-password-D2hPoi_T.js`,import.meta.url),d)',
    )
    expect(rewriteChunkImports('import("../assets/a-1.js")')).toContain(
      '("../assets/a-1.js",import.meta.url)',
    )
  })

  it('leaves everything else alone: bare specifiers, variables, other files', () => {
    const untouched = [
      'import(`react`)',
      'import(url)',
      'import(`./data.json`)',
      'xsimport(`./a.js`)',
    ]
    for (const code of untouched) expect(rewriteChunkImports(code)).toBe(code)
  })

  it('names the global the runtime installs', () => {
    expect(CHUNK_IMPORT_GLOBAL).toBe(RUNTIME_GLOBAL)
  })
})
