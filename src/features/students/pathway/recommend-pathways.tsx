import { useQuery } from '@tanstack/react-query'
import { Check, Route as RouteIcon } from 'lucide-react'
import { useId, useState } from 'react'

import { pathwaysQueryOptions, type Pathway } from '@/api/students/queries'
import { Button } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { optionalLazy } from '@/components/ui/optional-lazy'
import { RetryError } from '@/components/ui/retry-error'
import { Skeleton } from '@/components/ui/skeleton'
import { Thumbnail } from '@/components/ui/thumbnail'

import { PATHWAY_ACTIONS, PATHWAY_MESSAGES } from '../messages'
import { PATHWAYS_SHOWN, STEPS_SHOWN } from './pathway-rules'

/** The confirmation loads beside the page, not before it: most visits never change a pathway. */
const ConfirmDialog = optionalLazy(() =>
  import('@/components/ui/confirm-dialog').then((module) => module.ConfirmDialog),
)

function PathwayOption({
  pathway,
  current,
  hasPathway,
  assigning,
  busy,
  onChoose,
}: {
  pathway: Pathway
  current: boolean
  hasPathway: boolean
  assigning: boolean
  busy: boolean
  onChoose: (pathway: Pathway) => void
}) {
  const [allSteps, setAllSteps] = useState(false)
  const steps = allSteps ? pathway.steps : pathway.steps.slice(0, STEPS_SHOWN)
  let label: string = hasPathway ? PATHWAY_ACTIONS.change : PATHWAY_ACTIONS.choose
  if (current) label = PATHWAY_ACTIONS.current
  if (assigning) label = PATHWAY_ACTIONS.assigning
  return (
    <li className="flex flex-col gap-3 rounded-lg border border-border p-4">
      <div className="flex items-start gap-3">
        <Thumbnail src={pathway.image_link} className="size-12" fallback={<RouteIcon />} />
        <div className="flex min-w-0 flex-col gap-1">
          <h3 className="font-semibold break-words">{pathway.name}</h3>
          {pathway.short_description ? (
            <p className="text-sm text-muted-foreground">{pathway.short_description}</p>
          ) : null}
        </div>
      </div>
      <ol
        aria-label={`Steps of ${pathway.name}`}
        className="ml-5 list-decimal text-sm marker:text-muted-foreground"
      >
        {steps.map((step) => (
          <li key={step.code} className="break-words">
            {step.name}
          </li>
        ))}
      </ol>
      {pathway.steps.length > STEPS_SHOWN ? (
        <Button
          variant="link"
          size="sm"
          className="h-auto self-start px-0"
          aria-expanded={allSteps}
          onClick={() => setAllSteps((all) => !all)}
        >
          {allSteps ? 'See less' : 'See more'}
          <span className="sr-only">{` steps of ${pathway.name}`}</span>
        </Button>
      ) : null}
      <Button
        variant={current ? 'secondary' : 'primary'}
        className="self-start"
        disabled={current || busy}
        onClick={() => onChoose(pathway)}
      >
        {current ? <Check aria-hidden /> : null}
        {label}
        <span className="sr-only">: {pathway.name}</span>
      </Button>
    </li>
  )
}

/**
 * Recommend a Pathway (spec part 2 sections 2, 4, 8 and 9): the pathways a Catalyst can assign,
 * two at first and See More for all. A student has one pathway: changing it asks first.
 */
export function RecommendPathways({
  currentId,
  currentName,
  assigningSk,
  onAssign,
}: {
  currentId: string | null
  currentName: string | null
  assigningSk: string | null
  onAssign: (pathway: Pathway) => void
}) {
  const pathways = useQuery(pathwaysQueryOptions())
  const [all, setAll] = useState(false)
  const [confirming, setConfirming] = useState<Pathway | null>(null)
  const titleId = useId()

  const choose = (pathway: Pathway) => {
    if (currentId) setConfirming(pathway)
    else onAssign(pathway)
  }

  let body
  if (pathways.isPending) {
    body = (
      <div aria-busy="true" className="flex flex-col gap-3">
        <p role="status" className="sr-only">
          Loading pathways...
        </p>
        <Skeleton className="h-32 w-full" />
        <Skeleton className="h-32 w-full" />
      </div>
    )
  } else if (pathways.isError) {
    body = (
      <RetryError
        size="sm"
        message={PATHWAY_MESSAGES.loadFailed}
        retrying={pathways.isFetching}
        onRetry={() => void pathways.refetch()}
      />
    )
  } else if (pathways.data.length === 0) {
    body = <p className="text-sm text-muted-foreground">{PATHWAY_MESSAGES.none}</p>
  } else {
    const shown = all ? pathways.data : pathways.data.slice(0, PATHWAYS_SHOWN)
    body = (
      <>
        <ul className="grid gap-3 lg:grid-cols-2">
          {shown.map((pathway) => (
            <PathwayOption
              key={pathway.id}
              pathway={pathway}
              current={pathway.id === currentId}
              hasPathway={currentId !== null}
              assigning={assigningSk === pathway.sk}
              busy={assigningSk !== null}
              onChoose={choose}
            />
          ))}
        </ul>
        {pathways.data.length > PATHWAYS_SHOWN ? (
          <Button
            variant="outline"
            className="self-center"
            aria-expanded={all}
            onClick={() => setAll((value) => !value)}
          >
            {all ? 'See Less' : 'See More'}
          </Button>
        ) : null}
      </>
    )
  }

  return (
    <Card className="p-0">
      <section aria-labelledby={titleId} className="flex flex-col gap-3 p-4">
        <h2 id={titleId} className="text-base font-semibold">
          Recommend a Pathway
        </h2>
        {body}
      </section>
      <ConfirmDialog
        open={confirming !== null}
        onOpenChange={(open) => (open ? undefined : setConfirming(null))}
        variant="danger"
        title="Change pathway?"
        description={`The student follows one pathway at a time. Assigning ${confirming?.name ?? ''} replaces ${currentName ?? 'the current pathway'}, and its progress is lost.`}
        confirmLabel={PATHWAY_ACTIONS.change}
        onConfirm={() => {
          if (confirming) onAssign(confirming)
          setConfirming(null)
        }}
      />
    </Card>
  )
}
