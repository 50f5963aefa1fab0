import { useCallback, useEffect, useMemo, useRef, useState } from 'react'

/** A decided request fades out before it leaves the list (spec part 2 section 9). */
export const REMOVAL_FADE_MS = 300

interface Held<T> {
  item: T
  index: number
  fading: boolean
}

export interface ShownRow<T> {
  key: string
  item: T
  /** Fading out: shown, but no longer actionable. */
  leaving: boolean
}

/** What `hold` kept: hand it to `fadeOut` or `release`. */
export type HeldRows<T> = ReadonlyMap<string, Held<T>>

function without<V>(map: ReadonlyMap<string, V>, keys: Iterable<string>): Map<string, V> {
  const next = new Map(map)
  for (const key of keys) next.delete(key)
  return next
}

/**
 * The rows of a request list while some are being decided. A row being decided is held in place
 * (the list refetches before the decision call resolves, and would drop it abruptly); once the
 * decision succeeds it fades for REMOVAL_FADE_MS from when the fade is on screen, then goes; if
 * the decision fails it is let go and the list stays as the server has it ("On reject failure
 * the list is kept").
 */
export function useLeavingRows<T>(items: readonly T[] | undefined, keyOf: (item: T) => string) {
  const [held, setHeld] = useState<HeldRows<T>>(new Map())
  // Decided rows, by the very object the list had: if a refetch still carries it (a failed
  // refetch keeps old data) it stays hidden; a new request with the same key is a new object.
  const [gone, setGone] = useState<ReadonlyMap<string, T>>(new Map())
  const timers = useRef(new Map<string, ReturnType<typeof setTimeout>>())

  // Each fade starts its clock once it is committed, so it lasts the whole REMOVAL_FADE_MS.
  useEffect(() => {
    for (const [key, entry] of held) {
      if (!entry.fading || timers.current.has(key)) continue
      const timer = setTimeout(() => {
        timers.current.delete(key)
        setGone((current) => new Map(current).set(key, entry.item))
        setHeld((current) => without(current, [key]))
      }, REMOVAL_FADE_MS)
      timers.current.set(key, timer)
    }
  }, [held])

  useEffect(() => {
    const pending = timers.current
    return () => pending.forEach(clearTimeout)
  }, [])

  const rows = useMemo(() => {
    const list = items ?? []
    const present = new Set(list.map(keyOf))
    const shown: ShownRow<T>[] = list
      .filter((item) => gone.get(keyOf(item)) !== item)
      .map((item) => {
        const key = keyOf(item)
        return { key, item, leaving: held.get(key)?.fading ?? false }
      })
    // Held rows the refetched list no longer has stay where they were.
    for (const [key, entry] of [...held].sort(([, a], [, b]) => a.index - b.index)) {
      if (present.has(key)) continue
      shown.splice(Math.min(entry.index, shown.length), 0, {
        key,
        item: entry.item,
        leaving: entry.fading,
      })
    }
    return shown
  }, [items, keyOf, held, gone])

  /** Keeps these rows on screen, where they are now, until fadeOut or release. */
  const hold = useCallback(
    (keys: readonly string[]): HeldRows<T> => {
      const kept = new Map<string, Held<T>>()
      rows.forEach((row, index) => {
        if (keys.includes(row.key)) kept.set(row.key, { item: row.item, index, fading: false })
      })
      setHeld((current) => new Map([...current, ...kept]))
      return kept
    },
    [rows],
  )

  /** The decision failed: the rows follow the server's list again. */
  const release = useCallback((kept: HeldRows<T>) => {
    setHeld((current) => without(current, kept.keys()))
  }, [])

  /** The decision succeeded: the rows fade, then leave for good. */
  const fadeOut = useCallback((kept: HeldRows<T>) => {
    setHeld((current) => {
      const next = new Map(current)
      for (const [key, entry] of kept) next.set(key, { ...entry, fading: true })
      return next
    })
  }, [])

  return { rows, hold, release, fadeOut }
}
