import { useEffect, useState } from 'react'

/**
 * `value` once it has stayed the same for `delayMs`; `flush` takes the current value at once
 * (Enter in a search box should not wait).
 */
export function useDebouncedValue<T>(value: T, delayMs: number): [debounced: T, flush: () => void] {
  const [debounced, setDebounced] = useState(value)
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delayMs)
    return () => clearTimeout(timer)
  }, [value, delayMs])
  return [debounced, () => setDebounced(value)]
}
