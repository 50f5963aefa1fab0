import { useQuery, type UseQueryResult } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { ChevronLeft, ChevronRight } from 'lucide-react'
import { useState } from 'react'

import type {
  DashboardLearningData,
  DashboardStudentsData,
  LearnHubProgressDetail,
} from '@/api/dashboard/queries'
import { nowDate } from '@/lib/clock'
import { sessionListQueryOptions, type Session } from '@/api/sessions/queries'
import { Button } from '@/components/ui/button'
import { SESSIONS_PAGE_SIZE_MAX, WEEKDAYS, weekdayShortName } from '@/config/constants'
import { cn } from '@/lib/cn'
import { formatDate, formatMonthTitle, formatTimeRange } from '@/lib/format/dates'

import {
  canShift,
  dayKey,
  eventsByDay,
  monthGrid,
  eventCount,
  LAST_INTERACTION,
  localDayKey,
  monthInstants,
  noActivityOn,
  shiftMonth,
  type Month,
  type PlannerEvent,
} from '../planner-rules'
import { cardState, DashboardCard } from './dashboard-card'

/** The month grid's column heads, Monday first as the grid is laid out. */
const WEEKDAY_HEADS = WEEKDAYS.map(weekdayShortName)

/**
 * The dashboard's dated items as planner events: hub dates (every Catalyst's own learning), and
 * with the smart dashboard due learnings and check-ins (issue 34: its analysis, undefined without).
 */
export function plannerEvents(
  progress: readonly LearnHubProgressDetail[] | undefined,
  learning: DashboardLearningData | undefined,
  students: DashboardStudentsData | undefined,
): PlannerEvent[] {
  const events: PlannerEvent[] = []
  const add = (value: string | null | undefined, kind: PlannerEvent['kind'], title: string) => {
    const day = value ? dayKey(value) : null
    if (day) events.push({ day, kind, title })
  }
  for (const item of learning?.nextLearningAssignments ?? [])
    add(item.dueDate, 'Learning due', `${item.moduleName} (${item.learnHubName})`)
  for (const hub of progress ?? []) {
    add(hub.learnHubStartDate, 'Hub starts', hub.learnHubName)
    add(hub.learnHubEndDate, 'Hub ends', hub.learnHubName)
  }
  for (const student of students?.studentsLastCheckInData ?? [])
    add(student.lastInteractionDate, LAST_INTERACTION, student.name || 'Unknown Name')
  return events
}

/** The Catalyst's booked sessions as planner events, on their days where the viewer is (issue 29). */
export function sessionEvents(sessions: readonly Session[] | undefined): PlannerEvent[] {
  return (sessions ?? []).flatMap((session) => {
    const day = localDayKey(session.start)
    if (!day) return []
    const { given_name, family_name } = session.student
    return [
      {
        day,
        kind: 'Session' as const,
        title: [given_name, family_name].filter(Boolean).join(' ') || 'Unknown Name',
        time: formatTimeRange(session.start, session.end),
        start: session.start,
      },
    ]
  })
}

/**
 * The schedule planner (spec part 1 sections 2 and 9): a month calendar, navigable 10 years back
 * and forward, marking the days with learning due dates, hub start and end dates and check-ins;
 * the chosen day (today at first) lists them, or says there is none ("No activity today", or
 * the day named). The Catalyst's booked sessions of the month shown join them (issue 29), each
 * with its time where the viewer is, the student's name and a link to Sessions.
 */
