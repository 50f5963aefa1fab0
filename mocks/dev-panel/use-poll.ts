import { useEffect, useState } from 'react'

/**
 * Asks the mock server for `read` now and every `intervalMs` (the panel does not subscribe to
 * the database, which may be in another tab); the value is replaced only when `keyOf` changes,
 * so an idle panel does not re-render. Undefined until the first answer.
 */
export function usePoll<T>(
  read: () => Promise<T>,
  keyOf: (value: T) => string,
  intervalMs = 1000,
): T | undefined {
  const [state, setState] = useState<{ value: T; key: string } | undefined>(undefined)
  useEffect(() => {
    let live = true
    const poll = () =>
      void read().then(
        (value) => {
          if (!live) return
          const key = keyOf(value)
          setState((current) => (current?.key === key ? current : { value, key }))
        },
        (error: unknown) => console.warn('[mock tools] the mock server did not answer', error),
      )
    poll()
    const timer = setInterval(poll, intervalMs)
    return () => {
      live = false
      clearInterval(timer)
    }
  }, [read, keyOf, intervalMs])
  return state?.value
}
