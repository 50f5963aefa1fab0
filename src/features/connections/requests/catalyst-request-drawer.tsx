import { useQuery, useQueryClient } from '@tanstack/react-query'
import { UserRoundPlus } from 'lucide-react'
import { useState } from 'react'

import { counsellingInfoQueryOptions, isConnected } from '@/api/connections/counselling-info'
import { catalystRequestsQueryOptions, type CatalystRequest } from '@/api/connections/queries'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'

import { displayCountry, displayName } from '../people'
import { CatalystRequestDialog, CatalystRequestStats } from './components/catalyst-request-dialog'
import { RequestDrawer, RequestListState } from './components/request-drawer'
import { RequestRow } from './components/request-row'
import { useCatalystRequestActions } from './hooks/use-catalyst-request-actions'

export const CATALYST_REQUEST_TITLE = 'Catalyst Request'

/** The warning before an accept ends the student's connection (spec part 1 section 4). */
export const ALREADY_CONNECTED = {
  title: 'You already have a Catalyst',
  description:
    'If you accept this request, your existing connection and progress will be lost permanently.',
  confirm: 'Continue Anyway',
} as const

type Flow = { step: 'idle' } | { step: 'warning' | 'details' | 'decline'; request: CatalystRequest }

const nameOf = (request: CatalystRequest) => displayName(request.given_name, request.family_name)

/**
 * The student's Catalyst Request drawer (spec part 1 sections 2, 4, 8): a header button whose
 * badge counts the Catalysts' pending requests, and a right drawer listing them with Decline and
 * Accept. Accept, or the name, opens the detail modal with the accept form; a student who is
 * already connected is warned first. The list refetches on focus and every few seconds (the
 * query's options), so a Catalyst's new request shows without a reload.
 */
export function CatalystRequestDrawer() {
  const [open, setOpen] = useState(false)
  const [flow, setFlow] = useState<Flow>({ step: 'idle' })
  const queryClient = useQueryClient()
  const query = useQuery(catalystRequestsQueryOptions())
  // Read ahead while the drawer is open, so Accept knows at once whether to warn.
  useQuery({ ...counsellingInfoQueryOptions(), enabled: open })
  const { rows, deciding, accept, reject } = useCatalystRequestActions(query.data)

  async function startAccept(request: CatalystRequest) {
    let connected: boolean
    try {
      connected = isConnected(
        await queryClient.fetchQuery({ ...counsellingInfoQueryOptions(), staleTime: 5_000 }),
      )
    } catch {
      // Unknown: warn rather than let an accept end a connection unannounced.
      connected = true
    }
    setFlow({ step: connected ? 'warning' : 'details', request })
  }

  // Only the dialog that closes ends the flow: Continue Anyway moves on to the details first.
  const closeStep = (step: Flow['step']) => (next: boolean) => {
    if (!next) setFlow((current) => (current.step === step ? { step: 'idle' } : current))
  }
  const request = flow.step === 'idle' ? null : flow.request

  const dialogs = (
    <>
      <ConfirmDialog
        open={flow.step === 'warning'}
        onOpenChange={closeStep('warning')}
        title={ALREADY_CONNECTED.title}
        description={ALREADY_CONNECTED.description}
        confirmLabel={ALREADY_CONNECTED.confirm}
        variant="danger"
        onConfirm={() => request && setFlow({ step: 'details', request })}
      />
      <CatalystRequestDialog
        request={flow.step === 'details' ? request : null}
        open={flow.step === 'details'}
        onOpenChange={closeStep('details')}
        onAccept={async (accepted, answers) => {
          const done = await accept(accepted, answers)
          if (done) closeStep('details')(false)
          return done
        }}
      />
      <ConfirmDialog
        open={flow.step === 'decline'}
        onOpenChange={closeStep('decline')}
        title={request ? `Decline ${nameOf(request)}'s request?` : ''}
        description="The request leaves your list and the Catalyst is told you declined."
        confirmLabel="Decline"
        variant="danger"
        onConfirm={async () => {
          // A failure keeps the dialog (and the list) so the student can try again.
          if (request && !(await reject(request))) throw new Error('Not declined')
        }}
      />
    </>
  )

  return (
    <RequestDrawer
      title={CATALYST_REQUEST_TITLE}
      description="Catalysts who would like to guide you."
      icon={<UserRoundPlus />}
      count={query.data?.length ?? 0}
      open={open}
      onOpenChange={setOpen}
      dialogs={dialogs}
    >
      <RequestListState query={query} rowCount={rows.length}>
        <ul aria-label="Catalyst requests" className="flex flex-col gap-3">
          {rows.map(({ key, item, leaving }) => (
            <RequestRow
              key={key}
              name={nameOf(item)}
              picture={item.picture}
              country={displayCountry(item.country)}
              createdAt={item.created_at}
              details={<CatalystRequestStats request={item} />}
              leaving={leaving}
              busy={deciding !== null}
              onOpen={() => void startAccept(item)}
              onAccept={() => void startAccept(item)}
              onDecline={() => setFlow({ step: 'decline', request: item })}
            />
          ))}
        </ul>
      </RequestListState>
    </RequestDrawer>
  )
}
