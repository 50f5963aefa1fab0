import { useId, useState } from 'react'

import type { FileAnswer } from '@/api/learning-hubs/queries'
import { Alert } from '@/components/ui/alert'
import { Checkbox } from '@/components/ui/checkbox'
import { DateField } from '@/components/ui/date-field'
import { Field } from '@/components/ui/field'
import { FileField } from '@/components/ui/file-field'
import { Input } from '@/components/ui/input'
import { Select } from '@/components/ui/select'
import { Textarea } from '@/components/ui/textarea'

import { FILE_READ_ERROR, FILE_TOO_LARGE, fileTooLarge, toFileAnswers } from './file-answer'
import type { WizardField } from './form-definition'

/** What the wizard keeps per field while the user fills it in. */
export type DraftValue = string | boolean | FileAnswer[]
export type Draft = Record<string, DraftValue>

/**
 * One question of a hub's application form (spec part 2 sections 3 and 5): the control for its
 * type, its label, "*" when required and its error. The texts come from the server and show as
 * text only.
 */
export function WizardFieldControl({
  field,
  value,
  error,
  onChange,
}: {
  field: WizardField
  value: DraftValue | undefined
  error: string | undefined
  onChange: (value: DraftValue) => void
}) {
  const label = field.label || field.key
  const text = typeof value === 'string' ? value : ''
  switch (field.type) {
    case 'date':
      return (
        <Field label={label} required={field.required} error={error}>
          <DateField value={text} onChange={onChange} calendarLabel={`Choose a date: ${label}`} />
        </Field>
      )
    case 'text':
    case 'email':
    case 'number':
      return (
        <Field label={label} required={field.required} error={error}>
          <Input
            type={field.type}
            inputMode={field.type === 'number' ? 'decimal' : undefined}
            autoComplete={field.type === 'email' ? 'email' : 'off'}
            value={text}
            onChange={(event) => onChange(event.target.value)}
          />
        </Field>
      )
    case 'textarea':
      return (
        <Field label={label} required={field.required} error={error}>
          <Textarea rows={3} value={text} onChange={(event) => onChange(event.target.value)} />
        </Field>
      )
    case 'select':
      return (
        <Field label={label} required={field.required} error={error}>
          <Select value={text} onChange={(event) => onChange(event.target.value)}>
            <option value="">Choose...</option>
            {field.options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </Select>
        </Field>
      )
    case 'checkbox':
      return (
        <Field label={label} required={field.required} error={error} orientation="horizontal">
          <Checkbox
            checked={value === true}
            onCheckedChange={(checked) => onChange(checked === true)}
          />
        </Field>
      )
    case 'radio':
      return (
        <RadioQuestion field={field} label={label} value={text} error={error} onChange={onChange} />
      )
    case 'file':
      return (
        <FileQuestion
          field={field}
          label={label}
          value={Array.isArray(value) ? value : []}
          error={error}
          onChange={onChange}
        />
      )
    case 'unsupported':
      return (
        <Alert variant="warning" role="note" title={label}>
          This question cannot be shown here, so it is left out of your application.
        </Alert>
      )
  }
}

function RadioQuestion({
  field,
  label,
  value,
  error,
  onChange,
}: {
  field: WizardField
  label: string
  value: string
  error: string | undefined
  onChange: (value: string) => void
}) {
  const id = useId()
  const errorId = `${id}-error`
  return (
    <fieldset
      className="flex flex-col gap-2"
      aria-describedby={error ? errorId : undefined}
      aria-invalid={error ? true : undefined}
    >
      <legend className="mb-1 text-sm font-medium">
        {label}
        {field.required ? (
          <span aria-hidden className="text-danger">
            {' *'}
          </span>
        ) : null}
      </legend>
      {field.options.map((option, index) => (
        <label key={option.value} className="flex cursor-pointer items-center gap-2 text-sm">
          <input
            type="radio"
            name={`${id}-${field.key}`}
            value={option.value}
            checked={value === option.value}
            onChange={() => onChange(option.value)}
            aria-required={field.required && index === 0 ? true : undefined}
            className="size-4 accent-primary"
          />
          {option.label}
        </label>
      ))}
      {error ? (
        <p id={errorId} className="text-sm text-danger">
          {error}
        </p>
      ) : null}
    </fieldset>
  )
}

/**
 * A file question: the files are read and encoded as the spec's file objects when chosen, so a
 * read error shows at once ("Error reading one or more files.") and a failed apply keeps them.
 */
function FileQuestion({
  field,
  label,
  value,
  error,
  onChange,
}: {
  field: WizardField
  label: string
  value: FileAnswer[]
  error: string | undefined
  onChange: (value: FileAnswer[]) => void
}) {
  const [readError, setReadError] = useState<string | null>(null)
  const [reading, setReading] = useState(false)
  const shown = readError ?? error

  async function choose(files: File[]) {
    if (fileTooLarge(files)) {
      setReadError(FILE_TOO_LARGE)
      return
    }
    setReading(true)
    try {
      const answers = await toFileAnswers(files)
      setReadError(null)
      onChange([...value, ...answers])
    } catch {
      setReadError(FILE_READ_ERROR)
    } finally {
      setReading(false)
    }
  }

  return (
    <FileField
      label={label}
      required={field.required}
      description="Any file type, up to 5 MB each."
      error={shown}
      multiple
      onFiles={(files) => void choose(files)}
      files={value.map((file) => ({ name: file.originalName, size: file.size }))}
      onRemove={(index) => onChange(value.filter((_, other) => other !== index))}
      progress={reading ? { label: 'Reading the file', percent: null } : null}
    />
  )
}
