import { Route as RouteIcon } from 'lucide-react'
import { useState } from 'react'

import type { AssignedPathway, PathwayStep } from '@/api/students/queries'
import { Button } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { ProgressBar } from '@/components/ui/progress-bar'
import { Thumbnail } from '@/components/ui/thumbnail'
import { optionalLazy } from '@/components/ui/optional-lazy'
import { formatDate } from '@/lib/format/dates'

import { counsellorStepOrder, stepStatusOf, type CompletionDraft } from './pathway-rules'
import { StepEvidence } from './step-evidence'
import { StepStatusBadge } from './step-status-badge'

/** The dialog (form fields, file reading) loads beside the page, not before it. */
const MarkCompleteDialog = optionalLazy(() =>
  import('./mark-complete-dialog').then((module) => module.MarkCompleteDialog),
)

function StepItem({ step, onMark }: { step: PathwayStep; onMark: (step: PathwayStep) => void }) {
  const status = stepStatusOf(step)
  return (
    <li className="flex flex-col gap-1 rounded-md border border-border p-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h4 className="min-w-0 font-medium break-words">{step.name}</h4>
        <StepStatusBadge status={status} />
      </div>
      {status === 'COMPLETED' ? (
        <div className="flex flex-col gap-1 text-sm">
          {step.completedAt ? (
            <p className="text-xs text-muted-foreground">
              Completed <time dateTime={step.completedAt}>{formatDate(step.completedAt)}</time>
            </p>
          ) : null}
          {step.comment ? <p className="break-words whitespace-pre-line">{step.comment}</p> : null}
          <StepEvidence link={step.completionLink} />
        </div>
      ) : (
        <Button variant="outline" size="sm" className="self-start" onClick={() => onMark(step)}>
          Mark as Complete<span className="sr-only">: {step.name}</span>
        </Button>
      )}
    </li>
  )
}

/**
 * The student's assigned pathway as their Catalyst sees it (spec part 2 sections 2 and 4): its
 * progress, and its steps with completed ones first. Only the Catalyst marks a step complete;
 * completed steps show their comment and evidence and cannot be reverted.
 */
export function AssignedPathwayCard({
  pathway,
  onComplete,
}: {
  pathway: AssignedPathway
  onComplete: (step: PathwayStep, draft: CompletionDraft) => Promise<void>
}) {
  const [marking, setMarking] = useState<PathwayStep | null>(null)
  const [open, setOpen] = useState(false)
  return (
    <Card className="flex flex-col gap-4 p-4">
      <div className="flex items-start gap-3">
        <Thumbnail src={pathway.image_link} className="size-14" fallback={<RouteIcon />} />
        <div className="flex min-w-0 flex-col gap-1">
          <p className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">
            Assigned pathway
          </p>
          <h2 className="text-lg font-semibold break-words">{pathway.name}</h2>
          {pathway.short_description ? (
            <p className="text-sm text-muted-foreground">{pathway.short_description}</p>
          ) : null}
        </div>
      </div>
      <ProgressBar value={pathway.progressPercentage} label="Pathway progress" />
      <section aria-label="Steps" className="flex flex-col gap-2">
        <h3 className="text-sm font-semibold">
          Steps ({pathway.steps.filter((step) => stepStatusOf(step) === 'COMPLETED').length}/
          {pathway.steps.length} completed)
        </h3>
        <ol
          className="flex max-h-[28rem] flex-col gap-2 overflow-y-auto"
          tabIndex={0}
          aria-label="Pathway steps"
        >
          {counsellorStepOrder(pathway.steps).map((step) => (
            <StepItem
              key={step.code}
              step={step}
              onMark={(chosen) => {
                setMarking(chosen)
                setOpen(true)
              }}
            />
          ))}
        </ol>
      </section>
      {marking ? (
        <MarkCompleteDialog
          key={marking.code}
          stepName={marking.name}
          open={open}
          onOpenChange={setOpen}
          onSubmit={async (draft) => {
            await onComplete(marking, draft)
            setOpen(false)
          }}
        />
      ) : null}
    </Card>
  )
}
