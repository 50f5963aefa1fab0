import { useState } from 'react'

import { demoAccounts, type DemoAccountKey } from '../seed/demo-accounts'
import { signInAs } from './app-sign-in'

const button =
  'rounded-md bg-primary px-3 py-1.5 text-xs font-medium text-primary-foreground hover:opacity-90 disabled:opacity-60'

/** One click per demo account: a real sign-in through the worker, then the app's home. */
export function SignInTab() {
  const [pending, setPending] = useState<DemoAccountKey | null>(null)
  const [error, setError] = useState<string | null>(null)

  async function signIn(key: DemoAccountKey) {
    const account = demoAccounts[key]
    setPending(key)
    setError(null)
    try {
      await signInAs(account.email, account.password)
    } catch (caught) {
      setError(`${account.email}: ${caught instanceof Error ? caught.message : String(caught)}`)
      setPending(null)
    }
  }

  return (
    <div className="flex flex-col gap-2">
      <p className="text-xs text-muted-foreground">
        Signs in without "Remember me" and opens the home page. The empty scenario has no demo
        accounts.
      </p>
      {error ? (
        <p role="alert" className="rounded-md bg-danger/10 px-3 py-2 text-xs text-danger">
          {error}
        </p>
      ) : null}
      <ul className="flex flex-col gap-2">
        {(Object.keys(demoAccounts) as DemoAccountKey[]).map((key) => {
          const account = demoAccounts[key]
          return (
            <li
              key={key}
              className="flex items-center gap-3 rounded-lg border border-border bg-surface p-3"
            >
              <div className="min-w-0 flex-1">
                <p className="truncate text-sm font-medium text-foreground">{account.email}</p>
                <p className="text-xs text-muted-foreground">
                  <span className="font-medium capitalize">{account.role}</span> · {account.label}
                </p>
              </div>
              <button
                type="button"
                className={button}
                disabled={pending !== null}
                onClick={() => void signIn(key)}
                aria-label={`Sign in as ${account.email}`}
              >
                {pending === key ? 'Signing in…' : 'Sign in'}
              </button>
            </li>
          )
        })}
      </ul>
    </div>
  )
}
