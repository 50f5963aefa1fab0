import type { ComponentProps, ReactNode } from 'react'

import { cn } from '@/lib/cn'

export type EmptyStateProps = Omit<ComponentProps<'div'>, 'title'> & {
  /** A decorative icon element, e.g. `<Inbox />`; hidden from assistive technology. */
  icon?: ReactNode
  title: ReactNode
  description?: ReactNode
  /** Usually a Button that gets the user unstuck. */
  action?: ReactNode
  /** Heading level of the title so it fits the page outline. */
  headingLevel?: 2 | 3 | 4
}

export function EmptyState({
  icon,
  title,
  description,
  action,
  headingLevel = 2,
  className,
  ...props
}: EmptyStateProps) {
  const Heading = `h${headingLevel}` as const
  return (
    <div
      className={cn(
        'flex flex-col items-center justify-center gap-3 rounded-lg border border-dashed border-border px-6 py-10 text-center',
        className,
      )}
      {...props}
    >
      {icon ? (
        <div
          aria-hidden="true"
          className="flex size-12 items-center justify-center rounded-full bg-surface-muted text-muted-foreground [&_svg]:size-6"
        >
          {icon}
        </div>
      ) : null}
      <Heading className="text-base font-semibold text-foreground">{title}</Heading>
      {description ? <p className="max-w-sm text-sm text-muted-foreground">{description}</p> : null}
      {action ? <div className="mt-1">{action}</div> : null}
    </div>
  )
}
