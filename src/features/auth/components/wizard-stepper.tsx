import { Check } from 'lucide-react'

import { cn } from '@/lib/cn'

/** The visible steps of a wizard; the current one is marked for screen readers too. */
export function WizardStepper({
  steps,
  current,
  label,
}: {
  steps: readonly string[]
  /** Zero-based index of the current step. */
  current: number
  label: string
}) {
  return (
    <nav aria-label={label} className="mb-6">
      <p className="sr-only">
        Step {current + 1} of {steps.length}: {steps[current]}
      </p>
      <ol className="flex items-start">
        {steps.map((step, index) => {
          const done = index < current
          const here = index === current
          return (
            <li
              key={step}
              aria-current={here ? 'step' : undefined}
              className="flex flex-1 flex-col items-center gap-1.5 text-center"
            >
              <div className="flex w-full items-center">
                <span
                  aria-hidden="true"
                  className={cn(
                    'h-0.5 flex-1',
                    index === 0 ? 'invisible' : done || here ? 'bg-primary' : 'bg-border',
                  )}
                />
                <span
                  aria-hidden="true"
                  className={cn(
                    'flex size-8 shrink-0 items-center justify-center rounded-full border-2 text-sm font-semibold',
                    done && 'border-primary bg-primary text-primary-foreground',
                    here && 'border-primary text-primary',
                    !done && !here && 'border-border text-muted-foreground',
                  )}
                >
                  {done ? <Check className="size-4" /> : index + 1}
                </span>
                <span
                  aria-hidden="true"
                  className={cn(
                    'h-0.5 flex-1',
                    index === steps.length - 1 ? 'invisible' : done ? 'bg-primary' : 'bg-border',
                  )}
                />
              </div>
              <span
                className={cn(
                  'text-xs font-medium sm:text-sm',
                  here ? 'text-foreground' : 'text-muted-foreground',
                )}
              >
                {step}
                {done ? <span className="sr-only"> (completed)</span> : null}
              </span>
            </li>
          )
        })}
      </ol>
    </nav>
  )
}
