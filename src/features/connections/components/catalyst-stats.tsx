import { Clock, Route, TrendingUp } from 'lucide-react'
import type { ReactNode } from 'react'

import type { CatalystStats as Stats } from '@/api/generated/types.gen'
import { Badge } from '@/components/ui/badge'

import { statBadges } from '../people'

const ICONS = {
  guidance_impact: TrendingUp,
  no_pathway_recommended: Route,
  avg_res_time: Clock,
} as const

/**
 * A Catalyst's stats as small badges, each worded in full (guidance impact, pathways
 * recommended, average reply time: part 1 section 3); only those part 1 section 9 shows.
 * `before` and `after` are more chips of the same row (Featured, badges earned): one list that
 * wraps as a whole, so a wide card puts several chips on a line (issue 36: one line per chip).
 */
export function CatalystStats({
  stats,
  before,
  after,
}: {
  stats: Stats | null | undefined
  before?: ReactNode
  after?: ReactNode
}) {
  const badges = statBadges(stats)
  if (badges.length === 0 && !before && !after) return null
  return (
    <ul className="flex flex-wrap items-center gap-1.5" aria-label="Catalyst stats">
      {before ? <li>{before}</li> : null}
      {badges.map(({ key, label }) => {
        const Icon = ICONS[key]
        return (
          <li key={key}>
            {/* Each figure says what it is (issue 27: "0% impact", "~70.7h reply" did not). */}
            <Badge variant="neutral">
              <Icon aria-hidden />
              {label}
            </Badge>
          </li>
        )
      })}
      {after ? <li>{after}</li> : null}
    </ul>
  )
}
