import { useQuery, type UseQueryResult } from '@tanstack/react-query'
import { GraduationCap, ListTodo } from 'lucide-react'
import { useState } from 'react'

import {
  learnHubProgressYearQueryOptions,
  type DashboardLearningData,
  type LearnHubProgressDetail,
  type StudentRequestMonth,
} from '@/api/dashboard/queries'
import type { PlanFeatureState } from '@/api/payment/use-plan-feature'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { now } from '@/lib/clock'
import { requestDrawer } from '@/lib/drawer-requests'
import { formatDate, shortMonthName } from '@/lib/format/dates'

import { LazyChart } from '../charts/lazy-chart'
import {
  EMPTY_HINTS,
  NO_COURSES_APPLIED,
  NO_LEARNER_HUB,
  NO_LEARNINGS,
  priorityOf,
  requestCountLabel,
  upcomingModules,
} from '../dashboard-rules'
import { cardState, DashboardCard, TableScroller } from './dashboard-card'
import { LearningNextStep } from './next-step'

type LearningQuery = UseQueryResult<DashboardLearningData>

/**
 * Upcoming learning modules (spec part 1 sections 2, 3, 9): learn-hub progress by module as a
 * timeline. The "Upcoming" tab reads the Catalyst's hub progress; the year tab reads the current
 * year's progress (the only year it offers). Both are the Catalyst's own learning, open to every
 * Catalyst whatever their plan (issue 34).
 */
export function UpcomingModulesCard({
  query,
}: {
  query: UseQueryResult<LearnHubProgressDetail[]>
}) {
  const year = new Date(now()).getFullYear()
  const [tab, setTab] = useState<'upcoming' | 'year'>('upcoming')
  const yearQuery = useQuery({ ...learnHubProgressYearQueryOptions(year), enabled: tab === 'year' })
  const shown = tab === 'upcoming' ? query : yearQuery
  const rows =
    tab === 'upcoming' ? upcomingModules(query.data ?? [], now()) : (yearQuery.data ?? [])
  return (
    <DashboardCard
      title="Upcoming learning modules"
      action={
        <div role="group" aria-label="Period" className="flex gap-1">
          <Button
            size="sm"
            variant={tab === 'upcoming' ? 'secondary' : 'ghost'}
            aria-pressed={tab === 'upcoming'}
            onClick={() => setTab('upcoming')}
          >
            Upcoming
          </Button>
          <Button
            size="sm"
            variant={tab === 'year' ? 'secondary' : 'ghost'}
            aria-pressed={tab === 'year'}
            onClick={() => setTab('year')}
          >
            {year}
          </Button>
        </div>
      }
      state={cardState(shown, rows.length === 0)}
      onRetry={() => void shown.refetch()}
      empty={tab === 'upcoming' ? NO_COURSES_APPLIED : NO_LEARNER_HUB}
      emptyHint={tab === 'upcoming' ? EMPTY_HINTS.coursesApplied : undefined}
      emptyIcon={<GraduationCap />}
      emptyAction={<LearningNextStep />}
    >
      <ol className="relative flex flex-col gap-4 border-l border-border pl-5">
        {rows.map((row, index) => (
          <ModuleEntry key={`${row.learnHubName}-${row.moduleName ?? ''}-${index}`} row={row} />
        ))}
      </ol>
    </DashboardCard>
  )
}

function ModuleEntry({ row }: { row: LearnHubProgressDetail }) {
  const progress = Math.max(0, Math.min(100, Math.round(row.progPercent)))
  const image =
    row.moduleImgLink && /^https?:\/\//.test(row.moduleImgLink) ? row.moduleImgLink : null
  return (
    <li className="relative flex gap-3">
      <span
        aria-hidden
        className="absolute top-1.5 -left-[1.6rem] size-2.5 rounded-full bg-primary"
      />
      <ModuleImage src={image} />
      <div className="min-w-0 flex-1 text-sm">
        {/* Names wrap rather than being cut (issue 28); a date never breaks inside itself. */}
        <p className="font-medium break-words">{row.moduleName || row.learnHubName}</p>
        <p className="text-xs break-words text-muted-foreground">{row.learnHubName}</p>
        <p className="text-xs text-muted-foreground">
          <span className="whitespace-nowrap">{formatDate(row.learnHubStartDate)} –</span>{' '}
          <span className="whitespace-nowrap">{formatDate(row.learnHubEndDate)}</span>
        </p>
        <div className="mt-1.5 flex items-center gap-2">
          <progress
            value={progress}
            max={100}
            aria-label={`Progress of ${row.moduleName || row.learnHubName}`}
            className="h-1.5 flex-1 overflow-hidden rounded-full [&::-moz-progress-bar]:bg-primary [&::-webkit-progress-bar]:bg-surface-muted [&::-webkit-progress-value]:bg-primary"
          />
          <span className="text-xs tabular-nums text-muted-foreground">{progress}%</span>
        </div>
      </div>
    </li>
  )
}

