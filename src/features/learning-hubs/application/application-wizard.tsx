import { useNavigate } from '@tanstack/react-router'
import { Check } from 'lucide-react'
import { useMemo, useRef, useState } from 'react'

import { useProvisionHub, type FormAnswers, type LearnHub } from '@/api/learning-hubs/queries'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog'
import { cn } from '@/lib/cn'
import { userMessageFor } from '@/lib/error-messages'
import { toast } from '@/lib/toast'

import { wizardStepsOf, type WizardField, type WizardStep } from './form-definition'
import { ReviewStep } from './review-step'
import { pruneAnswers, validateFields, visibleFields } from './visibility'
import { WizardFieldControl, type Draft, type DraftValue } from './wizard-field'

export const APPLY_SUCCESS = 'Successfully applied'
export const REVIEW_STEP_TITLE = 'Review and Submit'
export const FORM_UNREADABLE =
  "This hub's application form could not be read. Please try again later or contact support."

/**
 * The answers as the server takes them: numbers as numbers, blank answers left out, and the
 * answers of fields a condition hides dropped (spec part 2 section 5).
 */
export function answersOf(fields: readonly WizardField[], draft: Draft): FormAnswers {
  const answers: FormAnswers = {}
  for (const field of fields) {
    const value = draft[field.key]
    if (value === undefined || field.type === 'unsupported') continue
    if (typeof value === 'string') {
      if (value.trim() === '') continue
      answers[field.key] = field.type === 'number' ? Number(value) : value
    } else if (Array.isArray(value)) {
      if (value.length > 0) answers[field.key] = value
    } else {
      answers[field.key] = value
    }
  }
  return pruneAnswers(fields, answers)
}

/**
 * The application wizard (spec part 2 sections 2, 4 and 5): step 1 from the hub's tab1, an
 * optional step 2 from tab2, then Review and Submit. Next checks the step's visible fields,
 * Previous goes back, Submit applies; on success the wizard resets, closes and the user lands on
 * Enrolled Hubs. A failed apply says why and keeps every answer, files included.
 */
