import { Presentation } from 'lucide-react'

import { usePlanFeature } from '@/api/payment/use-plan-feature'
import { PlanOffer } from '@/components/plan/plan-offer'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs'
import { planRefusal } from '@/config/plans'

import { WebinarList } from './components/webinar-list'
import type { WebinarsTab } from './webinar-rules'

/**
 * Premium webinars (issue 34; openapi/description.md "Webinars"), for Catalysts: upcoming and
 * past webinars in tabs (the URL's `tab`). Every Catalyst sees the list; one whose plan does not
 * include premium webinars sees, above it, what they give and the way to Pricing, and no
 * Register in the cards. A plan change reaches the page live (`plan changed`).
 */
export function WebinarsPage({
  tab,
  onTabChange,
}: {
  tab: WebinarsTab
  onTabChange: (tab: WebinarsTab) => void
}) {
  const plan = usePlanFeature('premium-webinars')
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-1">
        <h1 className="text-2xl font-semibold tracking-tight">Webinars</h1>
        <p className="text-sm text-muted-foreground">
          Live webinars for Catalysts, with their recordings afterwards. Times are in your time
          zone.
        </p>
      </div>
      {plan.included === false ? (
        <PlanOffer
          feature="premium-webinars"
          reason={plan.lapsed ? planRefusal('premium-webinars', true) : null}
          icon={<Presentation />}
        />
      ) : null}
      <Tabs value={tab} onValueChange={(value) => onTabChange(value as WebinarsTab)}>
        <TabsList aria-label="Webinars">
          <TabsTrigger value="upcoming">Upcoming</TabsTrigger>
          <TabsTrigger value="past">Past</TabsTrigger>
        </TabsList>
        {(['upcoming', 'past'] as const).map((value) => (
          <TabsContent key={value} value={value}>
            {value === tab ? <WebinarList tab={value} hasPlan={plan.included} /> : null}
          </TabsContent>
        ))}
      </Tabs>
    </div>
  )
}
