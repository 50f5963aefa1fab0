import { cva, type VariantProps } from 'class-variance-authority'
import { CircleCheck, CircleX, Info, TriangleExclamationPoint, type LucideIcon } from 'lucide-react'
import type { ComponentProps, ReactNode } from 'react'

import { cn } from '@/lib/cn'

// Tinted background and coloured icon; the text itself stays `text-foreground`, which keeps
// AA contrast on every tint in both themes.
const alertVariants = cva('flex gap-3 rounded-lg border p-4 text-sm text-foreground', {
  variants: {
    variant: {
      info: 'border-info/40 bg-info/10 [&>svg]:text-info',
      success: 'border-success/40 bg-success/10 [&>svg]:text-success',
      warning: 'border-warning/50 bg-warning/10 [&>svg]:text-warning',
      danger: 'border-danger/40 bg-danger/10 [&>svg]:text-danger',
    },
  },
  defaultVariants: { variant: 'info' },
})

type Variant = NonNullable<VariantProps<typeof alertVariants>['variant']>

const icons: Record<Variant, LucideIcon> = {
  info: Info,
  success: CircleCheck,
  warning: TriangleExclamationPoint,
  danger: CircleX,
}

export type AlertProps = Omit<ComponentProps<'div'>, 'title'> &
  VariantProps<typeof alertVariants> & {
    title?: ReactNode
    /** Replace the variant's icon; pass `null` for none. */
    icon?: ReactNode
  }

/**
 * A message box. info/success are `role="status"` (polite); warning/danger are `role="alert"`
 * (assertive). Pass `role` to override, e.g. a static warning that should not interrupt.
 * `children` is the description.
 */
export function Alert({ className, variant, title, icon, children, ...props }: AlertProps) {
  const v: Variant = variant ?? 'info'
  const Icon = icons[v]
  return (
    <div
      role={v === 'warning' || v === 'danger' ? 'alert' : 'status'}
      className={cn(alertVariants({ variant: v }), className)}
      {...props}
    >
      {icon === undefined ? <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0" /> : icon}
      <div className="grid gap-1">
        {title ? <p className="leading-tight font-semibold">{title}</p> : null}
        {children ? <div className="leading-relaxed">{children}</div> : null}
      </div>
    </div>
  )
}
