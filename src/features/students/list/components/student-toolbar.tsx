import {
  ArrowDownWideNarrow,
  ArrowUpDown,
  ArrowUpNarrowWide,
  MessageCircle,
  Search,
  SlidersHorizontal,
} from 'lucide-react'
import { useId } from 'react'

import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'

import { SORT_LABELS, type StudentSort } from '../student-list-rules'

const sortIcons = {
  none: ArrowUpDown,
  newest: ArrowDownWideNarrow,
  oldest: ArrowUpNarrowWide,
} as const

/**
 * Search box, Filters, the sort button and the Unread chats toggle (spec part 2 section 2). The
 * search applies as the user pauses (the page debounces it); Enter applies it at once.
 */
export function StudentToolbar({
  search,
  onSearchChange,
  onSearchSubmit,
  filtersOpen,
  filterCount,
  filtersId,
  onFiltersToggle,
  sort,
  onSortNext,
  unreadOnly,
  onUnreadToggle,
}: {
  search: string
  onSearchChange: (value: string) => void
  onSearchSubmit: () => void
  filtersOpen: boolean
  filterCount: number
  filtersId: string
  onFiltersToggle: () => void
  sort: StudentSort | undefined
  onSortNext: () => void
  unreadOnly: boolean
  onUnreadToggle: () => void
}) {
  const searchId = useId()
  const SortIcon = sortIcons[sort ?? 'none']
  return (
    <div className="flex flex-col gap-3 md:flex-row md:items-center">
      <form
        role="search"
        className="relative flex-1 md:max-w-md"
        onSubmit={(event) => {
          event.preventDefault()
          onSearchSubmit()
        }}
      >
        <label htmlFor={searchId} className="sr-only">
          Search by name or country
        </label>
        <Search
          aria-hidden
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
        />
        <Input
          id={searchId}
          type="search"
          placeholder="Search by name or country..."
          autoComplete="off"
          spellCheck={false}
          maxLength={200}
          value={search}
          onChange={(event) => onSearchChange(event.target.value)}
          className="pl-9"
        />
      </form>
      <div className="flex flex-wrap gap-2">
        <Button
          type="button"
          variant={filtersOpen || filterCount > 0 ? 'primary' : 'outline'}
          aria-expanded={filtersOpen}
          aria-controls={filtersId}
          onClick={onFiltersToggle}
        >
          <SlidersHorizontal aria-hidden />
          Filters
          {filterCount > 0 ? <span className="tabular-nums">({filterCount})</span> : null}
        </Button>
        <Button type="button" variant={sort ? 'primary' : 'outline'} onClick={onSortNext}>
          <SortIcon aria-hidden />
          {SORT_LABELS[sort ?? 'none']}
        </Button>
        <Button
          type="button"
          variant={unreadOnly ? 'primary' : 'outline'}
          aria-pressed={unreadOnly}
          onClick={onUnreadToggle}
        >
          <MessageCircle aria-hidden />
          Unread chats
        </Button>
      </div>
    </div>
  )
}
