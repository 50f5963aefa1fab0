import { readFileSync } from 'node:fs'
import { dirname, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

/**
 * Every page of the app, read from the generated route tree (src/routeTree.gen.ts), so suites
 * that must visit "every route" (guard matrix, accessibility, faults) cover a route the moment
 * it is added. Works in Vitest and in Playwright (plain file read, no app imports).
 */

/** Which guard layout a page sits under (spec part 2 section 2). */
export type RouteGroup =
  /** Under `_app/_counsellor`: counsellors only. */
  | 'counsellor'
  /** Under `_app/_student`: students only. */
  | 'student'
  /** Under `_app` directly: any signed-in user. */
  | 'signed-in'
  /** Under `/auth`: the sign-in area. */
  | 'auth'
  /** Everything else: public pages and the special routes (home, splat, logout, errors). */
  | 'public'

export interface CatalogRoute {
  /** The route id, with pathless layout segments, e.g. `/_app/_counsellor/dashboard`. */
  id: string
  /** The URL pattern, e.g. `/students/view/$studentId`. */
  fullPath: string
  group: RouteGroup
  /** Names of the path parameters, in order (`_splat` for `$`). */
  params: string[]
}

// Not `new URL(relative, import.meta.url)`: under jsdom the global URL is jsdom's, which
// fileURLToPath rejects ("The URL must be of scheme file").
const treeFile = resolve(dirname(fileURLToPath(import.meta.url)), '../../src/routeTree.gen.ts')

function groupOf(id: string): RouteGroup {
  if (id.startsWith('/_app/_counsellor/')) return 'counsellor'
  if (id.startsWith('/_app/_student/')) return 'student'
  if (id.startsWith('/_app/')) return 'signed-in'
  if (id === '/auth' || id.startsWith('/auth/')) return 'auth'
  return 'public'
}

function fullPathOf(id: string): string {
  const path = id
    .split('/')
    .filter((segment) => segment !== '' && !segment.startsWith('_'))
    // A trailing _ takes a route out of its parent's layout (`counselor-profile_`): not in the URL.
    .map((segment) => segment.replace(/_$/, ''))
    .join('/')
  return `/${path}`
}

/** Parses the `FileRoutesById` interface; layouts (routes with children) are not pages. */
export function readRouteCatalog(source = readFileSync(treeFile, 'utf8')): CatalogRoute[] {
  const body = /export interface FileRoutesById \{([\s\S]*?)\n\}/.exec(source)?.[1]
  if (!body) throw new Error('FileRoutesById not found in the route tree')
  const routes: CatalogRoute[] = []
  for (const line of body.split('\n')) {
    const match = /^\s*'([^']+)': typeof (\w+)/.exec(line)
    if (!match) continue
    const [, id, typeName] = match as unknown as [string, string, string]
    if (typeName.endsWith('WithChildren')) continue
    const fullPath = fullPathOf(id)
    const params = fullPath
      .split('/')
      .filter((segment) => segment.startsWith('$'))
      .map((segment) => (segment === '$' ? '_splat' : segment.slice(1)))
    routes.push({ id, fullPath, group: groupOf(id), params })
  }
  return routes
}

export const routeCatalog: CatalogRoute[] = readRouteCatalog()

/** The URL of a page with its parameters filled in (each value URL-encoded). */
export function urlOf(route: Pick<CatalogRoute, 'fullPath'>, values: Record<string, string> = {}) {
  return route.fullPath
    .split('/')
    .map((segment) => {
      if (!segment.startsWith('$')) return segment
      const name = segment === '$' ? '_splat' : segment.slice(1)
      const value = values[name]
      if (value === undefined) throw new Error(`No value for $${name} in ${route.fullPath}`)
      return encodeURIComponent(value)
    })
    .join('/')
}
