import { useQuery } from '@tanstack/react-query'
import { useEffect, useId, useState } from 'react'

import { studentListQueryOptions } from '@/api/students/queries'
import { useDebouncedValue } from '@/lib/use-debounced-value'

import { StudentFilters } from './components/student-filters'
import {
  InviteStudentButton,
  StudentResults,
  StudentResultsError,
  StudentResultsLoading,
} from './components/student-results'
import { StudentToolbar } from './components/student-toolbar'
import {
  nextSort,
  STUDENT_SEARCH_DEBOUNCE_MS,
  studentCountries,
  studentListView,
  type AcceptedWithin,
  type StudentSort,
} from './student-list-rules'

/** The list's state, kept in the URL so a filtered view can be shared and survives a reload. */
export interface StudentListSearch {
  q?: string
  accepted?: AcceptedWithin
  country?: string[]
  sort?: StudentSort
  unread?: boolean
}

/**
 * My Students (spec part 2 sections 2, 4, 8 and 9): the Catalyst's connected students as cards,
 * searched by name or country, filtered by acceptance date, country and unread chats, sorted by
 * acceptance date.
 */
export function MyStudentsPage({
  search,
  onSearchChange,
}: {
  search: StudentListSearch
  onSearchChange: (next: StudentListSearch) => void
}) {
  const list = useQuery(studentListQueryOptions())
  const filtersId = useId()
  const [filtersOpen, setFiltersOpen] = useState(Boolean(search.accepted || search.country))
  const [typed, setTyped] = useState(search.q ?? '')
  const [query, applyNow] = useDebouncedValue(typed, STUDENT_SEARCH_DEBOUNCE_MS)
  // The URL's search changed from outside (Back, a link): the box shows it.
  const [shownQ, setShownQ] = useState(search.q)
  if (search.q !== shownQ) {
    setShownQ(search.q)
    if ((search.q ?? '') !== query.trim()) setTyped(search.q ?? '')
  }
  const change = (patch: StudentListSearch) => onSearchChange({ ...search, ...patch })

  // The debounced search goes to the URL (and from there to the grid).
  const wanted = query.trim() || undefined
  useEffect(() => {
    if (wanted !== search.q) onSearchChange({ ...search, q: wanted })
    // Only a new query writes the URL; the rest of `search` is read at that moment.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [wanted])

  const chosen = search.country ?? []
  const filterCount = (search.accepted ? 1 : 0) + (chosen.length > 0 ? 1 : 0)

  let results
  if (list.data) {
    const shown = studentListView(list.data, {
      query: search.q ?? '',
      accepted: search.accepted,
      countries: chosen,
      unreadOnly: search.unread ?? false,
      sort: search.sort,
    })
    results = (
      <StudentResults students={shown} total={list.data.length} resetKey={JSON.stringify(search)} />
    )
  } else if (list.isError) {
    results = <StudentResultsError retrying={list.isFetching} onRetry={() => void list.refetch()} />
  } else {
    results = <StudentResultsLoading />
  }

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="flex flex-col gap-1">
          <h1 className="text-2xl font-semibold tracking-tight">My Students</h1>
          <p className="text-sm text-muted-foreground">
            The students you guide: their goals, notes and pathway progress.
          </p>
        </div>
        <InviteStudentButton />
      </div>
      <StudentToolbar
        search={typed}
        onSearchChange={setTyped}
        onSearchSubmit={applyNow}
        filtersOpen={filtersOpen}
        filterCount={filterCount}
        filtersId={filtersId}
        onFiltersToggle={() => setFiltersOpen((open) => !open)}
        sort={search.sort}
        onSortNext={() => change({ sort: nextSort(search.sort) })}
        unreadOnly={search.unread ?? false}
        onUnreadToggle={() => change({ unread: search.unread ? undefined : true })}
      />
      {filtersOpen ? (
        <StudentFilters
          id={filtersId}
          accepted={search.accepted}
          onAcceptedChange={(accepted) => change({ accepted })}
          countries={list.data ? studentCountries(list.data) : chosen}
          chosen={chosen}
          onChosenChange={(country) => change({ country: country.length ? country : undefined })}
          onClear={() => change({ accepted: undefined, country: undefined })}
        />
      ) : null}
      {results}
    </div>
  )
}