export function PlannerCard({
  progress,
  learning,
  students,
  analysis,
}: {
  progress: UseQueryResult<LearnHubProgressDetail[]>
  learning: UseQueryResult<DashboardLearningData>
  students: UseQueryResult<DashboardStudentsData>
  /** The plan includes the smart dashboard: its due learnings and check-ins join the planner. */
  analysis: boolean
}) {
  const [today] = useState(() => nowDate())
  const todayKey = dayKey(today)!
  const [month, setMonth] = useState<Month>({
    year: today.getUTCFullYear(),
    month: today.getUTCMonth(),
  })
  const [selected, setSelected] = useState(todayKey)
  // The month's booked sessions; a failed read leaves the planner as it was without them.
  const sessions = useQuery(
    sessionListQueryOptions({
      scope: 'all',
      status: 'booked',
      ...monthInstants(month),
      pageSize: SESSIONS_PAGE_SIZE_MAX,
    }),
  )
  const byDay = eventsByDay([
    ...plannerEvents(progress.data, learning.data, students.data),
    ...sessionEvents(sessions.data?.sessions),
  ])
  const dayEvents = byDay.get(selected) ?? []
  const title = formatMonthTitle(month.year, month.month)
  // Loading, or failed, only when every read it draws on is: a plan without the smart dashboard
  // draws on the hub progress alone (the analysis reads are never made).
  const reads = analysis ? [progress, learning, students] : [progress]
  const query = {
    isPending: reads.every((read) => read.isPending),
    isError: reads.every((read) => read.isError),
  }
  const move = (by: number) => setMonth((current) => shiftMonth(current, by, today))

  return (
    <DashboardCard
      title="Schedule planner"
      state={cardState(query, false)}
      onRetry={() => {
        for (const read of reads) void read.refetch()
      }}
      empty=""
    >
      <div className="flex items-center justify-between gap-2">
        <Button
          variant="ghost"
          size="sm"
          className="size-8 px-0"
          aria-label="Previous month"
          disabled={!canShift(month, -1, today)}
          onClick={() => move(-1)}
        >
          <ChevronLeft aria-hidden />
        </Button>
        <p className="text-sm font-semibold" aria-live="polite">
          {title}
        </p>
        <Button
          variant="ghost"
          size="sm"
          className="size-8 px-0"
          aria-label="Next month"
          disabled={!canShift(month, 1, today)}
          onClick={() => move(1)}
        >
          <ChevronRight aria-hidden />
        </Button>
      </div>
      <table className="w-full table-fixed text-center text-xs" aria-label={title}>
        <thead>
          <tr>
            {WEEKDAY_HEADS.map((day) => (
              <th key={day} scope="col" className="py-1 font-medium text-muted-foreground">
                {day}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {chunk(monthGrid(month), 7).map((week, row) => (
            <tr key={row}>
              {week.map((day, column) => (
                <td key={day ?? `pad-${row}-${column}`} className="p-0.5">
                  {day ? (
                    <button
                      type="button"
                      onClick={() => setSelected(day)}
                      aria-pressed={day === selected}
                      aria-label={`${formatDate(day)}${byDay.has(day) ? `, ${eventCount(byDay.get(day)!.length)}` : ''}`}
                      className={cn(
                        'relative flex h-8 w-full items-center justify-center rounded-md hover:bg-surface-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
                        day === selected &&
                          'bg-primary text-primary-foreground hover:bg-primary-hover',
                        day === todayKey && day !== selected && 'font-semibold text-primary',
                      )}
                    >
                      {Number(day.slice(8))}
                      {byDay.has(day) ? (
                        <span
                          aria-hidden
                          className={cn(
                            'absolute bottom-1 size-1 rounded-full',
                            day === selected ? 'bg-primary-foreground' : 'bg-primary',
                          )}
                        />
                      ) : null}
                    </button>
                  ) : null}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      <section aria-label={`Activities on ${formatDate(selected)}`} className="text-sm">
        <h3 className="mb-2 text-xs font-semibold text-muted-foreground">{formatDate(selected)}</h3>
        {dayEvents.length === 0 ? (
          <p className="text-muted-foreground">
            {noActivityOn(selected, todayKey, formatDate(selected))}
          </p>
        ) : (
          <ul className="flex flex-col gap-1.5">
            {dayEvents.map((event, index) => (
              <li key={`${event.kind}-${index}`} className="flex gap-2">
                <span className="shrink-0 font-medium">{event.kind}:</span>
                {event.kind === 'Session' ? (
                  <Link
                    to="/sessions"
                    className="min-w-0 break-words text-primary underline-offset-4 hover:underline"
                  >
                    <span className="tabular-nums">{event.time}</span> {event.title}
                  </Link>
                ) : (
                  <span className="min-w-0 break-words">{event.title}</span>
                )}
              </li>
            ))}
          </ul>
        )}
      </section>
    </DashboardCard>
  )
}

function chunk<T>(items: readonly T[], size: number): T[][] {
  const rows: T[][] = []
  for (let start = 0; start < items.length; start += size)
    rows.push(items.slice(start, start + size))
  return rows
}
