import { Link } from '@tanstack/react-router'
import { MessageCircle, Route as RouteIcon } from 'lucide-react'
import { useId } from 'react'

import type { StudentCard as StudentCardData } from '@/api/students/queries'
import { Avatar } from '@/components/ui/avatar'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { ExpandableText } from '@/components/ui/expandable-text'
import { ProgressBar } from '@/components/ui/progress-bar'
import { Thumbnail } from '@/components/ui/thumbnail'
import { STUDENT_GOAL_FIELDS, STUDENT_GOAL_LABELS } from '@/config/student-goal'
import { unreadLabel, unreadMessages } from '@/lib/format/counts'
import { formatDate } from '@/lib/format/dates'
import { SafeHtml } from '@/lib/sanitize'

import { ageLabel, GENDER_LABELS } from '../student-list-rules'

function Goal({ term, value }: { term: string; value: string | null | undefined }) {
  return (
    <div className="flex min-w-0 gap-1">
      <dt className="shrink-0 text-muted-foreground">{term}:</dt>
      {/* Whole, wrapping (issue 36: long goals were cut with no way to read them). */}
      <dd className="min-w-0 break-words">{value?.trim() || 'N/A'}</dd>
    </div>
  )
}

/**
 * A connected student (spec part 2 section 3): who they are, their goal, the latest note and
 * their pathway's progress. View Profile opens /students/view/{studentId}.
 */
export function StudentCard({ student }: { student: StudentCardData }) {
  const titleId = useId()
  const unread = student.unreadChat ?? 0
  const facts = [
    ageLabel(student.age),
    student.gender ? GENDER_LABELS[student.gender] : null,
    student.country || 'Unknown Country',
  ].filter(Boolean)
  return (
    <article
      aria-labelledby={titleId}
      className="flex h-full flex-col gap-4 rounded-lg border border-border bg-surface p-4 shadow-xs"
    >
      <div className="flex items-start gap-3">
        <Avatar name={student.name} src={student.picture} alt="" size="lg" />
        <div className="flex min-w-0 flex-1 flex-col gap-0.5">
          <h2 id={titleId} className="truncate text-base font-semibold" title={student.name}>
            {student.name}
          </h2>
          <p className="text-sm text-muted-foreground">{facts.join(' · ')}</p>
          <p className="text-xs text-muted-foreground">
            Accepted <time dateTime={student.acceptedDate}>{formatDate(student.acceptedDate)}</time>
          </p>
        </div>
        {unread > 0 ? (
          <Badge variant="danger" title={unreadMessages(unread)}>
            <MessageCircle aria-hidden />
            <span aria-hidden>{unreadLabel(unread)}</span>
            <span className="sr-only">{unreadMessages(unread)}</span>
          </Badge>
        ) : null}
      </div>
      <section aria-label="Goal" className="text-sm">
        <h3 className="mb-1 text-xs font-semibold tracking-wide text-muted-foreground uppercase">
          Goal
        </h3>
        <dl className="flex flex-col gap-0.5">
          {STUDENT_GOAL_FIELDS.map((field) => (
            <Goal
              key={field}
              term={STUDENT_GOAL_LABELS[field]}
              value={student.studentGoal?.[field]}
            />
          ))}
        </dl>
      </section>
      <section aria-label="Latest note" className="text-sm">
        <h3 className="mb-1 text-xs font-semibold tracking-wide text-muted-foreground uppercase">
          Latest note
        </h3>
        {student.notes?.value ? (
          <ExpandableText what="the latest note">
            <SafeHtml html={student.notes.value} />
          </ExpandableText>
        ) : (
          <p className="text-muted-foreground">No notes yet</p>
        )}
      </section>
      <section aria-label="Pathway" className="mt-auto flex flex-col gap-2 text-sm">
        {student.pathwayName ? (
          <>
            <div className="flex items-center gap-2">
              <Thumbnail
                src={student.pathwayImageLink}
                className="size-8"
                fallback={<RouteIcon />}
              />
              <p className="min-w-0 truncate font-medium" title={student.pathwayName}>
                {student.pathwayName}
              </p>
            </div>
            <ProgressBar value={student.progressPercentage} label="Pathway progress" />
          </>
        ) : (
          <p className="text-muted-foreground">No pathway assigned</p>
        )}
      </section>
      <Button asChild variant="outline">
        <Link to="/students/view/$studentId" params={{ studentId: student.studentId }}>
          View Profile<span className="sr-only">: {student.name}</span>
        </Link>
      </Button>
    </article>
  )
}
