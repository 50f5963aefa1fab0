// Keeps what the browser does not need out of the folder a host serves (docs/security.md). The
// builds write hidden source maps and Vite's manifest; this moves them from `<outDir>` to
// `<outDir>-meta/` beside it, in the same layout: `dist/assets/x.js` has its map at
// `dist-meta/assets/x.js.map` and the manifest sits at `dist-meta/.vite/manifest.json`.
//
// A sibling at the same depth, because a map's `sources` are relative to the map
// (`../../src/main.tsx`) and still name the same files from there, and because every tool that
// knows a build's outDir (`--outDir` included) finds its metadata without more configuration.
// `dist-*` is already ignored by git, ESLint and Prettier.
//
// Plain Node with type stripping runs this file too (scripts/check-prod-bundle.mjs and the bench
// import it), so it uses erasable TypeScript only and imports nothing but Node and Vite's types.
import { cpSync, existsSync, mkdirSync, readdirSync, renameSync, rmdirSync, rmSync } from 'node:fs'
import { dirname, isAbsolute, join, relative, resolve, sep } from 'node:path'

import type { Plugin } from 'vite'

/** The folder that holds a build's source maps and manifest: `dist` -> `dist-meta`. */
export function metaDirOf(outDir: string): string {
  return `${outDir.replace(/[\\/]+$/, '')}-meta`
}

/** Where Vite's manifest (`build.manifest: true`) ends up for a build into `outDir`. */
export function manifestPathOf(outDir: string): string {
  return join(metaDirOf(outDir), '.vite', 'manifest.json')
}

/** Where the source map of a built file (`assets/x.js`, relative to outDir) ends up. */
export function sourceMapPathOf(outDir: string, file: string): string {
  return join(metaDirOf(outDir), `${file}.map`)
}

/** True for build metadata: a source map, or anything in Vite's `.vite/` folder (the manifest). */
function isMeta(path: string): boolean {
  return path.endsWith('.map') || path === '.vite' || path.startsWith('.vite/')
}

/**
 * The build metadata found in a folder, as paths relative to it with `/`: every `.map` file and
 * every file under `.vite/`. Empty for a folder fit to serve.
 */
export function metaFilesIn(dir: string): string[] {
  if (!existsSync(dir)) return []
  const found: string[] = []
  const visit = (relativeDir: string) => {
    for (const entry of readdirSync(join(dir, relativeDir), { withFileTypes: true })) {
      const path = relativeDir ? `${relativeDir}/${entry.name}` : entry.name
      if (entry.isDirectory()) visit(path)
      else if (isMeta(path)) found.push(path)
    }
  }
  visit('')
  return found.sort()
}

const isInside = (child: string, parent: string) => {
  const path = relative(parent, child)
  return path !== '' && !path.startsWith('..') && !isAbsolute(path)
}

function move(from: string, to: string) {
  mkdirSync(dirname(to), { recursive: true })
  try {
    renameSync(from, to)
  } catch (error) {
    // A metaDir on another file system (a custom `metaDir`): copy, then delete.
    if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error
    cpSync(from, to)
    rmSync(from)
  }
}

/** Deletes the now empty folders a moved file leaves behind (`.vite/`), up to `root`. */
function pruneEmpty(dir: string, root: string) {
  for (let current = dir; isInside(current, root); current = dirname(current)) {
    if (readdirSync(current).length > 0) return
    rmdirSync(current)
  }
}

/**
 * Moves the source maps and `.vite/` of `outDir` into `metaDir`, keeping their paths. `empty`
 * first deletes `metaDir`, so no map of an older build survives next to the new ones (the check
 * reads every map there). Returns the moved paths, relative to both folders.
 */
export function moveBuildMeta(
  outDir: string,
  metaDir: string,
  { empty }: { empty: boolean },
): string[] {
  const served = resolve(outDir)
  const meta = resolve(metaDir)
  if (meta === served || isInside(meta, served) || isInside(served, meta))
    throw new Error(
      `build metadata folder ${meta} must sit outside the served folder ${served}, not in or around it`,
    )
  if (empty) rmSync(meta, { recursive: true, force: true })
  const files = metaFilesIn(served)
  for (const file of files) {
    move(join(served, file), join(meta, file))
    pruneEmpty(dirname(join(served, file)), served)
  }
  return files
}

export interface BuildMetaOptions {
  /** The metadata folder for a resolved outDir; default `<outDir>-meta` (metaDirOf). */
  metaDir?: (outDir: string) => string
}

/**
 * After Vite writes a build, moves its source maps and manifest out of the served folder (see
 * the top of this file). The metadata folder is emptied whenever Vite empties the outDir: with
 * `build.emptyOutDir`, or by default when it lies inside the project root.
 */
export function buildMetaPlugin(options: BuildMetaOptions = {}): Plugin {
  return {
    name: 'catalyst-build-meta',
    apply: 'build',
    writeBundle: {
      // After every other plugin has written its files, so nothing lands in outDir after us.
      order: 'post',
      sequential: true,
      handler(outputOptions) {
        const { root, build, logger } = this.environment.config
        const outDir = resolve(root, outputOptions.dir ?? build.outDir)
        const metaDir = resolve(root, (options.metaDir ?? metaDirOf)(outDir))
        const empty = build.emptyOutDir ?? isInside(metaDir, root)
        const moved = moveBuildMeta(outDir, metaDir, { empty })
        if (moved.length === 0) return
        const maps = moved.filter((file) => file.endsWith('.map')).length
        const what = [
          maps ? `${maps} source maps` : '',
          ...moved.filter((f) => !f.endsWith('.map')),
        ]
        logger.info(
          `${what.filter(Boolean).join(', ')} moved out of the served folder to ${relative(root, metaDir) || metaDir}${sep}`,
        )
      },
    },
  }
}
