import { Badge, type BadgeProps } from '@/components/ui/badge'

import { STATUS_LABELS, type InviteStatusCode } from '../invite-status'

const VARIANTS: Record<InviteStatusCode, NonNullable<BadgeProps['variant']>> = {
  0: 'warning',
  1: 'success',
  2: 'danger',
  3: 'neutral',
  4: 'neutral',
}

/** A sent invitation's status as the invite page words it (spec part 1 section 3). */
export function StatusBadge({ status }: { status: InviteStatusCode }) {
  return <Badge variant={VARIANTS[status]}>{STATUS_LABELS[status] ?? 'Pending'}</Badge>
}
