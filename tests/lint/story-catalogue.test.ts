import { globSync, readFileSync } from 'node:fs'
import { dirname, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

import { loadCsf } from 'storybook/internal/csf-tools'
import { describe, expect, it } from 'vitest'

import { routeCatalog, type CatalogRoute } from '../support/route-catalog'

/**
 * The catalogue's coverage (issue 37): every page of the route catalog has stories in the four
 * states a designer checks (docs/testing.md, "Storybook"), so a new screen without them fails
 * the way one without an axe check does. Read the way Storybook's indexer reads story files
 * (its CSF parser), without running them.
 *
 * The convention: a page's stories file names its route in its meta, `tags: ['route:/path']`
 * (a story for another route names its own, which replaces the file's). A story's state is its
 * name, without `Dark` and `Mobile`: ending in Loaded, Empty or Loading, or LoadError,
 * LoadFailed or Failed for the failed read; or a tag `state:loaded|empty|loading|error` on a
 * story whose name says more (`NotConfigured` is the availability page's empty state).
 */

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..')

export const STATES = ['loaded', 'empty', 'loading', 'error'] as const
export type StoryState = (typeof STATES)[number]

const STATE_BY_NAME: [StoryState, RegExp][] = [
  ['loaded', /Loaded$/],
  ['empty', /Empty$/],
  ['loading', /Loading$/],
  ['error', /(LoadError|LoadFailed)$|^Failed$/],
]

/**
 * Pages that read nothing from the server before they show: their stories are their own
 * states (a form, its errors, its failed submit), not the four of a read.
 */
const WITHOUT_A_READ: Record<string, string> = {
  '/auth/login': 'the sign-in form',
  '/auth/registration': 'the registration steps (the country list is the app’s own table)',
  '/auth/forgot-password': 'the reset form',
  '/auth/verify-otp': 'the code form',
  '/auth/google-signUp': 'the Google sign-up form',
  '/logout': 'signs out and moves on',
  '/error': 'the not-found page',
  '/error/404': 'the not-found page',
  '/error/500': 'the server-error page',
  '/builder': 'the layout builder edits local settings only',
  '/learningHub': 'the single link of roles other than Catalyst and student',
}

/** A state a page cannot be in, with the reason. */
const SIGNED_IN_USER =
  'the page shows the signed-in user, whom the guard loads before any page: loading and failure are the shell’s (Shell/App shell: Loading User, Profile Fails)'
const NO_SUCH_STATE: Record<string, Partial<Record<StoryState, string>>> = {
  '/billing': {
    loaded:
      'the page opens the billing portal, which replaces it: Opening, No Payment History and the failure are its screens',
  },
  '/counselor-profile': { loading: SIGNED_IN_USER, error: SIGNED_IN_USER },
  '/student-profile': { loading: SIGNED_IN_USER, error: SIGNED_IN_USER },
  '/pricing': { empty: 'the plans are the app’s own table (src/config/plans.ts), never empty' },
  '/counselor-profile/notifications': {
    empty: 'every kind of notification has its preference: the list is never empty',
  },
  '/student-profile/notifications': {
    empty: 'every kind of notification has its preference: the list is never empty',
  },
}

export interface StoryEntry {
  file: string
  exportName: string
  routes: string[]
  states: StoryState[]
}

function routeTags(tags: readonly string[] | undefined): string[] {
  return (tags ?? []).filter((tag) => tag.startsWith('route:')).map((tag) => tag.slice(6))
}

/** The stories of one file with the routes and states they show, as the convention reads them. */
export function readStories(source: string, file: string): StoryEntry[] {
  const csf = loadCsf(source, { makeTitle: (title) => title ?? file, fileName: file }).parse()
  const fileRoutes = routeTags(csf.meta?.tags)
  return Object.entries(csf._stories).map(([exportName, story]) => {
    const own = routeTags(story.tags)
    const base = exportName.replace(/(Dark|Mobile)+$/, '')
    const tagged = (story.tags ?? [])
      .filter((tag) => tag.startsWith('state:'))
      .map((tag) => tag.slice(6) as StoryState)
    const named = STATE_BY_NAME.filter(([, pattern]) => pattern.test(base)).map(([state]) => state)
    return {
      file,
      exportName,
      routes: own.length > 0 ? own : fileRoutes,
      states: [...new Set([...tagged, ...named])],
    }
  })
}

/** The states each route lacks (none listed for a route that has them all). */
export function missingStates(routes: CatalogRoute[], stories: StoryEntry[]) {
  const missing: { route: string; states: string[] }[] = []
  for (const route of routes) {
    const mine = stories.filter((story) => story.routes.includes(route.fullPath))
    if (mine.length === 0) {
      missing.push({ route: route.fullPath, states: ['any story'] })
      continue
    }
    if (route.fullPath in WITHOUT_A_READ) continue
    const exempt = NO_SUCH_STATE[route.fullPath] ?? {}
    const lacking = STATES.filter(
      (state) => !(state in exempt) && !mine.some((story) => story.states.includes(state)),
    )
    if (lacking.length > 0) missing.push({ route: route.fullPath, states: lacking })
  }
  return missing
}

/** Each route file's source by the route id it declares (`createFileRoute('<id>')`). */
const routeSources = new Map(
  globSync('src/routes/**/*.tsx', { cwd: root }).flatMap((file) => {
    const source = readFileSync(resolve(root, file), 'utf8')
    const id = /createFileRoute\(\s*'([^']+)'/.exec(source)?.[1]
    return id ? [[id, source] as const] : []
  }),
)

