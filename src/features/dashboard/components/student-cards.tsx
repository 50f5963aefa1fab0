import type { UseQueryResult } from '@tanstack/react-query'
import { ClipboardCheck, MessagesSquare, Users } from 'lucide-react'
import { useState } from 'react'

import type { ConnectedStudentsData, DashboardStudentsData } from '@/api/dashboard/queries'
import type { PlanFeatureState } from '@/api/payment/use-plan-feature'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { ProgressBar } from '@/components/ui/progress-bar'
import { formatDate } from '@/lib/format/dates'

import { LazyChart } from '../charts/lazy-chart'
import {
  changeLabel,
  EMPTY_HINTS,
  INTERACTION_PROGRESS_LABEL,
  NO_CHECK_INS,
  NO_CONNECTED_STUDENTS,
  NO_INTERACTIONS,
  priorityOf,
} from '../dashboard-rules'
import { cardState, DashboardCard, TableScroller } from './dashboard-card'
import { StudentsNextStep } from './next-step'

type StudentsQuery = UseQueryResult<DashboardStudentsData>

const percent = (value: number) => `${Math.round(value * 10) / 10}%`

/**
 * Connected students (spec part 1 sections 2, 3, 9): a donut at 65 % with the number of connected
 * students in its centre, the active and inactive shares as its slices, and the change percent.
 * Every Catalyst keeps it, whatever their plan (issue 34): it reads the open counts.
 */
export function ConnectedStudentsCard({ query }: { query: UseQueryResult<ConnectedStudentsData> }) {
  const data = query.data
  const empty = !data || data.connectedStudents === 0
  const change = changeLabel(data?.changePercent)
  return (
    <DashboardCard
      title="Connected students"
      state={cardState(query, empty)}
      onRetry={() => void query.refetch()}
      empty={NO_CONNECTED_STUDENTS}
      emptyIcon={<Users />}
      emptyAction={<StudentsNextStep />}
      skeleton="chart"
    >
      {data ? (
        <div className="flex flex-col gap-3">
          <LazyChart
            height={200}
            option={(colors) => ({
              tooltip: { trigger: 'item', formatter: '{b}: {c}%' },
              series: [
                {
                  type: 'pie',
                  radius: ['48%', '65%'],
                  label: {
                    show: true,
                    position: 'center',
                    formatter: String(data.connectedStudents),
                    fontSize: 22,
                    fontWeight: 'bold',
                    color: colors.text,
                  },
                  labelLine: { show: false },
                  itemStyle: { borderColor: colors.surface, borderWidth: 2 },
                  data: [
                    {
                      name: 'Active',
                      value: data.activeStudents,
                      itemStyle: { color: colors.primary },
                    },
                    {
                      name: 'Inactive',
                      value: data.inactiveStudents,
                      itemStyle: { color: colors.border },
                    },
                  ],
                },
              ],
            })}
          />
          <dl className="grid grid-cols-3 gap-2 text-center text-sm">
            <div>
              <dt className="text-muted-foreground">Connected</dt>
              <dd className="font-semibold">{data.connectedStudents}</dd>
            </div>
            <div>
              <dt className="text-muted-foreground">Active</dt>
              <dd className="font-semibold">{percent(data.activeStudents)}</dd>
            </div>
            <div>
              <dt className="text-muted-foreground">Inactive</dt>
              <dd className="font-semibold">{percent(data.inactiveStudents)}</dd>
            </div>
          </dl>
          {change ? (
            <p className="text-center text-xs text-muted-foreground">
              <span className="font-semibold text-foreground">{change}</span> since last month
            </p>
          ) : null}
        </div>
      ) : null}
    </DashboardCard>
  )
}

/**
 * Interaction review summary (spec part 1 sections 2, 3, 9): each student's last interaction with
 * their pathway progress, drawn with the one ProgressBar (issue 36: the bare, red-or-green "63%"
 * said nothing and disagreed with My Students; one label, one scale, progressTone, everywhere a
 * student's progress shows). Smart dashboard: without it, the offer.
 */
