import { CheckCircle2, CircleDashed, Loader } from 'lucide-react'

import { Badge } from '@/components/ui/badge'

import { STEP_STATUS_LABELS, type StepStatus } from './pathway-rules'

const looks = {
  COMPLETED: { variant: 'success', Icon: CheckCircle2 },
  IN_PROGRESS: { variant: 'info', Icon: Loader },
  PENDING: { variant: 'neutral', Icon: CircleDashed },
} as const

/** Completed, In Progress or Pending (spec part 2 section 3). */
export function StepStatusBadge({ status }: { status: StepStatus }) {
  const { variant, Icon } = looks[status]
  return (
    <Badge variant={variant}>
      <Icon aria-hidden />
      {STEP_STATUS_LABELS[status]}
    </Badge>
  )
}
