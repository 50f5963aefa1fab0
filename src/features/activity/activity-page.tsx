import { Card } from '@/components/ui/card'

import { ActivityList } from './activity-list'

/** All of the account's activity (spec part 1 section 2, View All Activities). */
export function ActivityPage() {
  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-2xl font-semibold tracking-tight">Activities</h1>
      <Card className="p-5">
        <ActivityList headingLevel={2} />
      </Card>
    </div>
  )
}
