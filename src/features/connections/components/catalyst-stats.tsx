import { Clock, Route, TrendingUp } from 'lucide-react'

import type { CatalystStats as Stats } from '@/api/generated/types.gen'
import { Badge } from '@/components/ui/badge'

import { statBadges } from '../people'

const ICONS = {
  guidance_impact: TrendingUp,
  no_pathway_recommended: Route,
  avg_res_time: Clock,
} as const

/** A Catalyst's stats as small badges; nothing at all when none applies. */
export function CatalystStats({ stats }: { stats: Stats | null | undefined }) {
  const badges = statBadges(stats)
  if (badges.length === 0) return null
  return (
    <ul className="flex flex-wrap gap-1.5" aria-label="Catalyst stats">
      {badges.map(({ key, label, description }) => {
        const Icon = ICONS[key]
        return (
          <li key={key}>
            <Badge variant="neutral" title={description}>
              <Icon aria-hidden />
              <span aria-hidden>{label}</span>
              <span className="sr-only">{description}</span>
            </Badge>
          </li>
        )
      })}
    </ul>
  )
}
