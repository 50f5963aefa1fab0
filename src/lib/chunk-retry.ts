/**
 * Chunks that recover. A browser remembers a failed `import()` of a URL for the page's life (the
 * module map keeps the failure), so importing the same chunk again after a network blip fails at
 * once without a request, and Retry could never help. The build (build/retryable-imports.ts)
 * routes every dynamic import of an app chunk through `importChunk`, which asks for a chunk that
 * failed before under a new query string: a fresh request, the same file. Shared chunks it
 * imports keep their URLs, so nothing is evaluated twice.
 */
const GLOBAL_NAME = '__catalystImport'

const failures = new Map<string, number>()

/** Imports the chunk `specifier` (relative to `base`, the importing chunk's URL). */
export function importChunk(specifier: string, base: string): Promise<unknown> {
  const url = new URL(specifier, base).href
  const failed = failures.get(url) ?? 0
  const target = failed ? `${url}${url.includes('?') ? '&' : '?'}retry=${failed}` : url
  return import(/* @vite-ignore */ target).then(
    (module: unknown) => {
      failures.delete(url)
      return module
    },
    (error: unknown) => {
      failures.set(url, failed + 1)
      throw error
    },
  )
}

/** Makes `importChunk` reachable from the built chunks; call before the first dynamic import. */
export function installChunkRetry(): void {
  Object.assign(globalThis, { [GLOBAL_NAME]: importChunk })
}

/**
 * A chunk or one of its files could not be loaded (the texts of Chromium, Firefox and Safari,
 * and of Vite's preload helper).
 */
export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false
  return /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS/i.test(
    error.message,
  )
}

export const CHUNK_IMPORT_GLOBAL = GLOBAL_NAME
