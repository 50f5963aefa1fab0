import { FileText, Upload, X } from 'lucide-react'
import { useId, type MouseEvent, type ReactNode } from 'react'

import { cn } from '@/lib/cn'

import { Button, buttonVariants } from './button'
import { ConfirmDialog } from './confirm-dialog'

/** A file the field holds: chosen and read, or uploaded and stored. */
export interface ChosenFile {
  /** Shown, and names its Remove button ("Remove passport.pdf"). */
  name: string
  /** Bytes, shown beside the name when given. */
  size?: number
  /** Opens a stored file (a checked, safe link); without it the name is text. */
  href?: string
  onOpen?: (event: MouseEvent<HTMLAnchorElement>) => void
}

/** Work on a chosen file under way: an upload (with Cancel) or a read. */
export interface FileProgress {
  /** "Uploading photo", "Reading the file". */
  label: string
  /** 0 to 100; null while unknown. */
  percent: number | null
  /** Offers Cancel upload, which leaves the field as it was. */
  onCancel?: () => void
}

export interface FileFieldProps {
  /** Names the field, and the file input for assistive technology and tests. */
  label: ReactNode
  /** Keep the label for screen readers only (the photo, which its picture explains). */
  hideLabel?: boolean
  /** What the place takes, in its own words: "PDF, PNG, JPG or JPEG, up to 5 MB". */
  description?: ReactNode
  /** The place's message for a refused file or a missing one; marks the input invalid. */
  error?: ReactNode
  required?: boolean
  /** A hint to the browser's picker; the place still checks every file itself. */
  accept?: string
  multiple?: boolean
  disabled?: boolean
  /** The picker's words: "Choose file" (the default), "Upload file", "Change photo". */
  buttonLabel?: string
  buttonIcon?: ReactNode
  /** The files chosen (never an empty list); the place checks them and says what it refused. */
  onFiles: (files: File[]) => void
  /** What the field holds. A single-file field shows the picker again once it is removed. */
  files?: readonly ChosenFile[]
  onRemove?: (index: number) => void
  /** Remove asks first, with these words. */
  confirmRemove?: { title: string; description: string; confirmLabel: string }
  removeDisabled?: boolean
  /** An upload or read under way: shown instead of the picker. */
  progress?: FileProgress | null
  /** `center` under a picture (the photo); `start` in a form (the default). */
  align?: 'start' | 'center'
  className?: string
}

