import { cva, type VariantProps } from 'class-variance-authority'
import { Slot } from 'radix-ui'
import type { ComponentProps, ReactNode } from 'react'

import { cn } from '@/lib/cn'

import { focusRing } from './focus-ring'
import { Spinner } from './spinner'

/**
 * A disabled button looks unavailable in both themes, whatever its variant: a muted surface, a
 * hairline edge and muted text, no shadow (issue 36: in the dark theme a half-transparent teal Save still looked
 * clickable). A loading button is disabled too, but keeps its colour, dimmed, beside its spinner:
 * it is working, not unavailable. Links (asChild) do the same through aria-disabled.
 */
export const DISABLED_LOOK = [
  'disabled:not-aria-busy:bg-surface-muted disabled:not-aria-busy:text-muted-foreground disabled:not-aria-busy:shadow-none disabled:not-aria-busy:ring-1 disabled:not-aria-busy:ring-border disabled:not-aria-busy:ring-inset',
  'aria-disabled:not-aria-busy:bg-surface-muted aria-disabled:not-aria-busy:text-muted-foreground aria-disabled:not-aria-busy:shadow-none aria-disabled:not-aria-busy:ring-1 aria-disabled:not-aria-busy:ring-border aria-disabled:not-aria-busy:ring-inset',
  'aria-busy:opacity-70',
].join(' ')

export const buttonVariants = cva(
  [
    'inline-flex shrink-0 cursor-pointer items-center justify-center gap-2 whitespace-nowrap rounded-md text-sm font-medium transition-colors',
    'disabled:pointer-events-none aria-disabled:pointer-events-none',
    DISABLED_LOOK,
    "[&_svg]:pointer-events-none [&_svg]:shrink-0 [&_svg:not([class*='size-'])]:size-4",
    focusRing,
  ],
  {
    variants: {
      variant: {
        primary: 'bg-primary text-primary-foreground shadow-xs hover:bg-primary-hover',
        secondary: 'bg-secondary text-secondary-foreground hover:bg-secondary/80',
        outline: 'border border-input bg-surface text-foreground shadow-xs hover:bg-surface-muted',
        ghost: 'text-foreground hover:bg-surface-muted',
        danger: 'bg-danger text-danger-foreground shadow-xs hover:bg-danger/90',
        link: 'text-primary underline-offset-4 hover:underline',
      },
      size: {
        sm: 'h-8 px-3 text-xs',
        md: 'h-10 px-4',
        lg: 'h-11 px-6 text-base',
        icon: 'size-10',
      },
    },
    compoundVariants: [
      // A disabled link or ghost button has no surface to mute: its text is enough.
      {
        variant: ['link', 'ghost'],
        className:
          'disabled:not-aria-busy:bg-transparent disabled:not-aria-busy:ring-0 aria-disabled:not-aria-busy:bg-transparent aria-disabled:not-aria-busy:ring-0',
      },
      { variant: 'link', className: 'h-auto px-0' },
    ],
    defaultVariants: { variant: 'primary', size: 'md' },
  },
)

export type ButtonProps = ComponentProps<'button'> &
  VariantProps<typeof buttonVariants> & {
    /** Render the single child element (e.g. a router Link) with the button's styles. */
    asChild?: boolean
    /** Shows a spinner, announces `loadingLabel`, sets aria-busy and disables the button. */
    loading?: boolean
    loadingLabel?: string
  }

export function Button({
  className,
  variant,
  size,
  asChild = false,
  loading = false,
  loadingLabel = 'Loading...',
  disabled,
  children,
  ...props
}: ButtonProps) {
  const classes = cn(buttonVariants({ variant, size }), className)
  const withSpinner = (content: ReactNode) => (
    <>
      {loading ? <Spinner label={loadingLabel} /> : null}
      {content}
    </>
  )

  if (asChild) {
    // A slotted element (usually a link) cannot be `disabled`; aria-disabled plus
    // pointer-events-none stands in for it.
    return (
      <Slot.Root
        className={classes}
        aria-busy={loading || undefined}
        aria-disabled={disabled || loading || undefined}
        {...props}
      >
        <Slot.Slottable child={children}>{withSpinner}</Slot.Slottable>
      </Slot.Root>
    )
  }

  return (
    <button
      className={classes}
      aria-busy={loading || undefined}
      disabled={disabled || loading}
      {...props}
    >
      {withSpinner(children)}
    </button>
  )
}
