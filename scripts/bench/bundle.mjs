// The bundle half of the bench: from Vite's manifest, the JS and CSS a first visit to each route
// downloads (entry + static imports, the route chain's lazy component chunks and theirs, and in
// mock mode the mock backend and seed loaded before the first render), raw, gzip and brotli.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'

import { manifestPathOf } from '../../build/build-meta.ts'
import { routeComponentKeys, staticClosure } from '../../build/route-chunks.ts'
import { pageRouteIds, readRouteFiles, routeChain } from './route-tree.mjs'
import { bytesBySource, packageOf, readChunkMap } from './source-map.mjs'

const sizeCache = new Map()

/** Raw, gzip (level 9) and brotli (quality 11) sizes of a built file. */
export function sizesOf(file) {
  if (!sizeCache.has(file)) {
    const content = readFileSync(file)
    sizeCache.set(file, {
      raw: content.length,
      gzip: gzipSync(content, { level: 9 }).length,
      brotli: brotliCompressSync(content, {
        params: { [constants.BROTLI_PARAM_QUALITY]: 11 },
      }).length,
    })
  }
  return sizeCache.get(file)
}

const add = (a, b) => ({ raw: a.raw + b.raw, gzip: a.gzip + b.gzip, brotli: a.brotli + b.brotli })
const ZERO = { raw: 0, gzip: 0, brotli: 0 }
export const kib = (bytes) => Math.round((bytes / 1024) * 10) / 10

/** Vite's manifest of a build, kept outside the served folder (build/build-meta.ts). */
export function readManifest(outDir) {
  return JSON.parse(readFileSync(manifestPathOf(outDir), 'utf8'))
}

/**
 * What a first visit loads before the app renders in mock mode: the mock backend chunk the entry
 * imports lazily (src/main.tsx) and the demo seed it fetches on a first visit.
 */
function mockBootKeys(manifest) {
  const entry = manifest['index.html']
  const boot = (entry.dynamicImports ?? []).filter((key) => key.startsWith('mocks/'))
  const seed = Object.keys(manifest).filter((key) => key.includes('virtual:catalyst-demo-seed'))
  return { boot, seed }
}

function measure(outDir, manifest, keys) {
  const files = new Set()
  for (const key of keys) {
    const chunk = manifest[key]
    files.add(chunk.file)
    for (const css of chunk.css ?? []) files.add(css)
  }
  const list = [...files].sort()
  const js = list
    .filter((f) => f.endsWith('.js'))
    .reduce((s, f) => add(s, sizesOf(join(outDir, f))), ZERO)
  const css = list
    .filter((f) => f.endsWith('.css'))
    .reduce((s, f) => add(s, sizesOf(join(outDir, f))), ZERO)
  return { files: list, js, css }
}

/** Heavy libraries found in the given chunks' source maps: `{ library: [chunk files] }`. */
function heavyIn(outDir, files, heavyModules) {
  const found = {}
  for (const file of files.filter((f) => f.endsWith('.js'))) {
    const map = readChunkMap(outDir, file)
    for (const source of map?.sources ?? []) {
      const pkg = packageOf(source)
      for (const library of Object.keys(heavyModules)) {
        const matches = library.endsWith('/*')
          ? pkg.startsWith(library.slice(0, -1))
          : pkg === library
        if (matches) (found[library] ??= new Set()).add(file)
      }
    }
  }
  return Object.fromEntries(Object.entries(found).map(([k, v]) => [k, [...v]]))
}

/** The largest source packages/files in a set of chunks (gzip estimated by the chunk's ratio). */
export function topModules(outDir, files, limit = 12) {
  const totals = new Map()
  for (const file of files.filter((f) => f.endsWith('.js'))) {
    const path = join(outDir, file)
    const map = readChunkMap(outDir, file)
    if (!map) continue
    const code = readFileSync(path, 'utf8')
    const ratio = sizesOf(path).gzip / Math.max(1, code.length)
    for (const [source, bytes] of bytesBySource(code, map)) {
      const key = packageOf(source)
      totals.set(key, (totals.get(key) ?? 0) + bytes * ratio)
    }
  }
  return [...totals]
    .sort((a, b) => b[1] - a[1])
    .slice(0, limit)
    .map(([module, gzip]) => ({ module, gzipEstimate: Math.round(gzip) }))
}

/**
 * Analyses one build. `mock`: count the mock backend and seed a first visit loads (demo build).
 * Returns per-route initial sets for `routes` (bench/routes.json), initial JS for every page
 * route, where heavy libraries sit, and the total of all chunks.
 */
export function analyseBuild(outDir, { routes, heavyModules, mock }) {
  const manifest = readManifest(outDir)
  const files = readRouteFiles()
  const entryKeys = staticClosure(manifest, ['index.html'])
  const { boot, seed } = mockBootKeys(manifest)
  const bootKeys = mock ? staticClosure(manifest, boot) : new Set()
  for (const key of entryKeys) bootKeys.delete(key)

  const initialKeys = (routeId) => {
    const routeKeys = routeChain(routeId, files).flatMap((id) =>
      routeComponentKeys(manifest, files.get(id)),
    )
    return new Set([...entryKeys, ...bootKeys, ...staticClosure(manifest, routeKeys)])
  }

  const entry = measure(outDir, manifest, entryKeys)
  const mockBoot = measure(outDir, manifest, bootKeys)
  const seedData = measure(outDir, manifest, mock ? seed : [])
  const perRoute = routes.map((route) => {
    const keys = initialKeys(route.routeId)
    const set = measure(outDir, manifest, keys)
    const withSeed = mock ? add(set.js, seedData.js) : set.js
    return { ...route, ...set, firstVisitJs: withSeed }
  })
  const allPages = pageRouteIds().map((routeId) => {
    const set = measure(outDir, manifest, initialKeys(routeId))
    // Heavy libraries allowed on a route may sit in its chunks, never in the entry or mock boot.
    return { routeId, js: set.js, heavy: heavyIn(outDir, set.files, heavyModules) }
  })
  const everything = new Set(Object.values(manifest).flatMap((c) => [c.file, ...(c.css ?? [])]))
  const all = [...everything].reduce((s, f) => add(s, sizesOf(join(outDir, f))), ZERO)
  return {
    outDir,
    entry,
    mockBoot,
    seedData,
    routes: perRoute,
    allPages,
    entryHeavy: heavyIn(outDir, [...entry.files, ...mockBoot.files], heavyModules),
    total: { files: everything.size, ...all },
  }
}
