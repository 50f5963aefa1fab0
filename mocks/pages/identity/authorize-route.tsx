import { callServer } from '../../serving/client'
import { AuthorizePage } from './authorize-page'
import { InvalidRequestPage } from './invalid-request-page'

/**
 * /mock-services/identity/authorize: the mock server checks the request, makes sure a returning
 * google user exists and lists the accounts to offer; then the account chooser shows.
 */
export async function loadAuthorizePage() {
  const page = await callServer('identityPage', location.search, location.origin)
  if (!page.ok) return <InvalidRequestPage problem={page.problem} />
  return (
    <AuthorizePage
      request={page.request}
      appName="Catalyst"
      accounts={page.accounts}
      suggestion={page.suggestion}
    />
  )
}
