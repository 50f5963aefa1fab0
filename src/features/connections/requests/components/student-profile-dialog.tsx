import { useId, type ReactNode } from 'react'

import type { StudentRequest } from '@/api/connections/queries'
import { Avatar } from '@/components/ui/avatar'
import { Button } from '@/components/ui/button'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog'
import { formatDate } from '@/lib/format/dates'

import { displayCountry, displayName, NOT_AVAILABLE } from '../../people'
import { RequestMessage } from './message'

function Detail({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5 sm:flex-row sm:gap-3">
      <dt className="text-sm font-medium sm:w-32 sm:shrink-0">{term}</dt>
      <dd className="min-w-0 text-sm break-words text-muted-foreground">{children}</dd>
    </div>
  )
}

const filled = (value: string | null | undefined): value is string => Boolean(value?.trim())

/**
 * The profile of a student who asked to connect (spec part 1 sections 2, 3): interests (dream
 * job, work location), education (the college) when given, country and the message, with the
 * same Decline and Accept as the row.
 */
export function StudentProfileDialog({
  request,
  open,
  onOpenChange,
  onDecide,
}: {
  request: StudentRequest | null
  open: boolean
  onOpenChange: (open: boolean) => void
  onDecide: (request: StudentRequest, action: 'accept' | 'reject') => void
}) {
  return (
    <Dialog open={open && request !== null} onOpenChange={onOpenChange}>
      {request ? (
        <DialogContent className="max-w-xl">
          <Profile request={request} onDecide={onDecide} />
        </DialogContent>
      ) : null}
    </Dialog>
  )
}

function Profile({
  request,
  onDecide,
}: {
  request: StudentRequest
  onDecide: (request: StudentRequest, action: 'accept' | 'reject') => void
}) {
  const messageId = useId()
  const interestsId = useId()
  const student = request.user_details
  const name = displayName(student.given_name, student.family_name)
  const { college, company, stream } = request.interests ?? {}
  const interests = [
    ['Dream job', company],
    ['Work location', stream],
  ].filter((entry): entry is [string, string] => filled(entry[1]))

  return (
    <>
      <DialogHeader>
        <div className="flex items-center gap-3">
          <Avatar name={name} src={student.picture} size="lg" alt="" />
          <div className="flex min-w-0 flex-col gap-1">
            <DialogTitle className="break-words">{name}</DialogTitle>
            <DialogDescription>Requested {formatDate(request.created_at)}</DialogDescription>
          </div>
        </div>
      </DialogHeader>
      <dl className="flex flex-col gap-2">
        <Detail term="Country">{displayCountry(student.country)}</Detail>
        {filled(student.city) ? <Detail term="City">{student.city}</Detail> : null}
        {filled(college) ? <Detail term="Education">{college}</Detail> : null}
      </dl>
      <section aria-labelledby={interestsId} className="flex flex-col gap-1">
        <h3 id={interestsId} className="text-sm font-semibold">
          Interests
        </h3>
        {interests.length > 0 ? (
          <dl className="flex flex-col gap-2">
            {interests.map(([term, value]) => (
              <Detail key={term} term={term}>
                {value}
              </Detail>
            ))}
          </dl>
        ) : (
          <p className="text-sm text-muted-foreground">{NOT_AVAILABLE}</p>
        )}
      </section>
      <RequestMessage id={messageId} html={request.inviteMessage} />
      <DialogFooter>
        <Button variant="outline" onClick={() => onDecide(request, 'reject')}>
          Decline
        </Button>
        <Button onClick={() => onDecide(request, 'accept')}>Accept</Button>
      </DialogFooter>
    </>
  )
}
