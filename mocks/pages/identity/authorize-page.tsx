import { useEffect, useId, useState } from 'react'

import type { AuthorizeRequest, IdentityProfile } from '../../services/identity-provider'
import { PostForm, usePosting } from '../post-form'
import type { PostProblem } from '../stand-in'
import { AccountOption } from './account-option'
import type { IdentityAccount } from './accounts'
import { CANCEL_FIELD, CHOICE_FIELD, NEW_PERSON, PERSON_FIELDS, personOf } from './choice'
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
  /** The last post's problem (a new person's e-mail). */
  problem: PostProblem | null
  /** The fields of that post, chosen again (the server's answer without script). */
  posted: URLSearchParams | null
}

/**
 * The provider's "Choose an account" page: one form posting the account chosen (a radio, so
 * arrow keys move between accounts) or a new person's attributes; Cancel posts from a form of
 * its own, so Enter in a field continues. The decision is in identity-stand-in.tsx and
 * services/identity-provider.
 */
export function AuthorizePage(props: AuthorizePageProps) {
  const { request, appName, accounts, suggestion, problem, posted } = props
  const { busy } = usePosting()
  const formId = useId()
  const [selected, setSelected] = useState(posted?.get(CHOICE_FIELD) ?? NEW_PERSON)
  const [person, setPerson] = useState(posted ? personOf(posted) : suggestion)
  // A problem shows until the person edits the field it is about.
  const [dismissed, setDismissed] = useState<PostProblem | null>(null)
  const emailError =
    problem?.field === PERSON_FIELDS.email && problem !== dismissed ? problem.message : null
  useEffect(() => {
    if (problem?.field === PERSON_FIELDS.email) document.getElementById('mock-idp-email')?.focus()
  }, [problem])

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
      <PostForm id={formId}>
        <div className="px-5 pt-5 pb-3">
          <h1 className="text-2xl font-semibold text-foreground">Choose an account</h1>
          <p className="mt-1 text-sm text-muted-foreground">
            to continue to <span className="font-medium text-foreground">{appName}</span>
          </p>
        </div>
        <fieldset disabled={busy}>
          <legend className="sr-only">Account</legend>
          <ul className="divide-y divide-border border-y border-border">
            {accounts.map((account) => (
              <AccountOption
                key={`${account.kind}-${account.profile.email}`}
                value={account.profile.email}
                kind={account.kind}
                profile={account.profile}
                checked={selected === account.profile.email}
                onSelect={setSelected}
              />
            ))}
            <AccountOption
              value={NEW_PERSON}
              kind="new"
              profile={{ givenName: 'New person', familyName: '', email: 'Use another account' }}
              checked={selected === NEW_PERSON}
              onSelect={setSelected}
            >
              {selected === NEW_PERSON ? (
                <NewPersonFields
                  value={person}
                  onChange={(next) => {
                    setPerson(next)
                    setDismissed(problem)
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
      </PostForm>
      <div className="flex justify-end gap-2 border-t border-border px-5 py-4">
        <PostForm>
          <button
            name={CANCEL_FIELD}
            value="1"
            disabled={busy}
            className="rounded-md px-4 py-2 text-sm font-medium text-primary hover:bg-secondary disabled:opacity-50"
          >
            Cancel
          </button>
        </PostForm>
        <button
          form={formId}
          disabled={busy}
          className="rounded-md bg-primary px-5 py-2 text-sm font-medium text-primary-foreground hover:opacity-90 disabled:opacity-60"
        >
          {busy ? 'Signing in…' : 'Continue'}
        </button>
      </div>
    </ProviderFrame>
  )
}
