import { useEffect, useRef, useState } from 'react'

/** How long a removed entry fades before it goes (spec part 2 section 4). */
export const REMOVE_FADE_MS = 300

/**
 * Removes a repeatable entry after a 300 ms fade: `leaving(id)` tells the entry to fade, and the
 * entry goes once the fade is over. Pending removals are cancelled when the form unmounts.
 */
export function useFadeRemoval(
  remove: (index: number) => void,
  ids: readonly string[],
  /** After an entry has gone (the form checks itself again: the list changed). */
  afterRemove?: () => void,
) {
  const [leaving, setLeaving] = useState<ReadonlySet<string>>(new Set())
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>())
  const latestIds = useRef(ids)
  useEffect(() => {
    latestIds.current = ids
  })

  useEffect(() => {
    const pending = timers.current
    return () => pending.forEach(clearTimeout)
  }, [])

  const removeWithFade = (id: string) => {
    setLeaving((current) => new Set(current).add(id))
    const timer = setTimeout(() => {
      timers.current.delete(timer)
      // Other entries may have gone meanwhile: find this one's index now.
      const index = latestIds.current.indexOf(id)
      if (index !== -1) {
        remove(index)
        afterRemove?.()
      }
      setLeaving((current) => {
        const next = new Set(current)
        next.delete(id)
        return next
      })
    }, REMOVE_FADE_MS)
    timers.current.add(timer)
  }

  return { isLeaving: (id: string) => leaving.has(id), removeWithFade }
}
