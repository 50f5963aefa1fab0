import type { Plugin } from 'vite'

/**
 * Routes every dynamic import of an app chunk in the build through the page's `importChunk`
 * (src/lib/chunk-retry.ts), so that a chunk which failed to load is requested again on Retry
 * instead of failing from the browser's module map. Until the entry has installed it (or if it
 * never does), the plain import runs: the output behaves exactly as before.
 */
export const CHUNK_IMPORT_GLOBAL = '__catalystImport'

// The bundler writes `import(`./name-hash.js`)` (or with quotes) for a chunk of this build.
const CHUNK_IMPORT = /\bimport\((`|"|')(\.\.?\/[^`"'\s]+?\.js)\1\)/g

export function rewriteChunkImports(code: string): string {
  return code.replace(
    CHUNK_IMPORT,
    (_match, quote: string, path: string) =>
      `(globalThis.${CHUNK_IMPORT_GLOBAL}||(s=>import(s)))(${quote}${path}${quote},import.meta.url)`,
  )
}

export function retryableImportsPlugin(): Plugin {
  return {
    name: 'catalyst:retryable-imports',
    apply: 'build',
    renderChunk(code) {
      const rewritten = rewriteChunkImports(code)
      return rewritten === code ? null : { code: rewritten, map: null }
    },
  }
}
