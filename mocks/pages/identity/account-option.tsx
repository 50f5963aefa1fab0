import type { ReactNode } from 'react'

import type { IdentityProfile } from '../../services/identity-provider'
import type { IdentityAccountKind } from './accounts'
import { CHOICE_FIELD } from './choice'

export type ChoiceKind = IdentityAccountKind | 'new'

/** What picking each kind of account does in the app, so testers know which path they take. */
const HINTS: Record<ChoiceKind, { text: string; tone: string }> = {
  new: { text: 'New person: creates a Google account, then sign-up', tone: 'text-info bg-info/10' },
  returning: { text: 'Signed up: goes straight in', tone: 'text-success bg-success/10' },
  unfinished: { text: 'Sign-up not finished: continues it', tone: 'text-info bg-info/10' },
  password: { text: 'E-mail/password account: refused', tone: 'text-danger bg-danger/10' },
  'no-email': { text: 'Shares no e-mail: attributes missing', tone: 'text-danger bg-danger/10' },
}

interface AccountOptionProps {
  value: string
  kind: ChoiceKind
  profile: IdentityProfile
  checked: boolean
  onSelect: (value: string) => void
  children?: ReactNode
}

/** One account row of the chooser: a real radio button, so arrow keys move between accounts. */
export function AccountOption({
  value,
  kind,
  profile,
  checked,
  onSelect,
  children,
}: AccountOptionProps) {
  const name = `${profile.givenName} ${profile.familyName}`.trim() || 'Unnamed account'
  const hint = HINTS[kind]
  return (
    <li className={checked ? 'bg-secondary/60' : undefined}>
      <label className="flex cursor-pointer items-center gap-3 px-5 py-3 hover:bg-surface-muted">
        <input
          type="radio"
          name={CHOICE_FIELD}
          value={value}
          checked={checked}
          onChange={() => onSelect(value)}
          className="size-4 shrink-0 accent-primary"
        />
        <span
          aria-hidden="true"
          className="flex size-9 shrink-0 items-center justify-center rounded-full bg-primary text-sm font-semibold text-primary-foreground"
        >
          {kind === 'new' ? '+' : initials(profile)}
        </span>
        <span className="min-w-0 flex-1">
          <span className="block truncate text-sm font-medium text-foreground">{name}</span>
          <span className="block truncate text-xs text-muted-foreground">
            {profile.email || 'No e-mail shared'}
          </span>
          <span className={`mt-1 inline-block rounded px-1.5 py-0.5 text-xs ${hint.tone}`}>
            {hint.text}
          </span>
        </span>
      </label>
      {children}
    </li>
  )
}

function initials(profile: IdentityProfile): string {
  const letters = `${profile.givenName.charAt(0)}${profile.familyName.charAt(0)}`
  return letters.toUpperCase() || '?'
}
