import type { FileAnswer, FormAnswers } from '@/api/learning-hubs/queries'
import { formatDate } from '@/lib/format/dates'

import type { WizardField, WizardStep } from './form-definition'

/** How one answer reads on the review step: option labels, Yes / No, file names, dates. */
export function answerText(field: WizardField, value: FormAnswers[string] | undefined): string {
  if (value === undefined || value === null || value === '') return 'Not answered'
  if (field.type === 'checkbox') return value === true ? 'Yes' : 'No'
  if ((field.type === 'select' || field.type === 'radio') && typeof value === 'string') {
    const option = field.options.find((choice) => choice.value === value)
    return option?.label ?? value
  }
  if (field.type === 'date' && typeof value === 'string') {
    // A date-only ISO string is midnight UTC, which formatDate shows in UTC.
    const date = new Date(value)
    return Number.isNaN(date.getTime()) ? value : formatDate(date)
  }
  if (Array.isArray(value))
    return value
      .map((item: string | FileAnswer) => (typeof item === 'string' ? item : item.originalName))
      .join(', ')
  if (typeof value === 'object')
    return Object.keys(value)
      .filter((key) => value[key])
      .join(', ')
  return String(value)
}

/**
 * Review and Submit (spec part 2 section 2): every question the user was shown, step by step,
 * with their answer. Hidden questions are not listed; their answers are not sent.
 */
export function ReviewStep({
  steps,
  answers,
  visible,
}: {
  steps: readonly WizardStep[]
  answers: FormAnswers
  visible: ReadonlySet<string>
}) {
  if (steps.length === 0)
    return (
      <p className="text-sm text-muted-foreground">This hub asks no questions. Submit to apply.</p>
    )
  return (
    <div className="flex flex-col gap-4">
      {steps.map((step, index) => {
        const fields = step.fields.filter(
          (field) => visible.has(field.key) && field.type !== 'unsupported',
        )
        return (
          <section key={index} aria-label={step.title} className="flex flex-col gap-2">
            <h4 className="text-sm font-semibold text-muted-foreground">{step.title}</h4>
            <dl className="grid gap-x-4 gap-y-2 text-sm sm:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
              {fields.map((field) => (
                <div key={field.key} className="contents">
                  <dt className="font-medium break-words">{field.label || field.key}</dt>
                  <dd
                    className={
                      answers[field.key] === undefined
                        ? 'text-muted-foreground'
                        : 'break-words whitespace-pre-line'
                    }
                  >
                    {answerText(field, answers[field.key])}
                  </dd>
                </div>
              ))}
            </dl>
          </section>
        )
      })}
    </div>
  )
}
