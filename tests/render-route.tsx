import { createMemoryHistory } from '@tanstack/react-router'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { onTestFinished } from 'vitest'

import { App } from '@/app/app'
import { createApp } from '@/app/create-app'
import { setDocumentReload } from '@/lib/reload'
import { showToastsSavedForReload } from '@/lib/toast'
import { createMemoryTokenStore } from '@/lib/auth/token-store'
import { findUserByEmail } from '@mocks/services/relations'
import { issueSignInTokens } from '@mocks/services/tokens'
import { seedScenario, type ScenarioName } from '@mocks/seed'
import { demoAccounts, type DemoAccountKey } from '@mocks/seed/demo-accounts'

export interface RenderRouteOptions {
  /** Who is signed in: a demo account, or nobody (null, the default). */
  as?: DemoAccountKey | null
  /** The scenario seeded first (demo by default); null keeps the db as the test prepared it. */
  scenario?: ScenarioName | null
}

/** Signs a demo account in on the mock backend and returns its tokens. */
export async function tokensFor(account: DemoAccountKey) {
  const user = findUserByEmail(demoAccounts[account].email)
  if (!user) throw new Error(`Demo account ${account} is not in the seeded scenario`)
  return issueSignInTokens(user)
}

/**
 * Renders the REAL route tree at `url` (guards, loaders and all) with a fresh query client and a
 * freshly seeded db, signed in as `as`. Use inside a file that called useMockServer().
 */
export async function renderRoute(url: string, options: RenderRouteOptions = {}) {
  if (options.scenario !== null) await seedScenario(options.scenario ?? 'demo')
  const tokenStore = createMemoryTokenStore()
  if (options.as) {
    const tokens = await tokensFor(options.as)
    tokenStore.save({
      accessToken: tokens.accessToken,
      refreshToken: tokens.refreshToken,
      remember: false,
    })
  }
  const app = createApp({
    tokenStore,
    history: createMemoryHistory({ initialEntries: [url] }),
    queryRetries: false,
  })
  onTestFinished(() => app.dispose())
  // A reload (logout) is a navigation of this app's router, then what a new page shows first:
  // the test owns the page.
  setDocumentReload((href) => {
    void app.router.navigate({ href, replace: true }).then(showToastsSavedForReload)
  })
  const user = userEvent.setup()
  const view = render(<App app={app} />)
  return { ...view, app, router: app.router, user, screen }
}

/** The current location (path plus search) of a rendered app. */
export function currentPath(router: {
  state: { location: { pathname: string; searchStr: string } }
}) {
  const { pathname, searchStr } = router.state.location
  return `${pathname}${searchStr}`
}
