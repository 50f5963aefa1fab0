import { useQuery } from '@tanstack/react-query'

import {
  dashboardCountsQueryOptions,
  dashboardLearningQueryOptions,
  dashboardStudentsQueryOptions,
  learnHubProgressQueryOptions,
  studentRequestTrendQueryOptions,
} from '@/api/dashboard/queries'
import { usePlanFeature } from '@/api/payment/use-plan-feature'

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
 *
 * The smart dashboard (issue 34, Prime and Elite Access): the analysis cards (interaction review,
 * forthcoming topics, request chart, check-ins, countries) read only when the plan includes it,
 * and show the offer otherwise; the counts, the learning modules and the planner stay for every
 * Catalyst. A plan bought or ended elsewhere reaches the page live ('plan changed').
 */
export function DashboardPage() {
  const plan = usePlanFeature('smart-dashboard')
  const analysis = plan.included === true
  const counts = useQuery(dashboardCountsQueryOptions())
  const progress = useQuery(learnHubProgressQueryOptions())
  const students = useQuery({ ...dashboardStudentsQueryOptions(), enabled: analysis })
  const learning = useQuery({ ...dashboardLearningQueryOptions(), enabled: analysis })
  const trend = useQuery({ ...studentRequestTrendQueryOptions(), enabled: analysis })
  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-2xl font-semibold tracking-tight">Dashboard</h1>
      <PlanPromptCard />
      <DirectoryListingCard />
      <div className="grid gap-4 lg:grid-cols-3">
        <ConnectedStudentsCard query={counts} />
        <InteractionsCard query={students} plan={plan} />
        <UpcomingModulesCard query={progress} />
      </div>
      <div className="grid gap-4 lg:grid-cols-3">
        <div className="grid min-w-0 lg:col-span-2">
          <ForthcomingTopicsCard query={learning} plan={plan} />
        </div>
        <StudentRequestsCard query={trend} plan={plan} />
      </div>
      <div className="grid gap-4 lg:grid-cols-3">
        <div className="grid min-w-0 lg:col-span-2">
          <CheckInCard query={students} plan={plan} />
        </div>
        <PlannerCard
          progress={progress}
          learning={learning}
          students={students}
          analysis={analysis}
        />
      </div>
      <HeatmapCard query={students} plan={plan} />
    </div>
  )
}
