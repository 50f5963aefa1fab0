import { useMatches } from '@tanstack/react-router'
import { useEffect } from 'react'

import { normalizeRole, roleLabel } from '@/lib/roles'

export const APP_NAME = 'Catalyst'

/** Keeps document.title in step with the page title (the app name alone when it is the title). */
export function DocumentTitle() {
  const title = usePageTitle()
  useEffect(() => {
    document.title = documentTitleFor(title)
  }, [title])
  return null
}

/** "<page title> | Catalyst", or the app name alone when it is the title or there is none. */
export function documentTitleFor(title: string | undefined): string {
  return title && title !== APP_NAME ? `${title} | ${APP_NAME}` : APP_NAME
}

/**
 * The deepest route's title. A signed-in page without a title of its own shows the user's role
 * (spec part 1 section 6), read from the signed-in layout's route context.
 */
export function usePageTitle(): string | undefined {
  const matches = useMatches()
  const reversed = [...matches].reverse()
  const own = reversed.find((match) => match.staticData.title)?.staticData.title
  if (own) return own
  for (const { context } of reversed) {
    if ('user' in context && context.user) return roleTitle(context.user.role)
  }
  return undefined
}

/**
 * Spec part 1 section 6: "The page title shows the role name capitalised, with a default label
 * when the role is counsellor." The default label is the interface's name for counsellors.
 */
export function roleTitle(role: string | null | undefined): string | undefined {
  const name = role?.trim()
  if (!name) return undefined
  if (normalizeRole(name) === 'counsellor') return roleLabel(name)
  return `${name.charAt(0).toUpperCase()}${name.slice(1).toLowerCase()}`
}
