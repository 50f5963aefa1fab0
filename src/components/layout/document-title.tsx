import { useMatches } from '@tanstack/react-router'
import { useEffect } from 'react'

export const APP_NAME = 'Catalyst'

/** Keeps document.title in step with the deepest route's title. */
export function DocumentTitle() {
  const title = usePageTitle()
  useEffect(() => {
    document.title = title ? `${title} | ${APP_NAME}` : APP_NAME
  }, [title])
  return null
}

export function usePageTitle(): string | undefined {
  const matches = useMatches()
  return [...matches].reverse().find((match) => match.staticData.title)?.staticData.title
}
