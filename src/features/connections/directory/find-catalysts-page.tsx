import { useQuery } from '@tanstack/react-query'
import { useRef, useState } from 'react'

import { catalystsQueryOptions, type Catalyst } from '@/api/connections/queries'

import { optionalLazy } from '@/components/ui/optional-lazy'
import { displayName } from '../people'
import { connectButtonSelector } from './components/catalyst-card'
import {
  CatalystResults,
  CatalystResultsError,
  CatalystResultsLoading,
} from './components/catalyst-results'
import { DirectoryToolbar } from './components/directory-toolbar'
import { directoryView, SEARCH_DEBOUNCE_MS } from './directory'
import { useConnectFlow } from './hooks/use-connect-flow'
import { useDebouncedValue } from '@/lib/use-debounced-value'

/** The warning and the request form (forms, validation) load beside the page, not before it. */
const AlreadyConnectedDialog = optionalLazy(() =>
  import('./components/already-connected-dialog').then((module) => module.AlreadyConnectedDialog),
)
const ConnectDialog = optionalLazy(() =>
  import('./components/connect-dialog').then((module) => module.ConnectDialog),
)

/**
 * Find Catalysts (spec part 2 sections 2 to 5 and 8): the student searches the directory by name,
 * narrows it to the catalysts already asked, and asks a catalyst to connect.
 */
export function FindCatalystsPage() {
  const directory = useQuery(catalystsQueryOptions())
  const [search, setSearch] = useState('')
  const [query, applySearchNow] = useDebouncedValue(search, SEARCH_DEBOUNCE_MS)
  const [requestedOnly, setRequestedOnly] = useState(false)
  const flow = useConnectFlow(directory.data)
  const { target } = flow

  // Focus goes back to the card's button when a dialog closes (neither dialog has a trigger);
  // Continue Anyway hands it to the form instead.
  const lastCard = useRef<string | null>(null)
  const focusCard = (event: Event) => {
    event.preventDefault()
    const id = lastCard.current
    if (id) document.querySelector<HTMLElement>(connectButtonSelector(id))?.focus()
  }
  const connect = (catalyst: Catalyst) => {
    lastCard.current = catalyst.id
    flow.start(catalyst)
  }

  let results
  if (directory.data) {
    const shown = directoryView(directory.data, {
      query,
      requestedOnly,
      keepInPlace: flow.askedHere,
    })
    results = (
      <CatalystResults
        catalysts={shown}
        resetKey={`${query.trim()}|${requestedOnly}`}
        onConnect={connect}
      />
    )
  } else if (directory.isError) {
    results = (
      <CatalystResultsError
        retrying={directory.isFetching}
        onRetry={() => void directory.refetch()}
      />
    )
  } else {
    results = <CatalystResultsLoading />
  }

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-1">
        <h1 className="text-2xl font-semibold tracking-tight">Find Catalysts</h1>
        <p className="text-sm text-muted-foreground">
          Find a Catalyst who fits your goals and ask to connect.
        </p>
      </div>
      <DirectoryToolbar
        search={search}
        onSearchChange={setSearch}
        onSearchSubmit={applySearchNow}
        requestedOnly={requestedOnly}
        onRequestedOnlyChange={setRequestedOnly}
      />
      {results}
      <>
        <AlreadyConnectedDialog
          open={target?.step === 'warning'}
          currentName={displayName(flow.current?.given_name, flow.current?.family_name)}
          wantedName={displayName(target?.catalyst.given_name, target?.catalyst.family_name)}
          onCancel={flow.close}
          onContinue={flow.proceed}
          onCloseAutoFocus={(event) => {
            if (target?.step === 'form') event.preventDefault()
            else focusCard(event)
          }}
        />
        <ConnectDialog
          catalyst={target?.step === 'form' ? target.catalyst : null}
          open={target?.step === 'form'}
          defaultValues={flow.answersFor(target?.catalyst)}
          onOpenChange={(open) => (open ? undefined : flow.close())}
          onSend={(catalyst, values) => void flow.send(catalyst, values)}
          onCloseAutoFocus={focusCard}
        />
      </>
    </div>
  )
}
