import { Eye, EyeOff } from 'lucide-react'
import { useState, type ComponentProps } from 'react'

import { cn } from '@/lib/cn'

import { focusRing } from './focus-ring'
import { Input } from './input'

type PasswordInputProps = Omit<ComponentProps<'input'>, 'type'>

/**
 * A password input with a show/hide toggle. Props (including `ref`, `id` and aria-*) go to the
 * <input>, so it works inside Field and with react-hook-form's register().
 */
export function PasswordInput({ className, disabled, ...props }: PasswordInputProps) {
  const [visible, setVisible] = useState(false)
  return (
    <div className="relative w-full">
      <Input
        type={visible ? 'text' : 'password'}
        autoComplete="current-password"
        spellCheck={false}
        disabled={disabled}
        className={cn('pr-10', className)}
        {...props}
      />
      <button
        type="button"
        onClick={() => setVisible((v) => !v)}
        disabled={disabled}
        aria-label={visible ? 'Hide password' : 'Show password'}
        aria-controls={props.id}
        className={cn(
          'absolute top-1/2 right-1 inline-flex size-8 -translate-y-1/2 cursor-pointer items-center justify-center rounded-sm text-muted-foreground hover:text-foreground disabled:cursor-not-allowed disabled:opacity-50',
          focusRing,
        )}
      >
        {visible ? (
          <EyeOff aria-hidden="true" className="size-4" />
        ) : (
          <Eye aria-hidden="true" className="size-4" />
        )}
      </button>
    </div>
  )
}
