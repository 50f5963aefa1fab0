import { useRef, useState, type FormEvent } from 'react'
import * as z from 'zod/mini'

import { callServer } from '../../serving/client'
import {
  providerReturnUrl,
  type AuthorizeRequest,
  type IdentityOutcome,
  type IdentityProfile,
} from '../../services/identity-provider'
import { AccountOption } from './account-option'
import type { IdentityAccount } from './accounts'
import { NewPersonFields } from './new-person-fields'
import { ProviderFrame } from './provider-frame'

const SCOPES: Record<string, string> = {
  email: 'your e-mail address',
  openid: 'sign you in (OpenID)',
  phone: 'your phone number, if you have one',
  profile: 'your name and profile picture',
}

interface AuthorizePageProps {
  request: AuthorizeRequest
  appName: string
  accounts: IdentityAccount[]
  suggestion: IdentityProfile
}

/** The provider's "Choose an account" page; the decision itself is in services/identity-provider. */
export function AuthorizePage({ request, appName, accounts, suggestion }: AuthorizePageProps) {
  const [selected, setSelected] = useState('new')
  const [person, setPerson] = useState(suggestion)
  const [emailError, setEmailError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const form = useRef<HTMLFormElement>(null)

  function leave(outcome: IdentityOutcome | { kind: 'cancelled' }) {
    setBusy(true)
    location.assign(providerReturnUrl(request, outcome))
  }

  async function submit(event: FormEvent) {
    event.preventDefault()
    if (busy) return
    const account = accounts[Number(selected)]
    if (selected === 'new' && !z.email().safeParse(person.email.trim()).success) {
      setEmailError('Enter an e-mail address, for example name@example.com.')
      form.current?.querySelector<HTMLInputElement>('#mock-idp-email')?.focus()
      return
    }
    setBusy(true)
    leave(await callServer('authorizeIdentity', account?.profile ?? person))
  }

  return (
    <ProviderFrame
      footer={
        <dl className="grid grid-cols-[auto_1fr] gap-x-2 gap-y-0.5 break-all">
          <dt>client_id</dt>
          <dd>{request.clientId || '(none)'}</dd>
          <dt>redirect_uri</dt>
          <dd>{request.redirectUri}</dd>
        </dl>
      }
    >
      <form ref={form} noValidate onSubmit={(event) => void submit(event)}>
        <div className="px-5 pt-5 pb-3">
          <h1 className="text-2xl font-semibold text-foreground">Choose an account</h1>
          <p className="mt-1 text-sm text-muted-foreground">
            to continue to <span className="font-medium text-foreground">{appName}</span>
          </p>
        </div>
        <fieldset disabled={busy}>
          <legend className="sr-only">Account</legend>
          <ul className="divide-y divide-border border-y border-border">
            {accounts.map((account, index) => (
              <AccountOption
                key={`${account.kind}-${account.profile.email}`}
                value={String(index)}
                kind={account.kind}
                profile={account.profile}
                checked={selected === String(index)}
                onSelect={setSelected}
              />
            ))}
            <AccountOption
              value="new"
              kind="new"
              profile={{ givenName: 'New person', familyName: '', email: 'Use another account' }}
              checked={selected === 'new'}
              onSelect={setSelected}
            >
              {selected === 'new' ? (
                <NewPersonFields
                  value={person}
                  onChange={(next) => {
                    setPerson(next)
                    setEmailError(null)
                  }}
                  emailError={emailError}
                />
              ) : null}
            </AccountOption>
          </ul>
        </fieldset>
        <div className="px-5 py-4 text-sm text-muted-foreground">
          <p>
            To continue, Google will share with {appName}:{' '}
            {request.scopes.length === 0 ? 'nothing (no scope requested).' : null}
          </p>
          <ul className="mt-1 list-disc pl-5">
            {request.scopes.map((scope) => (
              <li key={scope}>
                {SCOPES[scope] ?? scope} <code className="text-xs">({scope})</code>
              </li>
            ))}
          </ul>
        </div>
        <div className="flex justify-end gap-2 border-t border-border px-5 py-4">
          <button
            type="button"
            disabled={busy}
            onClick={() => leave({ kind: 'cancelled' })}
            className="rounded-md px-4 py-2 text-sm font-medium text-primary hover:bg-secondary disabled:opacity-50"
          >
            Cancel
          </button>
          <button
            type="submit"
            disabled={busy}
            className="rounded-md bg-primary px-5 py-2 text-sm font-medium text-primary-foreground hover:opacity-90 disabled:opacity-60"
          >
            {busy ? 'Signing in…' : 'Continue'}
          </button>
        </div>
      </form>
    </ProviderFrame>
  )
}