export function InteractionsCard({
  query,
  plan,
}: {
  query: StudentsQuery
  plan: PlanFeatureState
}) {
  const rows = query.data?.lastInteractionsData ?? []
  return (
    <DashboardCard
      title="Interaction review summary"
      plan={plan}
      state={cardState(query, rows.length === 0)}
      onRetry={() => void query.refetch()}
      empty={NO_INTERACTIONS}
      emptyIcon={<MessagesSquare />}
    >
      <ul className="flex flex-col divide-y divide-border">
        {rows.map((row, index) => {
          const name = row.userName || 'Unknown Name'
          return (
            <li
              key={`${row.userName}-${index}`}
              className="flex flex-col gap-1.5 py-2.5 text-sm sm:flex-row sm:items-center sm:gap-3"
            >
              <div className="min-w-0 flex-1">
                <p className="truncate font-medium">{name}</p>
                <p className="truncate text-xs text-muted-foreground">
                  {row.topicName || 'N/A'} · {formatDate(row.createdAt)}
                </p>
              </div>
              <div className="flex flex-col gap-0.5 sm:w-40">
                <span aria-hidden className="text-xs text-muted-foreground">
                  {INTERACTION_PROGRESS_LABEL}
                </span>
                <ProgressBar
                  value={row.progress}
                  label={`${INTERACTION_PROGRESS_LABEL}: ${name}`}
                />
              </div>
            </li>
          )
        })}
      </ul>
    </DashboardCard>
  )
}

/** Rows of the check-in table before Show all. */
export const CHECK_IN_ROWS = 10

/**
 * Students to check in on (spec part 1 sections 2, 3): name, e-mail, task, priority, date.
 * Smart dashboard: without it, the offer.
 */
export function CheckInCard({ query, plan }: { query: StudentsQuery; plan: PlanFeatureState }) {
  const all = query.data?.studentsLastCheckInData ?? []
  // Most urgent first (the server's order); the rest on demand, so thousands stay cheap.
  const [showAll, setShowAll] = useState(false)
  const rows = showAll ? all : all.slice(0, CHECK_IN_ROWS)
  return (
    <DashboardCard
      title="Students to check in on"
      plan={plan}
      state={cardState(query, all.length === 0)}
      onRetry={() => void query.refetch()}
      empty={NO_CHECK_INS}
      emptyHint={EMPTY_HINTS.checkIns}
      emptyIcon={<ClipboardCheck />}
      emptyAction={<StudentsNextStep />}
      action={
        all.length > CHECK_IN_ROWS ? (
          <Button variant="link" size="sm" onClick={() => setShowAll((shown) => !shown)}>
            {showAll ? 'Show fewer' : `Show all ${all.length}`}
          </Button>
        ) : undefined
      }
    >
      <TableScroller label="Students to check in on, table">
        <table className="w-full min-w-[36rem] text-left text-sm">
          <thead className="text-xs text-muted-foreground">
            <tr>
              <th scope="col" className="py-2 pr-3 font-medium">
                Student
              </th>
              <th scope="col" className="py-2 pr-3 font-medium">
                Task
              </th>
              <th scope="col" className="py-2 pr-3 font-medium">
                Priority
              </th>
              <th scope="col" className="py-2 font-medium">
                Last interaction
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-border">
            {rows.map((row, index) => {
              const priority = priorityOf(row.priority)
              return (
                <tr key={`${row.email}-${index}`}>
                  <td className="py-2.5 pr-3">
                    <p className="font-medium">{row.name || 'Unknown Name'}</p>
                    <p className="text-xs break-words text-muted-foreground">{row.email}</p>
                  </td>
                  <td className="py-2.5 pr-3">{row.taskName || 'N/A'}</td>
                  <td className="py-2.5 pr-3">
                    {priority ? <Badge variant={priority.tone}>{priority.label}</Badge> : 'N/A'}
                  </td>
                  <td className="py-2.5 whitespace-nowrap">
                    {formatDate(row.lastInteractionDate)}
                  </td>
                </tr>
              )
            })}
          </tbody>
        </table>
      </TableScroller>
    </DashboardCard>
  )
}
