import { cloneElement, isValidElement, useId, type ReactElement, type ReactNode } from 'react'

import { cn } from '@/lib/cn'

import { Label } from './label'
import { useSteadyDuringPress } from './use-steady-during-press'

// Kept here too so `import { PasswordInput } from '@/components/ui/field'` works.
export { PasswordInput } from './password-input'

type ControlProps = {
  id?: string
  'aria-describedby'?: string
  'aria-invalid'?: boolean | 'true' | 'false'
  'aria-required'?: boolean | 'true' | 'false'
}

export type FieldProps = {
  label: ReactNode
  /** Exactly one control: Input, Textarea, Select, PasswordInput, Checkbox or any element. */
  children: ReactElement<ControlProps>
  description?: ReactNode
  /** The message to show; any non-empty value marks the control invalid. */
  error?: ReactNode
  /** Shows a "*" after the label and sets aria-required (not `required`, so the schema's
   * messages are shown instead of the browser's). */
  required?: boolean
  /** Id for the control; defaults to the child's id, then a generated one. */
  id?: string
  /** Keep the label for screen readers only. */
  hideLabel?: boolean
  /** `horizontal` puts the control before the label (checkboxes). */
  orientation?: 'vertical' | 'horizontal'
  className?: string
}

/**
 * Wires a label, one control, a description and an error message together by id: the label's
 * htmlFor, the control's aria-describedby (description then error), aria-invalid and
 * aria-required. The error is a plain <p>, read with the control rather than as an interruption.
 *
 * An error that appears (or changes, or goes) while a mouse button or finger is down waits for
 * the release: a field validated as it is left would otherwise push the control being clicked
 * away from under the pointer, and the click would be lost (use-steady-during-press.ts).
 */
export function Field({
  label,
  children,
  description,
  error,
  required = false,
  id,
  hideLabel = false,
  orientation = 'vertical',
  className,
}: FieldProps) {
  const generatedId = useId()
  const childProps: ControlProps = isValidElement(children) ? children.props : {}
  const controlId = id ?? childProps.id ?? `field-${generatedId.replace(/[^\w-]/g, '')}`
  const shownError = useSteadyDuringPress(error)
  const hasError =
    shownError !== undefined && shownError !== null && shownError !== false && shownError !== ''
  const descriptionId = description ? `${controlId}-description` : undefined
  const errorId = hasError ? `${controlId}-error` : undefined
  const describedBy =
    [childProps['aria-describedby'], descriptionId, errorId].filter(Boolean).join(' ') || undefined

  const control = isValidElement(children)
    ? cloneElement(children, {
        id: controlId,
        'aria-describedby': describedBy,
        'aria-invalid': hasError ? true : childProps['aria-invalid'],
        'aria-required': required ? true : childProps['aria-required'],
      })
    : children

  const labelNode = (
    <Label htmlFor={controlId} className={cn(hideLabel && 'sr-only')}>
      {label}
      {required ? (
        <span aria-hidden="true" className="ml-0.5 text-danger">
          *
        </span>
      ) : null}
    </Label>
  )

  return (
    <div className={cn('grid gap-1.5', className)}>
      {orientation === 'horizontal' ? (
        <div className="flex items-center gap-2">
          {control}
          {labelNode}
        </div>
      ) : (
        <>
          {labelNode}
          {control}
        </>
      )}
      {description ? (
        <p id={descriptionId} className="text-sm text-muted-foreground">
          {description}
        </p>
      ) : null}
      {hasError ? (
        <p id={errorId} className="text-sm font-medium text-danger">
          {shownError}
        </p>
      ) : null}
    </div>
  )
}
