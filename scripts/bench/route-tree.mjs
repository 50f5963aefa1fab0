// Reads the generated route tree (src/routeTree.gen.ts): every route id, the file that defines
// it, and its ancestors, so the bench can tell which lazy chunks a first visit to a URL loads.
import { readFileSync } from 'node:fs'

import { readRouteFiles as parseRouteFiles } from '../../build/route-chunks.ts'

const TREE = 'src/routeTree.gen.ts'

/** Map of route id (e.g. `/_app/_counsellor/dashboard`) to its source file (`src/routes/...tsx`). */
export function readRouteFiles(source = readFileSync(TREE, 'utf8')) {
  return parseRouteFiles(source)
}

/** The route and its layouts, root first: `/auth/login` -> __root__, /auth, /auth/login. */
export function routeChain(routeId, files) {
  if (!files.has(routeId)) throw new Error(`Unknown route id ${routeId} (see ${TREE})`)
  const segments = routeId.split('/').filter(Boolean)
  const chain = ['__root__']
  for (let i = 1; i <= segments.length; i++) {
    const id = `/${segments.slice(0, i).join('/')}`
    if (files.has(id)) chain.push(id)
    else if (files.has(`${id}/`) && i === segments.length) chain.push(`${id}/`)
  }
  if (routeId.endsWith('/') && !chain.includes(routeId)) chain.push(routeId)
  return chain
}

/** Route ids that are pages (not layouts), for checks over every route. */
export function pageRouteIds(source = readFileSync(TREE, 'utf8')) {
  const body = /export interface FileRoutesById \{([\s\S]*?)\n\}/.exec(source)?.[1] ?? ''
  return [...body.matchAll(/'([^']+)': typeof (\w+)/g)]
    .filter((match) => !match[2].endsWith('WithChildren'))
    .map((match) => match[1])
}
