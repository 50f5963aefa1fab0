import { useEffect, useState } from 'react'

/**
 * Re-reads `read` every `intervalMs` (the db has no change events the panel can subscribe to);
 * the value is replaced only when `keyOf` changes, so an idle panel does not re-render.
 */
export function usePoll<T>(read: () => T, keyOf: (value: T) => string, intervalMs = 1000): T {
  const [state, setState] = useState(() => {
    const value = read()
    return { value, key: keyOf(value) }
  })
  useEffect(() => {
    const timer = setInterval(() => {
      const value = read()
      const key = keyOf(value)
      setState((current) => (current.key === key ? current : { value, key }))
    }, intervalMs)
    return () => clearInterval(timer)
  }, [read, keyOf, intervalMs])
  return state.value
}
