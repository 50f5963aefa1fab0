import { Mail, Phone, Route as RouteIcon, Target } from 'lucide-react'
import { useId, type ReactNode } from 'react'

import type { AssignedCatalyst } from '@/api/connections/counselling-info'
import type { StudentPathway } from '@/api/pathways/queries'
import { Avatar } from '@/components/ui/avatar'
import { Card } from '@/components/ui/card'
import { ProgressBar } from '@/components/ui/progress-bar'
import { Thumbnail } from '@/components/ui/thumbnail'
import { VerticalScroll } from '@/components/ui/vertical-scroll'
import { STUDENT_GOAL_FIELDS, STUDENT_GOAL_LABELS } from '@/config/student-goal'
import { cn } from '@/lib/cn'
import { formatDate } from '@/lib/format/dates'

import { StepEvidence } from '../pathway/step-evidence'
import { StepStatusBadge } from '../pathway/step-status-badge'
import { studentStepOrder } from './my-pathway-rules'

export function catalystName(catalyst: AssignedCatalyst): string {
  return (
    [catalyst.given_name, catalyst.family_name].filter(Boolean).join(' ').trim() || 'Unknown Name'
  )
}

/** The student's Catalyst (spec part 2 sections 2 and 3); `children` below (their sessions). */
export function CatalystCard({
  catalyst,
  children,
}: {
  catalyst: AssignedCatalyst
  children?: ReactNode
}) {
  const name = catalystName(catalyst)
  return (
    <Card className="flex flex-col gap-3 p-4">
      <p className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">
        Your Catalyst
      </p>
      <div className="flex items-center gap-3">
        <Avatar name={name} src={catalyst.picture} alt="" size="lg" />
        <div className="flex min-w-0 flex-col">
          <h2 className="text-lg font-semibold break-words">{name}</h2>
          <p className="text-sm text-muted-foreground">{catalyst.country || 'Unknown Country'}</p>
        </div>
      </div>
      <ul className="flex flex-col gap-1 text-sm">
        {catalyst.email ? (
          <li className="flex min-w-0 items-center gap-2">
            <Mail aria-hidden className="size-4 shrink-0 text-muted-foreground" />
            <a className="truncate text-primary hover:underline" href={`mailto:${catalyst.email}`}>
              {catalyst.email}
            </a>
          </li>
        ) : null}
        {catalyst.phoneNumber ? (
          <li className="flex items-center gap-2">
            <Phone aria-hidden className="size-4 shrink-0 text-muted-foreground" />
            {catalyst.phoneNumber}
          </li>
        ) : null}
      </ul>
      {catalyst.recommendedOn ? (
        <p className="text-xs text-muted-foreground">
          Pathway recommended on{' '}
          <time dateTime={catalyst.recommendedOn}>{formatDate(catalyst.recommendedOn)}</time>
        </p>
      ) : null}
      {children}
    </Card>
  )
}

/**
 * The student's goals (spec part 2 section 2 says "college, major, job title"): labelled as every
 * screen labels them, by what the fields hold (src/config/student-goal.ts).
 */
export function GoalsCard({ catalyst }: { catalyst: AssignedCatalyst }) {
  const goals = catalyst.goals ?? {}
  const rows = STUDENT_GOAL_FIELDS.map((field) => [STUDENT_GOAL_LABELS[field], goals[field]])
  const titleId = useId()
  return (
    <Card role="region" aria-labelledby={titleId} className="flex flex-col gap-3 p-4">
      <h2 id={titleId} className="flex items-center gap-2 text-base font-semibold">
        <Target aria-hidden className="size-4 text-primary" />
        My Goals
      </h2>
      <dl className="flex flex-col gap-2 text-sm">
        {rows.map(([term, value]) => (
          <div key={term} className="flex min-w-0 flex-col">
            <dt className="text-xs text-muted-foreground">{term}</dt>
            <dd className="break-words">{value?.trim() || 'N/A'}</dd>
          </div>
        ))}
      </dl>
    </Card>
  )
}

/** The pathway: name, long description, image, module count, progress (part 2 section 2). */
export function PathwayCard({ pathway }: { pathway: StudentPathway }) {
  const modules = pathway.steps.length
  return (
    <Card className="flex flex-col gap-3 p-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
        <Thumbnail
          src={pathway.imageLink}
          className="h-28 w-full sm:size-28"
          fallback={<RouteIcon />}
        />
        <div className="flex min-w-0 flex-col gap-1">
          <p className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">
            My pathway
          </p>
          <h2 className="text-lg font-semibold break-words">{pathway.name}</h2>
          <p className="text-sm text-muted-foreground">
            {modules} {modules === 1 ? 'module' : 'modules'}
          </p>
          {pathway.longDescription || pathway.shortDescription ? (
            <p className="text-sm break-words whitespace-pre-line">
              {pathway.longDescription || pathway.shortDescription}
            </p>
          ) : null}
        </div>
      </div>
      <ProgressBar value={pathway.progressPercentage} label="Pathway progress" />
    </Card>
  )
}

/**
 * The modules (steps), completed first, then in progress, then pending (part 2 section 4); the
 * list is taller when there are more than 4 (part 2 section 9). Completed ones show the evidence.
 */
export function ModulesList({ pathway }: { pathway: StudentPathway }) {
  const steps = studentStepOrder(pathway.steps)
  return (
    <Card className="flex min-w-0 flex-col gap-3 p-4">
      <h2 className="text-base font-semibold">Modules</h2>
      <VerticalScroll
        label="Modules list"
        hint="More modules below"
        className={cn('pr-1', steps.length > 4 ? 'max-h-[28rem]' : 'max-h-72')}
      >
        <ol aria-label="Modules" className="flex flex-col gap-2">
          {steps.map((step) => (
            <li key={step.code} className="flex flex-col gap-1 rounded-md border border-border p-3">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <h3 className="min-w-0 text-sm font-medium break-words">{step.name}</h3>
                <StepStatusBadge status={step.status} />
              </div>
              {step.status === 'COMPLETED' ? (
                <div className="flex flex-col gap-1 text-sm">
                  {step.completedAt ? (
                    <p className="text-xs text-muted-foreground">
                      Completed{' '}
                      <time dateTime={step.completedAt}>{formatDate(step.completedAt)}</time>
                    </p>
                  ) : null}
                  {step.comment ? (
                    <p className="break-words whitespace-pre-line">{step.comment}</p>
                  ) : null}
                  <StepEvidence link={step.completionLink} />
                </div>
              ) : null}
            </li>
          ))}
        </ol>
      </VerticalScroll>
    </Card>
  )
}
