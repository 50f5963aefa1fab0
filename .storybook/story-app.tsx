import { createMemoryHistory } from '@tanstack/react-router'
import { useEffect, useState } from 'react'

import { App } from '../src/app/app'
import { createApp } from '../src/app/create-app'
import { setDocumentReload } from '../src/lib/reload'
import { createMemoryTokenStore } from '../src/lib/auth/token-store'
import { showToastsSavedForReload } from '../src/lib/toast'
import type { DemoAccountKey } from '../mocks/seed/demo-accounts'
import { demoAccounts } from '../mocks/seed/demo-accounts'
import { findUserByEmail } from '../mocks/services/relations'
import { issueSignInTokens } from '../mocks/services/tokens'

interface AppStoryOptions {
  /**
   * The URL the real route tree renders; a function when it needs the seeded data (an id), as it
   * runs at render time, after preview.tsx has seeded the db.
   */
  url: string | (() => string)
  /** Who is signed in: a demo account, or nobody. */
  as?: DemoAccountKey | null
}

type Tokens = { accessToken: string; refreshToken: string } | null

function StoryApp({ url, tokens }: { url: string; tokens: Tokens }) {
  const [app] = useState(() => {
    const created = createApp({
      tokenStore: createMemoryTokenStore(tokens ? { ...tokens, remember: false } : null),
      history: createMemoryHistory({ initialEntries: [url] }),
      queryRetries: false,
    })
    // A reload (logout) stays inside the story: a navigation, then what a new page shows first.
    setDocumentReload((href) => {
      void created.router.navigate({ href, replace: true }).then(showToastsSavedForReload)
    })
    return created
  })
  useEffect(() => app.dispose, [app])
  return <App app={app} />
}

/**
 * A story of a whole screen: the real route tree at `url`, signed in as `as`, on the mock
 * backend (the loader in preview.tsx has seeded the demo data and started the worker).
 */
export function appStory({ url, as = null }: AppStoryOptions) {
  return {
    loaders: [
      async (): Promise<{ tokens: Tokens }> => {
        if (!as) return { tokens: null }
        const user = findUserByEmail(demoAccounts[as].email)
        if (!user) return { tokens: null }
        const tokens = await issueSignInTokens(user)
        return { tokens: { accessToken: tokens.accessToken, refreshToken: tokens.refreshToken } }
      },
    ],
    render: (_args: unknown, { loaded }: { loaded: Record<string, unknown> }) => (
      <StoryApp
        url={typeof url === 'function' ? url() : url}
        tokens={(loaded.tokens as Tokens) ?? null}
      />
    ),
  }
}
