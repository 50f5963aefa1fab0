import { useQuery } from '@tanstack/react-query'

import { studentRequestsQueryOptions } from '@/api/connections/queries'
import {
  dashboardLearningQueryOptions,
  dashboardStudentsQueryOptions,
} from '@/api/dashboard/queries'

import {
  ForthcomingTopicsCard,
  StudentRequestsCard,
  UpcomingModulesCard,
} from './components/learning-cards'
import { HeatmapCard } from './components/heatmap-card'
import { DirectoryListingCard } from './components/directory-listing-card'
import { PlanPromptCard } from './components/plan-prompt-card'
import { PlannerCard } from './components/planner-card'
import { CheckInCard, ConnectedStudentsCard, InteractionsCard } from './components/student-cards'

/**
 * The Catalyst's dashboard (spec part 1 section 2): three cards on top (connected students,
 * interaction review, upcoming learning modules), then forthcoming learning topics, the student
 * request chart and the students to check in on. Each card loads, fails and retries on its own.
 * A Catalyst without a plan is first offered Pricing; then whether they are listed in Find
 * Catalysts, and why (issue 34).
 */
export function DashboardPage() {
  const students = useQuery(dashboardStudentsQueryOptions())
  const learning = useQuery(dashboardLearningQueryOptions())
  const requests = useQuery(studentRequestsQueryOptions())
  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-2xl font-semibold tracking-tight">Dashboard</h1>
      <PlanPromptCard />
      <DirectoryListingCard />
      <div className="grid gap-4 lg:grid-cols-3">
        <ConnectedStudentsCard query={students} />
        <InteractionsCard query={students} />
        <UpcomingModulesCard query={learning} />
      </div>
      <div className="grid gap-4 lg:grid-cols-3">
        <div className="grid min-w-0 lg:col-span-2">
          <ForthcomingTopicsCard query={learning} />
        </div>
        <StudentRequestsCard query={requests} />
      </div>
      <div className="grid gap-4 lg:grid-cols-3">
        <div className="grid min-w-0 lg:col-span-2">
          <CheckInCard query={students} />
        </div>
        <PlannerCard learning={learning} students={students} />
      </div>
      <HeatmapCard query={students} />
    </div>
  )
}
