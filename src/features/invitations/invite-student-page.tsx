import { useId } from 'react'

import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'

import { InviteForm } from './components/invite-form'
import { LatestRequests } from './components/latest-requests'
import { RequestStats } from './components/request-stats'

/**
 * Invite Student (spec part 1 section 2): the invite form, the latest sent requests with See More,
 * and the request statistics by month. Each panel loads, fails and retries on its own, so a
 * failed list never stops an invitation.
 */
export function InviteStudentPage({
  catalystId,
  awaitingApproval = false,
}: {
  catalystId: string
  /** A Catalyst a moderator has not approved yet may not invite (spec part 1 section 6). */
  awaitingApproval?: boolean
}) {
  const formTitleId = useId()
  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-6">
      <div className="flex flex-col gap-1">
        <h1 className="text-2xl font-semibold tracking-tight">Invite Student</h1>
        <p className="text-sm text-muted-foreground">
          Invite a student by e-mail and follow the answers to your invitations.
        </p>
      </div>
      <div className="grid items-start gap-6 lg:grid-cols-2">
        <Card aria-labelledby={formTitleId} role="region">
          <CardHeader>
            <CardTitle asChild>
              <h2 id={formTitleId}>Invite a student</h2>
            </CardTitle>
            <CardDescription>
              The student gets an e-mail with your note and answers your request in Catalyst.
            </CardDescription>
          </CardHeader>
          <CardContent>
            <InviteForm awaitingApproval={awaitingApproval} />
          </CardContent>
        </Card>
        <div className="flex flex-col gap-6">
          <LatestRequests />
          <RequestStats catalystId={catalystId} />
        </div>
      </div>
    </div>
  )
}
