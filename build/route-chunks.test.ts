import { describe, expect, it } from 'vitest'

import { readRouteFiles, routeChunkFiles, type Manifest } from './route-chunks.ts'

const manifest: Manifest = {
  'index.html': { file: 'assets/index.js', imports: ['_core.js'] },
  '_core.js': { file: 'assets/core.js' },
  '_shared.js': { file: 'assets/shared.js', imports: ['_core.js'], css: ['assets/shared.css'] },
  'src/routes/auth.tsx?tsr-split=component': { file: 'assets/auth.js', imports: ['_core.js'] },
  'src/routes/auth/login.tsx?tsr-split=component': {
    file: 'assets/login.js',
    imports: ['_shared.js', '_core.js'],
  },
  'src/routes/auth/login.tsx?tsr-split=errorComponent': { file: 'assets/login-error.js' },
  'src/api/sdk.ts': { file: 'assets/sdk.js', imports: ['_sdk.gen.js'] },
  '_sdk.gen.js': { file: 'assets/sdk.gen.js' },
}

describe('routeChunkFiles', () => {
  it("lists the route files' component chunks and their imports, not what the entry has", () => {
    expect(routeChunkFiles(manifest, ['src/routes/auth.tsx', 'src/routes/auth/login.tsx'])).toEqual(
      {
        js: ['assets/auth.js', 'assets/login.js', 'assets/shared.js'],
        css: ['assets/shared.css'],
      },
    )
  })

  it('adds the modules a page names, with their imports', () => {
    expect(routeChunkFiles(manifest, [], ['src/api/sdk.ts']).js).toEqual([
      'assets/sdk.gen.js',
      'assets/sdk.js',
    ])
  })
})

describe('readRouteFiles', () => {
  it('maps route ids to their files from the generated tree', () => {
    const source = `import { Route as AuthRouteImport } from './routes/auth'
import { Route as AuthLoginRouteImport } from './routes/auth/login'
export interface FileRoutesById {
  '/auth': typeof AuthRouteWithChildren
  '/auth/login': typeof AuthLoginRoute
}`
    expect([...readRouteFiles(source)]).toEqual([
      ['__root__', 'src/routes/__root.tsx'],
      ['/auth', 'src/routes/auth.tsx'],
      ['/auth/login', 'src/routes/auth/login.tsx'],
    ])
  })
})
