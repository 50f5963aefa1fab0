import { FileText, Paperclip, X } from 'lucide-react'
import { useId, useRef, useState } from 'react'

import type { FileAnswer } from '@/api/learning-hubs/queries'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { Checkbox } from '@/components/ui/checkbox'
import { Field } from '@/components/ui/field'
import { Input } from '@/components/ui/input'
import { Select } from '@/components/ui/select'
import { Textarea } from '@/components/ui/textarea'
import { cn } from '@/lib/cn'

import { FILE_READ_ERROR, FILE_TOO_LARGE, fileTooLarge, toFileAnswers } from './file-answer'
import type { WizardField } from './form-definition'

/** What the wizard keeps per field while the user fills it in. */
export type DraftValue = string | boolean | FileAnswer[]
export type Draft = Record<string, DraftValue>

function formatSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`
}

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
    case 'text':
    case 'email':
    case 'number':
    case 'date':
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
  const id = useId()
  const input = useRef<HTMLInputElement>(null)
  const [readError, setReadError] = useState<string | null>(null)
  const [reading, setReading] = useState(false)
  const shown = readError ?? error

  async function choose(files: File[]) {
    if (files.length === 0) return
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
      if (input.current) input.current.value = ''
    }
  }

  return (
    <div className="flex flex-col gap-2">
      <Field
        label={label}
        required={field.required}
        error={shown ?? undefined}
        description="Any file type, up to 5 MB each."
      >
        <input
          ref={input}
          id={`${id}-file`}
          type="file"
          multiple
          className={cn(
            'block w-full text-sm text-muted-foreground file:mr-3 file:cursor-pointer file:rounded-md file:border file:border-border file:bg-surface-muted file:px-3 file:py-1.5 file:text-sm file:font-medium file:text-foreground',
          )}
          disabled={reading}
          onChange={(event) => void choose([...(event.target.files ?? [])])}
        />
      </Field>
      {value.length > 0 ? (
        <ul aria-label={`Files for ${label}`} className="flex flex-col gap-1">
          {value.map((file, index) => (
            <li
              key={file.name}
              className="flex items-center gap-2 rounded-md border border-border px-2 py-1 text-sm"
            >
              <FileText aria-hidden className="size-4 shrink-0 text-muted-foreground" />
              <span className="min-w-0 flex-1 truncate">{file.originalName}</span>
              <span className="shrink-0 text-xs text-muted-foreground">
                {formatSize(file.size)}
              </span>
              <Button
                variant="ghost"
                size="icon"
                className="size-7"
                aria-label={`Remove ${file.originalName}`}
                onClick={() => onChange(value.filter((_, other) => other !== index))}
              >
                <X aria-hidden className="size-4" />
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
      {reading ? (
        <p role="status" className="flex items-center gap-1 text-xs text-muted-foreground">
          <Paperclip aria-hidden className="size-3.5" /> Reading the file...
        </p>
      ) : null}
    </div>
  )
}
