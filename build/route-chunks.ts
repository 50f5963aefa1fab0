// Which built files a route needs, read from Vite's manifest: the bench (scripts/bench/bundle.mjs)
// measures them and the prerenderer (build/prerender.ts) announces them with modulepreload.
// Plain Node with type stripping runs this file too (the bench imports it): erasable TypeScript.

export interface ManifestChunk {
  file: string
  imports?: string[]
  dynamicImports?: string[]
  css?: string[]
}
export type Manifest = Record<string, ManifestChunk>

/** Manifest keys statically reachable from `keys` (the keys themselves included). */
export function staticClosure(manifest: Manifest, keys: Iterable<string>): Set<string> {
  const seen = new Set<string>()
  const visit = (key: string) => {
    if (seen.has(key) || !manifest[key]) return
    seen.add(key)
    for (const next of manifest[key].imports ?? []) visit(next)
  }
  for (const key of keys) visit(key)
  return seen
}

/**
 * The lazy chunks TanStack Router's autoCodeSplitting made for a route file that a visit renders:
 * the `component` split (error, not-found and pending components load only when shown).
 */
export function routeComponentKeys(manifest: Manifest, file: string): string[] {
  return Object.keys(manifest).filter((key) => {
    const [path, query] = key.split('?')
    if (path !== file || !query?.startsWith('tsr-split=')) return false
    return query.slice('tsr-split='.length).split('---').includes('component')
  })
}

/**
 * The JS and CSS files a first visit to a page loads beyond the entry's own (index.html already
 * names those): the component chunks of the page's route files, the modules named in
 * `extraKeys`, and everything they import.
 */
export function routeChunkFiles(
  manifest: Manifest,
  routeFiles: readonly string[],
  extraKeys: readonly string[] = [],
): { js: string[]; css: string[] } {
  const entry = staticClosure(manifest, ['index.html'])
  const keys = staticClosure(manifest, [
    ...routeFiles.flatMap((file) => routeComponentKeys(manifest, file)),
    ...extraKeys,
  ])
  const js = new Set<string>()
  const css = new Set<string>()
  for (const key of keys) {
    if (entry.has(key)) continue
    js.add(manifest[key].file)
    for (const file of manifest[key].css ?? []) css.add(file)
  }
  return { js: [...js].sort(), css: [...css].sort() }
}

const ROUTE_TREE = 'src/routeTree.gen.ts'

/**
 * Route id (e.g. `/_app/_counsellor/dashboard`) to the file that defines it
 * (`src/routes/...tsx`), read from the generated route tree's source.
 */
export function readRouteFiles(source: string): Map<string, string> {
  const imports = new Map<string, string>()
  for (const match of source.matchAll(
    /import \{ Route as (\w+)Import \} from '\.\/routes\/([^']+)'/g,
  ))
    imports.set(match[1], `src/routes/${match[2]}.tsx`)
  const body = /export interface FileRoutesById \{([\s\S]*?)\n\}/.exec(source)?.[1]
  if (!body) throw new Error(`FileRoutesById not found in ${ROUTE_TREE}`)
  const files = new Map([['__root__', 'src/routes/__root.tsx']])
  for (const match of body.matchAll(/'([^']+)': typeof (\w+?)(WithChildren)?\b/g)) {
    const file = imports.get(match[2])
    if (!file) throw new Error(`No import for ${match[2]} in ${ROUTE_TREE}`)
    files.set(match[1], file)
  }
  return files
}
