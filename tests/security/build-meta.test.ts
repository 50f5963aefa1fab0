// The served folder holds only what browsers need (docs/security.md): source maps and Vite's
// manifest move to `<outDir>-meta/` beside it. scripts/check-prod-bundle.mjs checks the real
// production build in CI; this checks the plugin itself, in a temporary folder, in about a second.
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join, resolve } from 'node:path'

import { build } from 'vite'
import { afterEach, describe, expect, it } from 'vitest'

import {
  buildMetaPlugin,
  manifestPathOf,
  metaDirOf,
  metaFilesIn,
  moveBuildMeta,
  sourceMapPathOf,
} from '../../build/build-meta'

const roots: string[] = []
afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true })
})

function tempRoot(files: Record<string, string> = {}): string {
  const root = mkdtempSync(join(tmpdir(), 'build-meta-'))
  roots.push(root)
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true })
    writeFileSync(join(root, path), content)
  }
  return root
}

describe('metaDirOf', () => {
  it('is a sibling of the served folder, whatever --outDir says', () => {
    expect(metaDirOf('dist')).toBe('dist-meta')
    expect(metaDirOf('dist-demo/')).toBe('dist-demo-meta')
    expect(metaDirOf('/srv/app/dist-bench-prod')).toBe('/srv/app/dist-bench-prod-meta')
    expect(manifestPathOf('dist')).toBe(join('dist-meta', '.vite', 'manifest.json'))
    expect(sourceMapPathOf('dist', 'assets/a.js')).toBe(join('dist-meta', 'assets', 'a.js.map'))
  })
})

describe('moveBuildMeta', () => {
  it('leaves the served folder with only what browsers load, and replaces older metadata', () => {
    const root = tempRoot({
      'dist/index.html': '<!doctype html>',
      'dist/assets/a.js': 'export {}',
      'dist/assets/a.js.map': '{"version":3}',
      'dist/assets/a.css': 'a{}',
      'dist/assets/a.css.map': '{"version":3}',
      'dist/.vite/manifest.json': '{}',
      'dist-meta/assets/old.js.map': '{"version":3}',
    })
    const served = join(root, 'dist')
    expect(metaFilesIn(served)).toEqual([
      '.vite/manifest.json',
      'assets/a.css.map',
      'assets/a.js.map',
    ])

    const moved = moveBuildMeta(served, join(root, 'dist-meta'), { empty: true })

    expect(moved).toHaveLength(3)
    expect(metaFilesIn(served)).toEqual([])
    expect(existsSync(join(served, '.vite'))).toBe(false)
    expect(readFileSync(join(served, 'assets/a.js'), 'utf8')).toBe('export {}')
    expect(metaFilesIn(join(root, 'dist-meta'))).toEqual([
      '.vite/manifest.json',
      'assets/a.css.map',
      'assets/a.js.map',
    ])
  })

  it('refuses a metadata folder inside the served folder, or around it', () => {
    const root = tempRoot({ 'dist/assets/a.js.map': '{}' })
    const served = join(root, 'dist')
    expect(() => moveBuildMeta(served, join(served, 'meta'), { empty: true })).toThrow(/outside/)
    expect(() => moveBuildMeta(served, served, { empty: true })).toThrow(/outside/)
    expect(() => moveBuildMeta(served, root, { empty: true })).toThrow(/outside/)
    expect(metaFilesIn(served)).toEqual(['assets/a.js.map'])
  })
})

describe('buildMetaPlugin in a Vite build', () => {
  it('writes hidden maps and the manifest beside the served folder, not in it', async () => {
    const root = tempRoot({
      'index.html': '<!doctype html><html><body><script type="module" src="/main.js"></script>',
      'main.js': "import('./lazy.js').then(({ answer }) => console.log(answer))\n",
      'lazy.js': 'export const answer = 42\n',
      // Left by an earlier build: must not survive next to the new maps.
      'dist-meta/assets/stale.js.map': '{"version":3,"sources":["../../mocks/old.ts"]}',
    })
    await build({
      root,
      configFile: false,
      logLevel: 'silent',
      plugins: [buildMetaPlugin()],
      build: { sourcemap: 'hidden', manifest: true },
    })

    const served = join(root, 'dist')
    expect(existsSync(join(served, 'index.html'))).toBe(true)
    expect(metaFilesIn(served)).toEqual([])

    const manifest = JSON.parse(readFileSync(manifestPathOf(served), 'utf8')) as Record<
      string,
      { file: string }
    >
    const chunks = Object.values(manifest).map((chunk) => chunk.file)
    expect(chunks).toHaveLength(2)
    const metaDir = metaDirOf(served)
    expect(metaFilesIn(metaDir).sort()).toEqual(
      ['.vite/manifest.json', ...chunks.map((file) => `${file}.map`)].sort(),
    )
    for (const file of chunks) {
      expect(existsSync(join(served, file))).toBe(true)
      expect(readFileSync(join(served, file), 'utf8')).not.toContain('sourceMappingURL')
      // The maps keep their depth, so their relative `sources` still name the real files.
      const mapPath = sourceMapPathOf(served, file)
      const { sources } = JSON.parse(readFileSync(mapPath, 'utf8')) as { sources: string[] }
      for (const source of sources) expect(existsSync(resolve(dirname(mapPath), source))).toBe(true)
    }
  })
})
