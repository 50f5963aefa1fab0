import { useQuery } from '@tanstack/react-query'
import { Inbox } from 'lucide-react'
import { useCallback, useState } from 'react'

import type { Decision } from '@/api/connections/mutations'
import { studentRequestsQueryOptions, type StudentRequest } from '@/api/connections/queries'
import { useDrawerOpener } from '@/lib/drawer-requests'

import { displayCountry, displayName } from '../people'
import { DecisionReasonDialog } from './components/decision-reason-dialog'
import { RequestDrawer, RequestListState } from './components/request-drawer'
import { RequestRow } from './components/request-row'
import { StudentProfileDialog } from './components/student-profile-dialog'
import { studentIdOf, useStudentRequestActions } from './hooks/use-student-request-actions'

export const STUDENT_REQUEST_TITLE = 'Student Request'

type Flow =
  | { step: 'idle' }
  | { step: 'profile'; request: StudentRequest }
  | { step: 'reason'; request: StudentRequest; action: Decision }

const nameOf = (request: StudentRequest) =>
  displayName(request.user_details.given_name, request.user_details.family_name)

/**
 * The Catalyst's Student Request drawer (spec part 1 sections 2, 4, 8): a header button whose
 * badge counts students' pending requests, and a right drawer listing them with Decline and
 * Accept, each asking for a reason; the name opens the student's profile. A decided request
 * fades out of the list; a failed one stays, with "Try Again". The list refetches on focus and
 * every few seconds (the query's options).
 */
export function StudentRequestDrawer() {
  const [open, setOpen] = useState(false)
  const openDrawer = useCallback(() => setOpen(true), [])
  // The dashboard's See More opens it (src/lib/drawer-requests.ts).
  useDrawerOpener('student-requests', openDrawer)
  const [flow, setFlow] = useState<Flow>({ step: 'idle' })
  const query = useQuery(studentRequestsQueryOptions())
  const { rows, deciding, answer } = useStudentRequestActions(query.data)

  const closeStep = (step: Flow['step']) => (next: boolean) => {
    if (!next) setFlow((current) => (current.step === step ? { step: 'idle' } : current))
  }
  const decide = (request: StudentRequest, action: Decision) =>
    setFlow({ step: 'reason', request, action })

  const dialogs = (
    <>
      <StudentProfileDialog
        request={flow.step === 'profile' ? flow.request : null}
        open={flow.step === 'profile'}
        onOpenChange={closeStep('profile')}
        onDecide={decide}
      />
      {flow.step === 'reason' ? (
        <DecisionReasonDialog
          key={`${studentIdOf(flow.request)}-${flow.action}`}
          name={nameOf(flow.request)}
          action={flow.action}
          open
          onOpenChange={closeStep('reason')}
          onConfirm={(reason) => answer(flow.request, flow.action, reason)}
        />
      ) : null}
    </>
  )

  return (
    <RequestDrawer
      title={STUDENT_REQUEST_TITLE}
      description="Students who would like you as their Catalyst."
      icon={<Inbox />}
      count={query.data?.length ?? 0}
      open={open}
      onOpenChange={setOpen}
      dialogs={dialogs}
    >
      <RequestListState query={query} rowCount={rows.length}>
        <ul aria-label="Student requests" className="flex flex-col gap-3">
          {rows.map(({ key, item, leaving }) => (
            <RequestRow
              key={key}
              name={nameOf(item)}
              picture={item.user_details.picture}
              country={displayCountry(item.user_details.country)}
              createdAt={item.created_at}
              leaving={leaving}
              busy={deciding === key}
              onOpen={() => setFlow({ step: 'profile', request: item })}
              onAccept={() => decide(item, 'accept')}
              onDecline={() => decide(item, 'reject')}
            />
          ))}
        </ul>
      </RequestListState>
    </RequestDrawer>
  )
}
