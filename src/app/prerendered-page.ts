/**
 * How the browser treats a page the build prerendered (build/prerender.ts writes the markers):
 * `hydrate` pages are the signed-out visitor's view of a page that needs no data, rendered by the
 * real route tree; React hydrates them. `shell` pages are the frame and skeleton of a page whose
 * content comes from the API (a path with parameters): React renders over them when it is ready.
 */
export type PrerenderKind = 'hydrate' | 'shell'

export interface PrerenderMarks {
  kind: PrerenderKind
  /** The path the page was rendered at. */
  path: string
}

export const PRERENDER_KIND_ATTRIBUTE = 'data-prerendered'
export const PRERENDER_PATH_ATTRIBUTE = 'data-prerendered-path'

export function readPrerenderMarks(root: HTMLElement): PrerenderMarks | null {
  const kind = root.getAttribute(PRERENDER_KIND_ATTRIBUTE)
  const path = root.getAttribute(PRERENDER_PATH_ATTRIBUTE)
  if ((kind !== 'hydrate' && kind !== 'shell') || !path || !root.firstChild) return null
  return { kind, path }
}

/**
 * Hydration must meet exactly the markup the build rendered: the same page, for a visitor who is
 * not signed in, with nothing in the address the page would show differently (a hash is the
 * identity provider's return, which the sign-in page answers with another screen). Anything else
 * is rendered afresh over the prerendered markup.
 */
export function canHydrate(
  marks: PrerenderMarks | null,
  current: { pathname: string; hash: string; signedIn: boolean; settled: boolean },
): boolean {
  if (!marks || marks.kind !== 'hydrate') return false
  const path = (p: string) => p.replace(/\/+$/, '') || '/'
  return (
    path(current.pathname) === path(marks.path) &&
    !current.hash &&
    !current.signedIn &&
    current.settled
  )
}
