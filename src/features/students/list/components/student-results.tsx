import { Link } from '@tanstack/react-router'
import { SearchX, UserPlus, Users } from 'lucide-react'

import type { StudentCard as StudentCardData } from '@/api/students/queries'
import { Button } from '@/components/ui/button'
import { EmptyState } from '@/components/ui/empty-state'
import { RetryError } from '@/components/ui/retry-error'
import { Skeleton } from '@/components/ui/skeleton'
import { usePagedList } from '@/lib/use-paged-list'

import { STUDENT_LIST_MESSAGES, STUDENT_PAGE_SIZE } from '../student-list-rules'
import { StudentCard } from './student-card'

const gridClass = 'grid gap-4 sm:grid-cols-2 xl:grid-cols-3 2xl:grid-cols-4'

const studentsCount = (count: number) => `${count} ${count === 1 ? 'student' : 'students'}`

function InviteStudentButton() {
  return (
    <Button asChild>
      <Link to="/invite-student">
        <UserPlus aria-hidden />
        Invite Student
      </Link>
    </Button>
  )
}

/**
 * The grid of student cards, a page at a time ("Show more students" adds the next page, so the
 * `large` scenario's 5,000 never render at once). `resetKey` (search, filters, sort) starts again
 * from the first page. `total` is how many students the Catalyst has at all.
 */
export function StudentResults({
  students,
  total,
  resetKey,
}: {
  students: readonly StudentCardData[]
  total: number
  resetKey: string
}) {
  const { shown, hasMore, showMore } = usePagedList(students, STUDENT_PAGE_SIZE, resetKey)
  const count = students.length

  if (total === 0) {
    return (
      <EmptyState
        icon={<Users />}
        title={STUDENT_LIST_MESSAGES.noStudents}
        description={STUDENT_LIST_MESSAGES.noStudentsHint}
        action={<InviteStudentButton />}
      />
    )
  }
  return (
    <section aria-label="Students" className="flex flex-col gap-4">
      <p role="status" className={count === 0 ? 'sr-only' : 'text-sm text-muted-foreground'}>
        {hasMore ? `Showing ${shown.length} of ${studentsCount(count)}` : studentsCount(count)}
      </p>
      {count === 0 ? (
        <EmptyState
          icon={<SearchX />}
          title={STUDENT_LIST_MESSAGES.noMatch}
          description={STUDENT_LIST_MESSAGES.noMatchHint}
        />
      ) : (
        <ul className={gridClass}>
          {shown.map((student) => (
            <li key={student.studentId}>
              <StudentCard student={student} />
            </li>
          ))}
        </ul>
      )}
      {hasMore ? (
        <Button variant="outline" className="self-center" onClick={showMore}>
          Show more students
        </Button>
      ) : null}
    </section>
  )
}

/** While the list loads: the grid's shape, and "Loading students..." announced once. */
export function StudentResultsLoading() {
  return (
    <div aria-busy="true" className="flex flex-col gap-4">
      <p role="status" className="text-sm text-muted-foreground">
        Loading students...
      </p>
      <ul className={gridClass} aria-hidden>
        {Array.from({ length: 6 }, (_, index) => (
          <li key={index} className="flex flex-col gap-4 rounded-lg border border-border p-4">
            <div className="flex items-start gap-3">
              <Skeleton className="size-14 rounded-full" />
              <div className="flex flex-1 flex-col gap-2">
                <Skeleton className="h-4 w-2/3" />
                <Skeleton className="h-3 w-1/2" />
              </div>
            </div>
            <Skeleton className="h-16 w-full" />
            <Skeleton className="h-2 w-full" />
            <Skeleton className="h-10 w-full" />
          </li>
        ))}
      </ul>
    </div>
  )
}

/** The list could not be read (part 2 section 8), with a way to try again. */
export function StudentResultsError({
  retrying,
  onRetry,
}: {
  retrying: boolean
  onRetry: () => void
}) {
  return (
    <RetryError message={STUDENT_LIST_MESSAGES.loadFailed} retrying={retrying} onRetry={onRetry} />
  )
}

export { InviteStudentButton }