/** The module's picture, or a plain tile when it has none or it does not load. */
function ModuleImage({ src }: { src: string | null }) {
  const [failed, setFailed] = useState(false)
  if (!src || failed)
    return <span aria-hidden className="size-10 shrink-0 rounded-md bg-surface-muted" />
  return (
    <img
      src={src}
      alt=""
      className="size-10 shrink-0 rounded-md object-cover"
      loading="lazy"
      onError={() => setFailed(true)}
    />
  )
}

/**
 * Forthcoming learning topics (spec part 1 sections 2, 3): hub, module, priority, due date.
 * Smart dashboard: without it, the offer.
 */
export function ForthcomingTopicsCard({
  query,
  plan,
}: {
  query: LearningQuery
  plan: PlanFeatureState
}) {
  const rows = query.data?.nextLearningAssignments ?? []
  return (
    <DashboardCard
      title="Forthcoming learning topics"
      plan={plan}
      state={cardState(query, rows.length === 0)}
      onRetry={() => void query.refetch()}
      empty={NO_LEARNINGS}
      emptyHint={EMPTY_HINTS.learnings}
      emptyIcon={<ListTodo />}
      emptyAction={<LearningNextStep />}
    >
      <TableScroller label="Forthcoming learning topics, table">
        <table className="w-full min-w-[30rem] text-left text-sm">
          <thead className="text-xs text-muted-foreground">
            <tr>
              <th scope="col" className="py-2 pr-3 font-medium">
                Learning hub
              </th>
              <th scope="col" className="py-2 pr-3 font-medium">
                Module
              </th>
              <th scope="col" className="py-2 pr-3 font-medium">
                Priority
              </th>
              <th scope="col" className="py-2 font-medium">
                Due
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-border">
            {rows.map((row) => {
              const priority = priorityOf(row.priority)
              return (
                <tr key={row.id}>
                  <td className="py-2.5 pr-3 font-medium">{row.learnHubName}</td>
                  <td className="py-2.5 pr-3">{row.moduleName}</td>
                  <td className="py-2.5 pr-3">
                    {priority ? <Badge variant={priority.tone}>{priority.label}</Badge> : 'N/A'}
                  </td>
                  <td className="py-2.5 whitespace-nowrap">{formatDate(row.dueDate)}</td>
                </tr>
              )
            })}
          </tbody>
        </table>
      </TableScroller>
    </DashboardCard>
  )
}

/**
 * Student requests over the last 6 months (spec part 1 sections 2, 9): a line chart of the
 * server's monthly counts in the viewer's zone (getStudentRequestTrend), the total exact up to 5
 * else rounded down to fives with a plus, a table of the same figures for screen readers, and See
 * More to the requests (the header's Student Request drawer). Smart dashboard: without it, the
 * offer (the requests themselves stay in the drawer for every Catalyst).
 */
export function StudentRequestsCard({
  query,
  plan,
}: {
  query: UseQueryResult<StudentRequestMonth[]>
  plan: PlanFeatureState
}) {
  const months = query.data ?? []
  const total = months.reduce((sum, entry) => sum + entry.requests, 0)
  // "2025-03" is March wherever the viewer is: the server counted the months in their zone.
  const monthName = (entry: StudentRequestMonth) => shortMonthName(Number(entry.month.slice(5)) - 1)
  return (
    <DashboardCard
      title="Student requests"
      plan={plan}
      action={
        // The requests themselves: the Student Request drawer (issue 27; Invite Student lists the
        // Catalyst's own invitations, none of these).
        <Button variant="link" size="sm" onClick={() => requestDrawer('student-requests')}>
          See More
        </Button>
      }
      state={cardState(query, false)}
      onRetry={() => void query.refetch()}
      empty=""
      skeleton="chart"
    >
      <p className="text-sm text-muted-foreground">
        <span className="text-2xl font-semibold text-foreground">{requestCountLabel(total)}</span>{' '}
        in the last 6 months
      </p>
      <LazyChart
        height={180}
        option={(colors) => ({
          grid: { left: 32, right: 12, top: 12, bottom: 24 },
          tooltip: { trigger: 'axis' },
          xAxis: {
            type: 'category',
            data: months.map(monthName),
            axisLabel: { color: colors.muted },
            axisLine: { lineStyle: { color: colors.border } },
          },
          yAxis: {
            type: 'value',
            minInterval: 1,
            axisLabel: { color: colors.muted },
            splitLine: { lineStyle: { color: colors.border } },
          },
          series: [
            {
              type: 'line',
              smooth: true,
              data: months.map((entry) => entry.requests),
              itemStyle: { color: colors.primary },
              areaStyle: { color: colors.primary, opacity: 0.12 },
            },
          ],
        })}
      />
      {/* Hidden by its wrapper: a table ignores sr-only's 1 px width and widened the page on a
          phone (issue 28). */}
      <div className="sr-only">
        <table>
          <caption>Student requests per month, last 6 months</caption>
          <tbody>
            {months.map((entry) => (
              <tr key={entry.month}>
                <th scope="row">{monthName(entry)}</th>
                <td>{entry.requests}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </DashboardCard>
  )
}