/** Routes that only redirect (no component) show nothing a story could picture. */
const pages = routeCatalog.filter((route) => {
  const source = routeSources.get(route.id)
  if (source === undefined) throw new Error(`No route file declares ${route.id}`)
  return /\bcomponent\s*:/.test(source)
})

const stories = globSync('src/**/*.stories.tsx', { cwd: root }).flatMap((file) =>
  readStories(readFileSync(resolve(root, file), 'utf8'), file),
)

describe('the story catalogue', () => {
  it('reads the convention: a route tag, states by name or by tag', () => {
    const source = `
      const meta = { title: 'Screens/X', tags: ['route:/x'] }
      export default meta
      export const Loaded = {}
      export const LoadedMobileDark = {}
      export const NotConfigured = { tags: ['state:empty'] }
      export const SaveFailed = {}
      export const OtherLoading = { tags: ['route:/y'] }
    `
    const read = readStories(source, 'x.stories.tsx')
    expect(read.map(({ exportName, routes, states }) => [exportName, routes, states])).toEqual([
      ['Loaded', ['/x'], ['loaded']],
      ['LoadedMobileDark', ['/x'], ['loaded']],
      ['NotConfigured', ['/x'], ['empty']],
      ['SaveFailed', ['/x'], []],
      ['OtherLoading', ['/y'], ['loading']],
    ])
    const route = (fullPath: string) => ({ id: fullPath, fullPath, group: 'public', params: [] })
    expect(missingStates([route('/x'), route('/y'), route('/z')] as CatalogRoute[], read)).toEqual([
      { route: '/x', states: ['loading', 'error'] },
      { route: '/y', states: ['loaded', 'empty', 'error'] },
      { route: '/z', states: ['any story'] },
    ])
  })

  it('finds the pages and their stories', () => {
    expect(pages.length).toBeGreaterThan(30)
    expect(stories.length).toBeGreaterThan(400)
    // The redirect-only routes are the ones left out.
    expect(routeCatalog.filter((route) => !pages.includes(route)).map((r) => r.fullPath)).toEqual(
      expect.arrayContaining(['/', '/$', '/auth', '/student-pathway']),
    )
  })

  it('has stories of every page of the route catalog in the four states', () => {
    expect(missingStates(pages, stories)).toEqual([])
  })

  it('tags only routes of the catalog, and lists only pages in its exemptions', () => {
    const known = new Set(pages.map((route) => route.fullPath))
    const tagged = [...new Set(stories.flatMap((story) => story.routes))]
    expect(tagged.filter((path) => !known.has(path))).toEqual([])
    const exempt = [...Object.keys(WITHOUT_A_READ), ...Object.keys(NO_SUCH_STATE)]
    expect(exempt.filter((path) => !known.has(path))).toEqual([])
  })
})
