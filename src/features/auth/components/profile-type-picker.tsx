import { GraduationCap, Sparkles, type LucideIcon } from 'lucide-react'
import { useId } from 'react'

import { useSteadyDuringPress } from '@/components/ui/use-steady-during-press'
import type { Role } from '@/lib/roles'
import { cn } from '@/lib/cn'

const options: ReadonlyArray<{
  value: Role
  title: string
  description: string
  icon: LucideIcon
}> = [
  {
    value: 'counsellor',
    title: 'Catalyst',
    description: 'Guide students, invite them, share pathways and follow their progress.',
    icon: Sparkles,
  },
  {
    value: 'student',
    title: 'Student',
    description: 'Find a Catalyst, follow your pathway and join learning hubs.',
    icon: GraduationCap,
  },
]

/** Step 1 of both sign-up wizards: counsellor (Catalyst) or student, as radio cards. */
export function ProfileTypePicker({
  value,
  onChange,
  error: latestError,
  legend = 'Choose your profile type',
}: {
  value: Role | undefined
  onChange: (role: Role) => void
  error?: string | undefined
  legend?: string
}) {
  const name = useId()
  // Like a Field's error: it never moves a card or Continue while they are being clicked.
  const error = useSteadyDuringPress(latestError)
  const errorId = `${name}-error`
  return (
    <fieldset aria-describedby={error ? errorId : undefined} className="grid gap-3">
      <legend className="sr-only">{legend}</legend>
      <div className="grid gap-3 sm:grid-cols-2">
        {options.map((option) => {
          const Icon = option.icon
          const checked = value === option.value
          return (
            <label
              key={option.value}
              className={cn(
                'flex cursor-pointer gap-3 rounded-lg border bg-surface p-4 transition-colors hover:bg-surface-muted',
                'has-focus-visible:ring-2 has-focus-visible:ring-ring has-focus-visible:ring-offset-2 has-focus-visible:ring-offset-background',
                checked ? 'border-primary ring-1 ring-primary' : 'border-border',
                error && !checked && 'border-danger',
              )}
            >
              <input
                type="radio"
                name={name}
                value={option.value}
                checked={checked}
                onChange={() => onChange(option.value)}
                aria-labelledby={`${name}-${option.value}`}
                aria-describedby={`${name}-${option.value}-description`}
                aria-invalid={error ? true : undefined}
                className="mt-1 size-4 shrink-0 accent-primary"
              />
              <span className="grid content-start gap-1">
                <span
                  id={`${name}-${option.value}`}
                  className="flex items-center gap-2 font-medium"
                >
                  <Icon aria-hidden="true" className="size-4 text-primary" />
                  {option.title}
                </span>
                <span
                  id={`${name}-${option.value}-description`}
                  className="text-sm text-muted-foreground"
                >
                  {option.description}
                </span>
              </span>
            </label>
          )
        })}
      </div>
      {error ? (
        <p id={errorId} className="text-sm font-medium text-danger">
          {error}
        </p>
      ) : null}
    </fieldset>
  )
}
