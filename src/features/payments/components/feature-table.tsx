import { focusRing } from '@/components/ui/focus-ring'
import { PLAN_FEATURES, PLANS } from '@/config/plans'
import { cn } from '@/lib/cn'

import { FeatureMark } from './feature-mark'

/**
 * The feature comparison of spec part 2 section 9, as a table with row and column headers. On a
 * phone it narrows rather than scrolls: tighter cells, and the plan names and features wrap, so
 * every plan shows at 375 px. Narrower still, it scrolls inside its own box, never the page:
 * `relative` keeps the screen-reader-only cell text (absolutely placed) inside that box, where
 * it would otherwise widen the page.
 */
export function FeatureTable() {
  return (
    // Focusable so that keyboard users can scroll it when it is wider than its box (axe).
    <div
      role="region"
      aria-label="Feature comparison"
      tabIndex={0}
      className={cn('relative overflow-x-auto rounded-lg border border-border', focusRing)}
    >
      <table className="w-full min-w-72 text-sm">
        <caption className="sr-only">Feature comparison</caption>
        <thead className="bg-surface-muted">
          <tr>
            <th scope="col" className="px-2.5 py-3 text-left align-bottom font-semibold sm:px-3">
              Feature
            </th>
            {PLANS.map((plan) => (
              <th
                key={plan.tier}
                scope="col"
                className="w-[4.5rem] px-1 py-3 text-center align-bottom font-semibold sm:w-auto sm:px-3"
              >
                {plan.name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {PLAN_FEATURES.map((feature) => (
            <tr key={feature.key} className="border-t border-border">
              <th scope="row" className="px-2.5 py-3 text-left font-normal sm:px-3">
                {feature.name}
              </th>
              {PLANS.map((plan) => (
                <td key={plan.tier} className="px-1 py-3 text-center sm:px-3">
                  <FeatureMark value={feature.values[plan.tier]} centred />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
