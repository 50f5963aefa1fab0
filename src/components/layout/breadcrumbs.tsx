import { Link, useMatches } from '@tanstack/react-router'
import { ChevronRight } from 'lucide-react'

import { cn } from '@/lib/cn'

/** Home › (route trail) › page title, from the deepest route's static data. */
export function Breadcrumbs({
  title,
  className,
}: {
  title: string | undefined
  className?: string
}) {
  const matches = useMatches()
  const trail =
    [...matches].reverse().find((match) => match.staticData.breadcrumbs)?.staticData.breadcrumbs ??
    []
  return (
    <nav aria-label="Breadcrumb" className={cn('text-sm', className)}>
      <ol className="flex min-w-0 items-center gap-1 text-muted-foreground">
        <li>
          <Link to="/" className="hover:text-foreground hover:underline">
            Home
          </Link>
        </li>
        {[...trail, ...(title ? [title] : [])].map((crumb, index, all) => (
          <li key={`${crumb}-${index}`} className="flex min-w-0 items-center gap-1">
            <ChevronRight aria-hidden className="size-3.5 shrink-0" />
            <span
              className={cn('truncate', index === all.length - 1 && 'font-medium text-foreground')}
              aria-current={index === all.length - 1 ? 'page' : undefined}
            >
              {crumb}
            </span>
          </li>
        ))}
      </ol>
    </nav>
  )
}
