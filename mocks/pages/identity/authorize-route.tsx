import { saveDb } from '../../persistence'
import { ensureReturningGoogleUser, parseAuthorizeRequest } from '../../services/identity-provider'
import { listIdentityAccounts, suggestNewPerson } from './accounts'
import { AuthorizePage } from './authorize-page'
import { InvalidRequestPage } from './invalid-request-page'

/**
 * /mock-services/identity/authorize: checks the request, makes sure a returning google user
 * exists (the page writes the db directly, so it saves it), then shows the account chooser.
 */
export async function loadAuthorizePage() {
  const check = parseAuthorizeRequest(location.search, location.origin)
  if (!check.ok) return <InvalidRequestPage problem={check.problem} />
  await ensureReturningGoogleUser()
  saveDb()
  return (
    <AuthorizePage
      request={check.request}
      appName="Catalyst"
      accounts={listIdentityAccounts()}
      suggestion={suggestNewPerson()}
    />
  )
}
