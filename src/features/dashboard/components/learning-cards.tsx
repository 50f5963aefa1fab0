import { useQuery, type UseQueryResult } from '@tanstack/react-query'
import { GraduationCap, ListTodo } from 'lucide-react'
import { useState } from 'react'

import type { StudentRequest } from '@/api/connections/queries'
import {
  learnHubProgressYearQueryOptions,
  type DashboardLearningData,
  type LearnHubProgressDetail,
} from '@/api/dashboard/queries'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { requestDrawer } from '@/lib/drawer-requests'
import { formatDate, shortMonthName } from '@/lib/format/dates'

import { LazyChart } from '../charts/lazy-chart'
import {
  NO_COURSES_APPLIED,
  NO_LEARNER_HUB,
  NO_LEARNINGS,
  priorityOf,
  requestCountLabel,
  requestsPerMonth,
} from '../dashboard-rules'
import { cardState, DashboardCard, TableScroller } from './dashboard-card'
import { LearningNextStep } from './next-step'

type LearningQuery = UseQueryResult<DashboardLearningData>

/**
 * Upcoming learning modules (spec part 1 sections 2, 3, 9): learn-hub progress by module as a
 * timeline. The "Upcoming" tab reads the dashboard's learning data; the year tab reads the
 * current year's progress (the only year it offers).
 */
export function UpcomingModulesCard({ query }: { query: LearningQuery }) {
  const year = new Date().getFullYear()
  const [tab, setTab] = useState<'upcoming' | 'year'>('upcoming')
  const yearQuery = useQuery({ ...learnHubProgressYearQueryOptions(year), enabled: tab === 'year' })
  const shown = tab === 'upcoming' ? query : yearQuery
  const rows = (tab === 'upcoming' ? query.data?.learnHubProgressDetails : yearQuery.data) ?? []
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

/** Forthcoming learning topics (spec part 1 sections 2, 3): hub, module, priority, due date. */
export function ForthcomingTopicsCard({ query }: { query: LearningQuery }) {
  const rows = query.data?.nextLearningAssignments ?? []
  return (
    <DashboardCard
      title="Forthcoming learning topics"
      state={cardState(query, rows.length === 0)}
      onRetry={() => void query.refetch()}
      empty={NO_LEARNINGS}
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
 * Student requests over the last 6 months (spec part 1 sections 2, 9): a line chart, the count
 * exact up to 5 else rounded down to fives with a plus, a table of the same figures for screen
 * readers, and See More to the requests (the header's Student Request drawer).
 */
export function StudentRequestsCard({ query }: { query: UseQueryResult<StudentRequest[]> }) {
  const months = requestsPerMonth((query.data ?? []).map((request) => request.created_at))
  const total = months.reduce((sum, entry) => sum + entry.count, 0)
  // The months are local (requestsPerMonth); the same short names as every other month label.
  const monthName = (date: Date) => shortMonthName(date.getMonth())
  return (
    <DashboardCard
      title="Student requests"
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
            data: months.map((entry) => monthName(entry.month)),
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
              data: months.map((entry) => entry.count),
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
              <tr key={entry.month.toISOString()}>
                <th scope="row">{monthName(entry.month)}</th>
                <td>{entry.count}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </DashboardCard>
  )
}
