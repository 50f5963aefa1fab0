import { useCallback, useEffect, useRef, useState } from 'react'

export interface OverflowEdges {
  /** Content hidden off the start (scrolled): the left, or the top. */
  before: boolean
  /** Content hidden off the end: the right, or the bottom. */
  after: boolean
}

/**
 * Where the content of a scroll box overflows it, along `axis`; re-measured on scroll (call
 * `measure` from onScroll) and on any change of size of the box or its children.
 */
export function useOverflowEdges(axis: 'x' | 'y') {
  const ref = useRef<HTMLDivElement>(null)
  const [edges, setEdges] = useState<OverflowEdges>({ before: false, after: false })
  const measure = useCallback(() => {
    const box = ref.current
    if (!box) return
    const [offset, visible, total] =
      axis === 'x'
        ? [box.scrollLeft, box.clientWidth, box.scrollWidth]
        : [box.scrollTop, box.clientHeight, box.scrollHeight]
    const before = offset > 1
    const after = offset + visible < total - 1
    setEdges((current) =>
      current.before === before && current.after === after ? current : { before, after },
    )
  }, [axis])
  useEffect(() => {
    const box = ref.current
    measure()
    if (!box || typeof ResizeObserver === 'undefined') return undefined
    const observer = new ResizeObserver(measure)
    observer.observe(box)
    for (const child of Array.from(box.children)) observer.observe(child)
    return () => observer.disconnect()
  }, [measure])
  return { ref, edges, measure }
}
