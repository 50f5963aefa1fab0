import type { IncomingMessage, ServerResponse } from 'node:http'

import { listIdentityAccounts } from '../pages/identity/accounts'
import {
  authorizeIdentity,
  providerReturnUrl,
  type AuthorizeRequest,
} from '../services/identity-provider'
import { isAllowedOrigin, type CorsPolicy } from './cors'
import { escapeHtml, readBody, sendHtml } from './http-io'

export const IDENTITY_AUTHORIZE_PATH = '/identity/authorize'

/**
 * The identity provider's authorisation endpoint on the test server (token flow, spec part 1
 * section 7), so a production build attached to it can sign in with "Google" end to end: a plain
 * page lists the mock provider's accounts (mocks/pages/identity/accounts.ts), and a choice
 * redirects to the app's redirect_uri with the token or the error in the fragment, exactly as the
 * in-browser mock provider does. Only redirect_uris on an allowed origin are followed.
 */
function requestOf(params: URLSearchParams, policy: CorsPolicy): AuthorizeRequest | string {
  if (params.get('response_type') !== 'token') return 'Unsupported response_type: use token.'
  const raw = params.get('redirect_uri') ?? ''
  let target: URL
  try {
    target = new URL(raw)
  } catch {
    return 'The redirect_uri is missing or not a URL.'
  }
  if (!isAllowedOrigin(policy, target.origin))
    return `The redirect_uri ${target.origin} is not an allowed origin of this server.`
  target.hash = ''
  return {
    clientId: params.get('client_id') ?? '',
    redirectUri: target.href,
    scopes: (params.get('scope') ?? '').split(/\s+/).filter(Boolean),
    state: params.get('state'),
  }
}

function page(request: AuthorizeRequest, query: string): string {
  const choices = listIdentityAccounts().map(
    ({ kind, profile }) =>
      `<button name="email" value="${escapeHtml(profile.email)}">${escapeHtml(
        `${profile.givenName} ${profile.familyName}`.trim(),
      )} <small>${escapeHtml(profile.email || 'no e-mail shared')} (${kind})</small></button>`,
  )
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Test identity provider</title>
<style>body{font:16px system-ui;max-width:28rem;margin:3rem auto;padding:0 1rem}button{display:block;width:100%;margin:.5rem 0;padding:.75rem;text-align:left;font:inherit}small{color:#555}</style>
</head><body><h1>Choose an account</h1><p>to continue to ${escapeHtml(new URL(request.redirectUri).origin)}</p>
<form method="post" action="${IDENTITY_AUTHORIZE_PATH}?${escapeHtml(query)}">${choices.join('')}
<button name="cancel" value="1">Cancel</button></form></body></html>`
}

export async function identityPage(
  incoming: IncomingMessage,
  outgoing: ServerResponse,
  policy: CorsPolicy,
): Promise<void> {
  const url = new URL(incoming.url ?? '/', 'http://identity')
  const request = requestOf(url.searchParams, policy)
  if (typeof request === 'string') {
    sendHtml(
      outgoing,
      400,
      `<!doctype html><title>Invalid request</title><p>${escapeHtml(request)}</p>`,
    )
    return
  }
  if (incoming.method !== 'POST') {
    sendHtml(outgoing, 200, page(request, url.searchParams.toString()))
    return
  }
  const form = new URLSearchParams(await readBody(incoming))
  const account = listIdentityAccounts().find(({ profile }) => profile.email === form.get('email'))
  const outcome =
    form.has('cancel') || !account
      ? ({ kind: 'cancelled' } as const)
      : await authorizeIdentity(account.profile)
  outgoing.writeHead(303, { Location: providerReturnUrl(request, outcome) })
  outgoing.end()
}
