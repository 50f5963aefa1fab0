import {
  useLayoutEffect,
  useRef,
  type ClipboardEvent,
  type FocusEvent,
  type KeyboardEvent,
  type Ref,
} from 'react'

import { cn } from '@/lib/cn'

import { fieldBase, fieldFocusRing } from './focus-ring'

export type OtpInputProps = {
  /** The digits typed so far (0 to `length` characters, digits only). */
  value: string
  onChange: (value: string) => void
  onBlur?: () => void
  length?: number
  /** Accessible name of the group of boxes. */
  label?: string
  /** Id of the first box, so a Field's label focuses it. */
  id?: string
  name?: string
  disabled?: boolean
  className?: string
  /** Goes to the first box (react-hook-form focuses it on errors). */
  ref?: Ref<HTMLInputElement>
  'aria-describedby'?: string
  'aria-invalid'?: boolean | 'true' | 'false'
  'aria-required'?: boolean | 'true' | 'false'
}

const onlyDigits = (text: string) => text.replace(/\D/g, '')

/**
 * One digit per box (spec part 1 section 5): typing advances, Backspace clears and moves back,
 * arrows move, pasting a code fills the boxes, anything but digits is ignored. The value has no
 * holes, so only the box after the last digit (or an earlier one) takes input; a single tab stop
 * lands there.
 */
export function OtpInput({
  value,
  onChange,
  onBlur,
  length = 6,
  label = 'Verification code',
  id,
  name,
  disabled,
  className,
  ref,
  ...aria
}: OtpInputProps) {
  const boxes = useRef<Array<HTMLInputElement | null>>([])
  const digits = onlyDigits(value).slice(0, length)
  const active = Math.min(digits.length, length - 1)

  const focusBox = (index: number) => {
    const box = boxes.current[Math.max(0, Math.min(index, length - 1))]
    box?.focus()
    box?.select()
  }
  // Moving on waits for the parent to render the new value, so the focus check sees it.
  const focusNext = useRef<number | null>(null)
  useLayoutEffect(() => {
    if (focusNext.current === null) return
    const index = focusNext.current
    focusNext.current = null
    boxes.current[index]?.focus()
    boxes.current[index]?.select()
  })

  const write = (index: number, typed: string) => {
    const next = (digits.slice(0, index) + typed + digits.slice(index + typed.length)).slice(
      0,
      length,
    )
    focusNext.current = Math.min(index + typed.length, length - 1)
    onChange(next)
  }

  const handleInput = (index: number, raw: string) => {
    let typed = onlyDigits(raw)
    const previous = digits[index]
    // Typing into a filled box whose text was not selected leaves both digits: keep the new one.
    if (previous && typed.length === 2 && typed.includes(previous))
      typed = typed.replace(previous, '')
    if (typed) write(index, typed)
  }

  const handleKeyDown = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
    const moves: Record<string, number> = {
      ArrowLeft: index - 1,
      ArrowRight: Math.min(index + 1, active),
      Home: 0,
      End: active,
    }
    if (event.key in moves) {
      event.preventDefault()
      focusBox(moves[event.key] ?? index)
    } else if (event.key === 'Backspace') {
      event.preventDefault()
      if (digits[index]) {
        onChange(digits.slice(0, index) + digits.slice(index + 1))
      } else if (index > 0) {
        focusNext.current = index - 1
        onChange(digits.slice(0, index - 1) + digits.slice(index))
      }
    }
  }

  const handlePaste = (index: number, event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault()
    const pasted = onlyDigits(event.clipboardData.getData('text'))
    if (!pasted) return
    // A whole code replaces what was there; a fragment goes in from this box on.
    if (pasted.length >= length) write(0, pasted.slice(0, length))
    else write(index, pasted)
  }

  // No holes: a click past the last digit lands on the next empty box.
  const handleFocus = (index: number, event: FocusEvent<HTMLInputElement>) => {
    if (index > digits.length) focusBox(digits.length)
    else event.currentTarget.select()
  }

  return (
    <div role="group" aria-label={label} className={cn('flex gap-2 sm:gap-3', className)}>
      {Array.from({ length }, (_, index) => (
        <input
          key={index}
          ref={(element) => {
            boxes.current[index] = element
            if (index === 0 && ref) {
              if (typeof ref === 'function') ref(element)
              else ref.current = element
            }
          }}
          id={index === 0 ? id : undefined}
          name={index === 0 ? name : undefined}
          type="text"
          inputMode="numeric"
          pattern="[0-9]*"
          autoComplete={index === 0 ? 'one-time-code' : 'off'}
          aria-label={`Digit ${index + 1} of ${length}`}
          {...aria}
          value={digits[index] ?? ''}
          tabIndex={index === active ? 0 : -1}
          disabled={disabled}
          onChange={(event) => handleInput(index, event.target.value)}
          onKeyDown={(event) => handleKeyDown(index, event)}
          onPaste={(event) => handlePaste(index, event)}
          onFocus={(event) => handleFocus(index, event)}
          onBlur={onBlur}
          className={cn(
            fieldBase,
            fieldFocusRing,
            'h-12 w-11 px-0 text-center font-mono text-lg sm:w-12',
          )}
        />
      ))}
    </div>
  )
}
