import { Check, Minus } from 'lucide-react'

import { focusRing } from '@/components/ui/focus-ring'
import { PLAN_FEATURES, PLANS, type FeatureValue } from '@/config/plans'
import { cn } from '@/lib/cn'

function Cell({ value }: { value: FeatureValue }) {
  if (typeof value === 'string') return <>{value}</>
  return value ? (
    <>
      <Check aria-hidden className="mx-auto size-4 text-success" />
      <span className="sr-only">Included</span>
    </>
  ) : (
    <>
      <Minus aria-hidden className="mx-auto size-4 text-muted-foreground" />
      <span className="sr-only">Not included</span>
    </>
  )
}

/** The feature comparison of spec part 2 section 9, as a table with row and column headers. */
export function FeatureTable() {
  return (
    // Focusable so that keyboard users can scroll it on a narrow screen (axe).
    <div
      role="region"
      aria-label="Feature comparison"
      tabIndex={0}
      className={cn('overflow-x-auto rounded-lg border border-border', focusRing)}
    >
      <table className="w-full min-w-[28rem] text-sm">
        <caption className="sr-only">Feature comparison</caption>
        <thead className="bg-surface-muted">
          <tr>
            <th scope="col" className="p-3 text-left font-semibold">
              Feature
            </th>
            {PLANS.map((plan) => (
              <th key={plan.tier} scope="col" className="p-3 text-center font-semibold">
                {plan.name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {PLAN_FEATURES.map((feature) => (
            <tr key={feature.name} className="border-t border-border">
              <th scope="row" className="p-3 text-left font-normal">
                {feature.name}
              </th>
              {PLANS.map((plan) => (
                <td key={plan.tier} className="p-3 text-center">
                  <Cell value={feature.values[plan.tier]} />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
