import { useQuery } from '@tanstack/react-query'
import { useId, useState } from 'react'

import { nowDate } from '@/lib/clock'
import { inviteStatsQueryOptions, type InviteStatsByMonth } from '@/api/connections/queries'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'
import { Skeleton } from '@/components/ui/skeleton'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs'
import { MONTH_NAMES, shortMonthName, type MonthName } from '@/lib/format/dates'

import { MonthFigures, NO_MONTH_STATS } from './month-figures'
import { PanelError } from './panel-error'

/** "Month tabs from January to the current month" (spec part 1 section 2). */
export function monthsSoFar(now: Date = nowDate()): MonthName[] {
  return MONTH_NAMES.slice(0, now.getMonth() + 1)
}

/**
 * Request statistics (GET /invite/fetchCounsellingStats/{id}, spec part 1 sections 2, 3): one tab
 * per month of this year, the current month first shown, each with the month's accepted,
 * rejected, invited (still pending), dropped and total invitations.
 */
export function RequestStats({ catalystId }: { catalystId: string }) {
  const query = useQuery(inviteStatsQueryOptions(catalystId))
  const [months] = useState(monthsSoFar)
  const [month, setMonth] = useState<string>(months.at(-1) ?? 'January')
  const titleId = useId()
  const stats: InviteStatsByMonth | undefined = query.data
  const year = nowDate().getFullYear()

  return (
    <Card aria-labelledby={titleId} role="region">
      <CardHeader>
        <CardTitle asChild>
          <h2 id={titleId}>Request statistics</h2>
        </CardTitle>
        <CardDescription>
          Invitations you sent each month of {year}, by their answer.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {stats ? (
          <Tabs value={month} onValueChange={setMonth}>
            <TabsList aria-label="Month" className="grid h-auto w-full grid-cols-6 gap-1">
              {months.map((name, index) => (
                // The visible short name is the tab's name (axe: label in name); the full one is
                // its description and tooltip.
                <TabsTrigger key={name} value={name} title={name} className="h-8 px-1">
                  {shortMonthName(index)}
                </TabsTrigger>
              ))}
            </TabsList>
            {months.map((name) => (
              <TabsContent key={name} value={name} className="pt-2">
                <MonthFigures month={name} stats={stats[name] ?? NO_MONTH_STATS} />
              </TabsContent>
            ))}
          </Tabs>
        ) : query.isError ? (
          <PanelError
            title="Request statistics could not be loaded"
            error={query.error}
            retrying={query.isRefetching}
            onRetry={() => void query.refetch()}
          />
        ) : (
          <div aria-busy="true" className="flex flex-col gap-4">
            <span role="status" className="sr-only">
              Loading request statistics...
            </span>
            <Skeleton className="h-10 w-full" />
            {[0, 1, 2, 3].map((index) => (
              <Skeleton key={index} className="h-6 w-full" />
            ))}
          </div>
        )}
      </CardContent>
    </Card>
  )
}
