import { onFirstInteraction } from './lazy'

/**
 * Whether the app is hydrating a page the build prerendered and the visitor has not acted yet
 * (src/main.tsx sets it; the first press, key or focus clears it). Code such a page shows but
 * needs only once the visitor acts (a form's validation library) can wait for that moment while
 * the page's HTML stays on screen. React hydrates a lazy part after the rest of the page, so the
 * app being ready does not end this; anything rendered after the first interaction (another page
 * the visitor opens) loads its code at once.
 */
let hydrating = false

/** Set by public/prepaint.js on the first press, key or focus, before the app may be there. */
const INTERACTED_ATTRIBUTE = 'data-interacted'

const interactedAlready = () =>
  typeof document === 'undefined' || document.documentElement.hasAttribute(INTERACTED_ATTRIBUTE)

export function setHydratingPrerenderedPage(value: boolean): void {
  // A visitor who has already acted (typed while the app was loading) needs the code now.
  hydrating = value && !interactedAlready()
  if (hydrating)
    onFirstInteraction(() => {
      hydrating = false
    })
}

export function isHydratingPrerenderedPage(): boolean {
  return hydrating
}

/**
 * Loads `load` at once, or, while a prerendered page hydrates, on the visitor's first
 * interaction: until then React keeps the prerendered markup of the part that needs it, and
 * replays a press on it once it is hydrated.
 */
export function loadWhenNeeded<T>(load: () => Promise<T>): Promise<T> {
  if (!hydrating || interactedAlready()) return load()
  return new Promise<void>((resolve) => {
    onFirstInteraction(resolve)
  }).then(load)
}

declare global {
  interface Window {
    /** Set by public/prepaint.js: the names of fields left before their form's code was there. */
    catalystFieldsLeft?: string[]
  }
}

/**
 * The fields of a part waiting for its code (data-awaits-code) that the visitor left before the
 * code was there, by name (public/prepaint.js records them). Read once: the form that takes over
 * judges them as it would have on leaving them.
 */
export function takeFieldsLeftBeforeCode(): string[] {
  if (typeof window === 'undefined') return []
  const names = window.catalystFieldsLeft ?? []
  window.catalystFieldsLeft = []
  return names
}