export function ApplicationWizard({
  hub,
  open,
  onOpenChange,
}: {
  hub: LearnHub
  open: boolean
  onOpenChange: (open: boolean) => void
}) {
  const navigate = useNavigate()
  const provision = useProvisionHub()
  const parsed = useMemo(() => wizardStepsOf(hub), [hub])
  const formSteps: WizardStep[] = useMemo(() => (parsed.ok ? parsed.steps : []), [parsed])
  const allFields = useMemo(() => formSteps.flatMap((step) => step.fields), [formSteps])
  const [stepIndex, setStepIndex] = useState(0)
  const [draft, setDraft] = useState<Draft>({})
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [submitError, setSubmitError] = useState<string | null>(null)
  const body = useRef<HTMLDivElement>(null)
  const heading = useRef<HTMLHeadingElement>(null)

  const titles = [...formSteps.map((step) => step.title), REVIEW_STEP_TITLE]
  const onReview = stepIndex >= formSteps.length
  const step = onReview ? null : formSteps[stepIndex]
  const answers = answersOf(allFields, draft)

  function goTo(index: number) {
    setStepIndex(index)
    setErrors({})
    requestAnimationFrame(() => heading.current?.focus())
  }

  function change(key: string, value: DraftValue) {
    setDraft((current) => ({ ...current, [key]: value }))
    setErrors((current) => {
      if (!(key in current)) return current
      const next = { ...current }
      delete next[key]
      return next
    })
    setSubmitError(null)
  }

  function next() {
    if (!step) return
    // Visibility across every step: a question can depend on an answer of an earlier step.
    const shown = new Set(visibleFields(allFields, draft).map((field) => field.key))
    const visibleDraft = Object.fromEntries(Object.entries(draft).filter(([key]) => shown.has(key)))
    const found = validateFields(
      step.fields.filter((field) => shown.has(field.key)),
      visibleDraft,
    )
    setErrors(found)
    if (Object.keys(found).length > 0) {
      // The first question with an error takes the focus (found by key: its error may still be
      // waiting for the pointer's release, see Field).
      const first = step.fields.find((field) => field.key in found)?.key
      requestAnimationFrame(() => {
        const wrapper = [
          ...(body.current?.querySelectorAll<HTMLElement>('[data-field-key]') ?? []),
        ].find((element) => element.dataset.fieldKey === first)
        wrapper?.querySelector<HTMLElement>('input, textarea, select, button')?.focus()
      })
      return
    }
    goTo(stepIndex + 1)
  }

  function submit() {
    setSubmitError(null)
    provision.mutate(
      { id: hub.id, properties: answers },
      {
        onSuccess: () => {
          toast.success(APPLY_SUCCESS)
          setDraft({})
          setStepIndex(0)
          onOpenChange(false)
          void navigate({ to: '/learning-hub/applied' })
        },
        onError: (error) => setSubmitError(userMessageFor(error)),
      },
    )
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>Apply to {hub.name}</DialogTitle>
          <DialogDescription>
            {parsed.ok
              ? `Step ${stepIndex + 1} of ${titles.length}: ${titles[stepIndex]}`
              : 'Application form'}
          </DialogDescription>
        </DialogHeader>
        {parsed.ok ? (
          <>
            <ol aria-label="Application steps" className="flex flex-wrap gap-x-4 gap-y-2 text-sm">
              {titles.map((title, index) => (
                <li
                  key={index}
                  aria-current={index === stepIndex ? 'step' : undefined}
                  className={cn(
                    'flex items-center gap-2',
                    index === stepIndex ? 'font-semibold text-foreground' : 'text-muted-foreground',
                  )}
                >
                  <span
                    aria-hidden
                    className={cn(
                      'flex size-6 items-center justify-center rounded-full border text-xs',
                      index < stepIndex && 'border-primary bg-primary text-primary-foreground',
                      index === stepIndex && 'border-primary text-primary',
                    )}
                  >
                    {index < stepIndex ? <Check className="size-3.5" /> : index + 1}
                  </span>
                  {title}
                </li>
              ))}
            </ol>
            <div ref={body} className="flex flex-col gap-4">
              <h3 ref={heading} tabIndex={-1} className="text-base font-semibold outline-none">
                {titles[stepIndex]}
              </h3>
              {step ? (
                <StepFields
                  step={step}
                  allFields={allFields}
                  draft={draft}
                  errors={errors}
                  onChange={change}
                />
              ) : (
                <ReviewStep
                  steps={formSteps}
                  answers={answers}
                  visible={new Set(visibleFields(allFields, draft).map((field) => field.key))}
                />
              )}
              {submitError ? <Alert variant="danger">{submitError}</Alert> : null}
            </div>
            <DialogFooter>
              {stepIndex > 0 ? (
                <Button
                  variant="outline"
                  className="sm:mr-auto"
                  disabled={provision.isPending}
                  onClick={() => goTo(stepIndex - 1)}
                >
                  Previous
                </Button>
              ) : null}
              {onReview ? (
                <Button onClick={submit} loading={provision.isPending} loadingLabel="Submitting...">
                  {provision.isPending ? 'Submitting...' : 'Submit'}
                </Button>
              ) : (
                <Button onClick={next}>Next</Button>
              )}
            </DialogFooter>
          </>
        ) : (
          <Alert variant="danger">{FORM_UNREADABLE}</Alert>
        )}
      </DialogContent>
    </Dialog>
  )
}

/** The visible questions of one step, panel by panel. */
function StepFields({
  step,
  allFields,
  draft,
  errors,
  onChange,
}: {
  step: WizardStep
  allFields: readonly WizardField[]
  draft: Draft
  errors: Record<string, string>
  onChange: (key: string, value: DraftValue) => void
}) {
  const shown = new Set(visibleFields(allFields, draft).map((field) => field.key))
  return (
    <>
      {step.panels.map((panel) => {
        const fields = panel.fields.filter((field) => shown.has(field.key))
        if (fields.length === 0) return null
        return (
          <fieldset key={panel.key} className="flex flex-col gap-4">
            {/* A legend is no flex item: the column's gap does not reach it, its margin does. */}
            {panel.title ? (
              <legend className="mb-4 text-sm font-semibold text-muted-foreground">
                {panel.title}
              </legend>
            ) : null}
            {fields.map((field) => (
              <div key={field.key} data-field-key={field.key}>
                <WizardFieldControl
                  field={field}
                  value={draft[field.key]}
                  error={errors[field.key]}
                  onChange={(value) => onChange(field.key, value)}
                />
              </div>
            ))}
          </fieldset>
        )
      })}
    </>
  )
}
