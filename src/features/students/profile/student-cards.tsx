import { GraduationCap, Briefcase, MessageCircle, Target } from 'lucide-react'
import { useId, type ReactNode } from 'react'

import type { StudentProfile } from '@/api/students/queries'
import { Avatar } from '@/components/ui/avatar'
import { Button } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { STUDENT_GOAL_FIELDS, STUDENT_GOAL_LABELS } from '@/config/student-goal'
import { formatMonth } from '@/lib/format/dates'
import { cn } from '@/lib/cn'

import { GENDER_LABELS } from '../list/student-list-rules'
import { PROFILE_MESSAGES } from '../messages'

export function studentName(profile: StudentProfile): string {
  return (
    [profile.given_name, profile.family_name].filter(Boolean).join(' ').trim() || 'Unknown Name'
  )
}

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="flex min-w-0 flex-col">
      <dt className="text-xs text-muted-foreground">{term}</dt>
      {/* A long college or city wraps onto more lines rather than being cut (issue 28). */}
      <dd className="text-sm break-words">{children || 'N/A'}</dd>
    </div>
  )
}

/** Who the student is, with Start chat (spec part 2 section 2). */
export function StudentSummaryCard({
  profile,
  onStartChat,
}: {
  profile: StudentProfile
  onStartChat: () => void
}) {
  const name = studentName(profile)
  const place = [profile.city, profile.state, profile.country].filter(Boolean).join(', ')
  return (
    <Card className="flex flex-col gap-4 p-4">
      <div className="flex flex-wrap items-center gap-4">
        <Avatar name={name} src={profile.picture} alt="" size="lg" />
        <div className="flex min-w-0 flex-1 flex-col">
          <h2 className="text-lg font-semibold break-words">{name}</h2>
          <p className="text-sm break-words text-muted-foreground">{profile.email}</p>
        </div>
        <Button onClick={onStartChat}>
          <MessageCircle aria-hidden />
          Start chat
        </Button>
      </div>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        <Fact term="Gender">{profile.gender ? GENDER_LABELS[profile.gender] : null}</Fact>
        <Fact term="Location">{place}</Fact>
        <Fact term="Language">{profile.language}</Fact>
        <Fact term="Phone">{profile.phone_number}</Fact>
      </dl>
    </Card>
  )
}

/** Student Goal: college, work location and dream job (part 1 section 3, part 2 section 3). */
export function StudentGoalCard({ profile }: { profile: StudentProfile }) {
  const goal = profile.interest ?? {}
  const titleId = useId()
  return (
    <Card role="region" aria-labelledby={titleId} className="flex flex-col gap-3 p-4">
      <h2 id={titleId} className="flex items-center gap-2 text-base font-semibold">
        <Target aria-hidden className="size-4 text-primary" />
        Student Goal
      </h2>
      <dl className="grid gap-3 sm:grid-cols-3">
        {STUDENT_GOAL_FIELDS.map((field) => (
          <Fact key={field} term={STUDENT_GOAL_LABELS[field]}>
            {goal[field]}
          </Fact>
        ))}
      </dl>
    </Card>
  )
}

interface TimelineEntry {
  key: string
  kind: 'academic' | 'work'
  title: string
  place: string
  from: string
  to: string | null | undefined
  current: boolean
}

function timelineOf(profile: StudentProfile): TimelineEntry[] {
  const academic = (profile.education ?? []).map((entry, index) => ({
    key: `a${index}`,
    kind: 'academic' as const,
    title: [entry.level, entry.major].filter(Boolean).join(', '),
    place: entry.college ?? '',
    from: entry.start_date,
    to: entry.end_date,
    current: false,
  }))
  const work = (profile.experience ?? []).map((entry, index) => ({
    key: `w${index}`,
    kind: 'work' as const,
    title: entry.job_title,
    place: entry.org_name,
    from: entry.start_date,
    to: entry.end_date,
    current: entry.currentlyWorking === true,
  }))
  // Newest first: the latest start at the top (or at the left when horizontal).
  return [...academic, ...work].sort((a, b) => b.from.localeCompare(a.from))
}

/**
 * Academic and Work Experience (spec part 2 section 2): one timeline, vertical beside the notes,
 * horizontal and full width when a pathway is assigned.
 */
export function ExperienceTimeline({
  profile,
  horizontal,
}: {
  profile: StudentProfile
  horizontal: boolean
}) {
  const entries = timelineOf(profile)
  return (
    <Card className="flex min-w-0 flex-col gap-3 p-4">
      <h2 className="text-base font-semibold">Academic and Work Experience</h2>
      {entries.length === 0 ? (
        <p className="text-sm text-muted-foreground">{PROFILE_MESSAGES.noExperience}</p>
      ) : (
        <ol
          aria-label="Experience"
          tabIndex={horizontal ? 0 : undefined}
          className={cn(
            'flex gap-3',
            horizontal ? 'overflow-x-auto pb-2' : 'flex-col border-l-2 border-border pl-4',
          )}
        >
          {entries.map((entry) => {
            const Icon = entry.kind === 'academic' ? GraduationCap : Briefcase
            return (
              <li
                key={entry.key}
                className={cn(
                  'relative flex flex-col gap-0.5 text-sm',
                  horizontal && 'min-w-52 rounded-md border border-border p-3',
                )}
              >
                <span className="flex items-center gap-2 font-medium">
                  <Icon aria-hidden className="size-4 shrink-0 text-primary" />
                  <span className="break-words">{entry.title || 'N/A'}</span>
                </span>
                <span className="break-words text-muted-foreground">{entry.place || 'N/A'}</span>
                <span className="text-xs text-muted-foreground">
                  {/* Entries are kept by the month (part 2 section 5): no day is shown. */}
                  {formatMonth(entry.from) || 'N/A'} –{' '}
                  {entry.current ? 'Present' : formatMonth(entry.to) || 'Present'}
                </span>
              </li>
            )
          })}
        </ol>
      )}
    </Card>
  )
}
