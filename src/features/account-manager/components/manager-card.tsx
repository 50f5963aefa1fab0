import { Mail } from 'lucide-react'

import type { AccountManager } from '@/api/account-manager/queries'
import { Avatar } from '@/components/ui/avatar'
import { Card } from '@/components/ui/card'
import { formatDate } from '@/lib/format/dates'

/** The Catalyst's account manager: photo, name, role, e-mail, where they work, since when. */
export function ManagerCard({ manager }: { manager: AccountManager }) {
  return (
    <Card aria-labelledby="account-manager-name" role="region" className="gap-4 px-5">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start">
        <Avatar name={manager.name} src={manager.photoUrl} alt="" size="lg" />
        <div className="flex min-w-0 flex-col gap-1">
          <p className="text-xs font-medium text-muted-foreground uppercase">
            Your account manager
          </p>
          <h2 id="account-manager-name" className="text-lg font-semibold">
            {manager.name}
          </h2>
          <p className="text-sm text-muted-foreground">{manager.title}</p>
          <a
            href={`mailto:${manager.email}`}
            className="inline-flex items-center gap-1.5 text-sm font-medium break-all text-primary underline-offset-4 hover:underline"
          >
            <Mail aria-hidden className="size-4 shrink-0" />
            {manager.email}
          </a>
        </div>
      </div>
      <p className="text-sm">{manager.bio}</p>
      <p className="text-xs text-muted-foreground">
        Works in {manager.timeZone.replace(/_/g, ' ')} · calls of {manager.callMinutes} minutes ·
        your manager since {formatDate(manager.assignedAt)}
      </p>
    </Card>
  )
}