export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`
}

/**
 * The one file control of the product (issue 28): a label, a styled picker button, what the place
 * takes, the file(s) held with Remove, progress while a file is uploaded or read, and the place's
 * message. The browser's file input stays in the page, visually hidden but focusable: Tab reaches
 * it, Enter or Space opens the picker, its focus ring shows on the button, and screen readers
 * hear its label, the button's words, the rules and the error. Each place keeps its own rules
 * and messages: it checks what `onFiles` hands it and passes back `error`.
 */
export function FileField({
  label,
  hideLabel = false,
  description,
  error,
  required = false,
  accept,
  multiple = false,
  disabled = false,
  buttonLabel = 'Choose file',
  buttonIcon = <Upload aria-hidden />,
  onFiles,
  files = [],
  onRemove,
  confirmRemove,
  removeDisabled = false,
  progress = null,
  align = 'start',
  className,
}: FileFieldProps) {
  const id = useId().replace(/[^\w-]/g, '')
  const inputId = `file-${id}`
  const labelId = `${inputId}-label`
  const descriptionId = description ? `${inputId}-description` : undefined
  const hasError = error !== undefined && error !== null && error !== false && error !== ''
  const errorId = hasError ? `${inputId}-error` : undefined
  const showPicker = !progress && (multiple || files.length === 0)
  const labelClass = cn('text-sm leading-none font-medium text-foreground', hideLabel && 'sr-only')
  const labelContent = (
    <>
      {label}
      {required ? (
        <span aria-hidden="true" className="ml-0.5 text-danger">
          *
        </span>
      ) : null}
    </>
  )

  return (
    <div className={cn('grid gap-1.5', align === 'center' && 'justify-items-center', className)}>
      {showPicker ? (
        <label id={labelId} htmlFor={inputId} className={labelClass}>
          {labelContent}
        </label>
      ) : (
        <p id={labelId} className={labelClass}>
          {labelContent}
        </p>
      )}
      {files.length > 0 ? (
        <ul aria-labelledby={labelId} className="flex w-full flex-col gap-1.5">
          {files.map((file, index) => (
            <FileRow
              key={`${file.name}-${index}`}
              file={file}
              onRemove={onRemove ? () => onRemove(index) : undefined}
              confirmRemove={confirmRemove}
              removeDisabled={removeDisabled}
            />
          ))}
        </ul>
      ) : null}
      {progress ? <ProgressRow progress={progress} /> : null}
      {showPicker ? (
        <div>
          <input
            id={inputId}
            type="file"
            accept={accept}
            multiple={multiple}
            disabled={disabled}
            aria-describedby={[descriptionId, errorId].filter(Boolean).join(' ') || undefined}
            aria-invalid={hasError || undefined}
            aria-required={required || undefined}
            className="peer sr-only"
            onChange={(event) => {
              const chosen = [...(event.target.files ?? [])]
              // The same file may be chosen again (after a refusal, or once removed).
              event.target.value = ''
              if (chosen.length > 0) onFiles(chosen)
            }}
          />
          <label
            htmlFor={inputId}
            className={cn(
              buttonVariants({ variant: 'outline', size: 'sm' }),
              'peer-focus-visible:ring-2 peer-focus-visible:ring-ring peer-focus-visible:ring-offset-2 peer-focus-visible:ring-offset-background',
              'peer-disabled:pointer-events-none peer-disabled:opacity-50',
              'peer-aria-invalid:border-danger',
            )}
          >
            {buttonIcon}
            {buttonLabel}
          </label>
        </div>
      ) : null}
      {description ? (
        <p
          id={descriptionId}
          className={cn('text-xs text-muted-foreground', align === 'center' && 'text-center')}
        >
          {description}
        </p>
      ) : null}
      {hasError ? (
        <p
          id={errorId}
          role="alert"
          className={cn('text-sm font-medium text-danger', align === 'center' && 'text-center')}
        >
          {error}
        </p>
      ) : null}
    </div>
  )
}

function FileRow({
  file,
  onRemove,
  confirmRemove,
  removeDisabled,
}: {
  file: ChosenFile
  onRemove: (() => void) | undefined
  confirmRemove: FileFieldProps['confirmRemove']
  removeDisabled: boolean
}) {
  const removeButton = (
    <Button
      type="button"
      variant="ghost"
      size="sm"
      disabled={removeDisabled}
      aria-label={`Remove ${file.name}`}
      onClick={confirmRemove ? undefined : onRemove}
    >
      <X aria-hidden />
      {/* On a phone the name takes the room; the button keeps its name (Remove and the file's). */}
      <span className="max-sm:sr-only">Remove</span>
    </Button>
  )
  return (
    <li className="flex min-w-0 items-center gap-2 rounded-md border border-border bg-surface py-1.5 pr-1.5 pl-3 text-sm">
      <FileText aria-hidden className="size-4 shrink-0 text-muted-foreground" />
      {file.href ? (
        <a
          href={file.href}
          target="_blank"
          rel="noopener noreferrer"
          onClick={file.onOpen}
          className="min-w-0 flex-1 wrap-anywhere text-primary underline-offset-4 hover:underline"
        >
          {file.name}
        </a>
      ) : (
        <span className="min-w-0 flex-1 wrap-anywhere">{file.name}</span>
      )}
      {file.size !== undefined ? (
        <span className="shrink-0 text-xs text-muted-foreground">{formatFileSize(file.size)}</span>
      ) : null}
      {onRemove ? (
        confirmRemove ? (
          <ConfirmDialog
            trigger={removeButton}
            title={confirmRemove.title}
            description={confirmRemove.description}
            confirmLabel={confirmRemove.confirmLabel}
            variant="danger"
            onConfirm={onRemove}
          />
        ) : (
          removeButton
        )
      ) : null}
    </li>
  )
}

function ProgressRow({ progress: { label, percent, onCancel } }: { progress: FileProgress }) {
  const value = percent ?? 0
  return (
    <div className="flex w-full min-w-0 flex-wrap items-center gap-2">
      <div className="flex min-w-32 flex-1 flex-col gap-1">
        <span className="truncate text-xs text-muted-foreground">
          {label}… {percent === null ? '' : `${value}%`}
        </span>
        <div
          role="progressbar"
          aria-label={label}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent === null ? undefined : value}
          className="h-1.5 w-full overflow-hidden rounded-full bg-surface-muted"
        >
          <div
            className={cn(
              'h-full bg-primary transition-[width]',
              percent === null && 'motion-safe:animate-pulse',
            )}
            style={{ width: percent === null ? '100%' : `${value}%` }}
          />
        </div>
      </div>
      {onCancel ? (
        <Button type="button" variant="ghost" size="sm" onClick={onCancel}>
          Cancel upload
        </Button>
      ) : null}
    </div>
  )
}
