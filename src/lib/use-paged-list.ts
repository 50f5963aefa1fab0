import { useState } from 'react'

/**
 * The first `pageSize` items, and a page more each time `showMore` runs; a new `resetKey` (a new
 * search or filter) starts again from the first page. Long grids render a page at a time.
 */
export function usePagedList<T>(items: readonly T[], pageSize: number, resetKey: string) {
  const [paging, setPaging] = useState({ key: resetKey, pages: 1 })
  // Adjusted while rendering, not in an effect: the first render of a new search is page one.
  if (paging.key !== resetKey) setPaging({ key: resetKey, pages: 1 })
  const pages = paging.key === resetKey ? paging.pages : 1
  const shown = items.slice(0, pages * pageSize)
  return {
    shown,
    hasMore: shown.length < items.length,
    showMore: () => setPaging({ key: resetKey, pages: pages + 1 }),
  }
}
