import { useId, useState } from 'react'

import { mockConfig } from '../config'
import { MIN_TOKEN_TTL_SECONDS, TOKEN_TTL_RULE, applyTokenTtl } from './settings'

const field =
  'mt-1 block w-full rounded-md border border-input bg-surface px-2.5 py-1.5 text-sm font-normal text-foreground aria-invalid:border-danger'

/**
 * The access-token lifetime of tokens issued from now on (sign-in and refresh), remembered across
 * reloads; the same as `?mock-token-ttl=<seconds>`. A value just over 300 shows the app's silent
 * refresh within seconds (it refreshes 5 minutes before expiry).
 */
export function TokenTtlField() {
  const id = useId()
  const [value, setValue] = useState(String(mockConfig.accessTokenTtlSeconds))
  const [error, setError] = useState<string | null>(null)

  return (
    <div className="text-xs font-medium text-foreground">
      <label htmlFor={`${id}-input`}>Access token lifetime (s)</label>
      <input
        id={`${id}-input`}
        type="number"
        min={MIN_TOKEN_TTL_SECONDS}
        step={1}
        inputMode="numeric"
        value={value}
        placeholder="default"
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
        onChange={(event) => {
          setValue(event.target.value)
          // Applies as soon as the value is usable; a half-typed one is judged on leaving.
          if (applyTokenTtl(event.target.value).kind !== 'invalid') setError(null)
        }}
        onBlur={() => {
          const setting = applyTokenTtl(value)
          setError(setting.kind === 'invalid' ? setting.message : null)
        }}
        className={`${field} max-w-32`}
      />
      {error ? (
        <span id={`${id}-error`} className="mt-1 block font-normal text-danger">
          {error}
        </span>
      ) : null}
      <span id={`${id}-hint`} className="mt-1 block font-normal text-muted-foreground">
        Applies to tokens issued from now on (sign-in and refresh). {TOKEN_TTL_RULE}
      </span>
    </div>
  )
}
