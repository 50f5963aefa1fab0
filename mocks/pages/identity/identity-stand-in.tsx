import * as z from 'zod/mini'

import type { OpResult } from '../../serving/operations'
import { providerReturnUrl, type IdentityProfile } from '../../services/identity-provider'
import type { StandInPage } from '../stand-in'
import { AuthorizePage } from './authorize-page'
import { CANCEL_FIELD, CHOICE_FIELD, NEW_PERSON, PERSON_FIELDS, personOf } from './choice'
import { InvalidRequestPage } from './invalid-request-page'

/**
 * The identity provider's authorisation endpoint (token flow, spec part 1 section 7): the
 * mock server checks the request, makes sure a returning google user exists and lists the
 * accounts to offer; a choice redirects to the app's redirect_uri with the token or the error in
 * the fragment. In the demo build at /mock-services/identity/authorize, on the Node server at
 * /identity/authorize (only redirect_uris on its allowed origins).
 */
type IdentityData = OpResult<'identityPage'>

export const identityStandIn: StandInPage<IdentityData> = {
  load: ({ url, call, returnOrigins }) =>
    call('identityPage', url.search, url.origin, returnOrigins),
  status: (data) => (data.ok ? 200 : 400),
  async post({ call }, data, fields) {
    if (!data.ok) return { problem: null }
    const { request, accounts } = data
    const cancelled = { redirect: providerReturnUrl(request, { kind: 'cancelled' }) }
    if (fields.has(CANCEL_FIELD)) return cancelled
    const chosen = fields.get(CHOICE_FIELD)
    let profile: IdentityProfile | undefined
    if (chosen === NEW_PERSON) {
      profile = personOf(fields)
      if (!z.email().safeParse(profile.email.trim()).success)
        return {
          problem: {
            message: 'Enter an e-mail address, for example name@example.com.',
            field: PERSON_FIELDS.email,
          },
        }
    } else profile = accounts.find((account) => account.profile.email === chosen)?.profile
    // No account the page offers: the app hears that the person cancelled.
    if (!profile) return cancelled
    return { redirect: providerReturnUrl(request, await call('authorizeIdentity', profile)) }
  },
  render: ({ data, problem, posted }) =>
    data.ok ? (
      <AuthorizePage
        request={data.request}
        appName="Catalyst"
        accounts={data.accounts}
        suggestion={data.suggestion}
        problem={problem}
        posted={posted}
      />
    ) : (
      <InvalidRequestPage problem={data.problem} />
    ),
}
