import { Award, CalendarClock, CircleCheck, CircleX, Clock, Info, Play } from 'lucide-react'

import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'

import type { HubStatusView } from '../hub-rules'

/**
 * An application's status as the spec shows it (part 2 section 4): Applied in green, Start My
 * Experience, the countdown, Learning Hub Over, or the status's name: Complete and Rewards
 * Awarded as achievements, Rejected in grey.
 */
export function StatusAction({
  view,
  starting,
  onStart,
}: {
  view: HubStatusView
  starting: boolean
  onStart: () => void
}) {
  switch (view.kind) {
    case 'applied':
      return (
        <Badge variant="success">
          <CircleCheck aria-hidden />
          {view.label}
        </Badge>
      )
    case 'start':
      return (
        <Button loading={starting} loadingLabel="Opening the course" onClick={onStart}>
          {starting ? null : <Play aria-hidden />}
          {view.label}
        </Button>
      )
    case 'countdown':
      return (
        <Badge variant="info">
          <CalendarClock aria-hidden />
          {view.label}
        </Badge>
      )
    case 'over':
      return (
        <Badge variant="neutral">
          <Clock aria-hidden />
          {view.label}
        </Badge>
      )
    case 'achieved':
      return (
        <Badge variant="success">
          <Award aria-hidden />
          {view.label}
        </Badge>
      )
    // A rejection must not read like an achievement (issue 27): grey, with its own mark.
    case 'rejected':
      return (
        <Badge variant="neutral">
          <CircleX aria-hidden />
          {view.label}
        </Badge>
      )
    case 'info':
      return (
        <Badge variant="info">
          <Info aria-hidden />
          {view.label}
        </Badge>
      )
  }
}
